import { useTranslations } from 'next-intl';
import { GuestCaptchaField } from '@/components/checkout/guest-captcha-field';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { FormField } from '@/components/account/form-field';
import { TextAreaField } from '@/components/account/text-area-field';
import type { KeptBooking } from '@/lib/booking/booking-flash';
import type { OpenSlot } from '@/lib/appointments/slots';
import { SlotChoice } from './slot-choice';
import { NOTE_MAX_LENGTH } from '@/lib/appointments/booking-schema';

/** The open slots, then who and where: a plain form to POST /api/appointments. */
export function BookingForm({
  service,
  postcode,
  page,
  language,
  slots,
  kept,
  errors,
  locale,
  timeZone,
  captcha,
}: {
  service: string;
  postcode: string;
  page: number;
  language: string;
  slots: OpenSlot[];
  kept: KeptBooking;
  errors: Partial<Record<string, string>>;
  locale: string;
  timeZone: string;
  /** A guest's captcha (a booking takes a team's time and mails any address); none for a logged-in customer. */
  captcha: CaptchaChallenge | null;
}) {
  const t = useTranslations('Appointment');
  return (
    <form method="post" action="/api/appointments" className="booking-form" id="booking">
      <input type="hidden" name="serviceKind" value={service} />
      <input type="hidden" name="postcode" value={postcode} />
      <input type="hidden" name="language" value={language} />
      {/* A refused booking comes back to the page of slots it was made on. */}
      <input type="hidden" name="page" value={page} />
      <SlotChoice
        slots={slots}
        chosen={kept.startsAt}
        error={errors.startsAt}
        legend={t('slots')}
        locale={locale}
        timeZone={timeZone}
      />
      <fieldset className="booking-form__person">
        <legend>{t('contact')}</legend>
        <FormField
          name="street"
          label={t('street')}
          autoComplete="street-address"
          defaultValue={kept.street}
          error={errors.street}
          scope="appointment"
        />
        <FormField
          name="city"
          label={t('city')}
          autoComplete="address-level2"
          defaultValue={kept.city}
          error={errors.city}
          scope="appointment"
        />
        <FormField
          name="name"
          label={t('name')}
          autoComplete="name"
          defaultValue={kept.name}
          error={errors.name}
          scope="appointment"
        />
        <FormField
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          defaultValue={kept.email}
          error={errors.email}
          scope="appointment"
        />
        <FormField
          name="phone"
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          required={false}
          hint={t('phoneHint')}
          defaultValue={kept.phone}
          error={errors.phone}
          scope="appointment"
        />
        <FormField
          name="orderRef"
          label={t('orderRef')}
          autoComplete="off"
          required={false}
          hint={t('orderRefHint')}
          defaultValue={kept.orderRef}
          error={errors.orderRef}
          scope="appointment"
        />
        <TextAreaField
          name="note"
          label={t('note')}
          hint={t('noteHint', { max: NOTE_MAX_LENGTH })}
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          required={false}
          defaultValue={kept.note}
          error={errors.note ?? null}
          scope="appointment"
        />
      </fieldset>
      {captcha && <GuestCaptchaField challenge={captcha} error={errors.captcha_answer ?? null} />}
      <button type="submit" className="button booking-form__submit">
        {t('book')}
      </button>
    </form>
  );
}
