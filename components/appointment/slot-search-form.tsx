import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/account/form-field';
import { ChoiceField } from '@/components/ui/choice-field';
import { serviceKinds, type ServiceKind } from '@/lib/appointments/schedule';

/**
 * The first question: which service, where. A GET form, so the slots it finds are a page of their own; with
 * JavaScript (next/form) they load in place without a reload.
 */
export function SlotSearchForm({
  action,
  service,
  postcode,
  postcodeError,
  kinds = serviceKinds,
}: {
  action: string;
  service: string;
  postcode: string;
  postcodeError: string | null;
  /** The services offered: all on /appointment, the work sold at checkout. */
  kinds?: readonly ServiceKind[];
}) {
  const t = useTranslations('Appointment');
  return (
    <Form action={action} className="appointment-search" noValidate>
      <ChoiceField
        scope="appointment"
        name="service"
        label={t('service')}
        options={kinds.map((value) => ({ value, label: t(`services.${value}`) }))}
        value={service}
      />
      <FormField
        name="postcode"
        label={t('postcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        defaultValue={postcode}
        hint={t('postcodeHint')}
        error={postcodeError}
        scope="appointment"
      />
      <button type="submit" className="button appointment-search__submit">
        {t('showSlots')}
      </button>
    </Form>
  );
}
