import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/account/form-field';
import { ChoiceField } from '@/components/ui/choice-field';
import { serviceKinds, type ServiceKind } from '@/lib/appointments/schedule';

interface SlotSearchProps {
  service: string;
  postcode: string;
  postcodeError: string | null;
  /** The services offered: all on /appointment, the work sold at checkout. */
  kinds?: readonly ServiceKind[];
  /** False at checkout, where the fields are part of the order form, which goes without them. */
  required?: boolean;
}

/** The first question's fields: which service, where. */
export function SlotSearchFields({
  service,
  postcode,
  postcodeError,
  kinds = serviceKinds,
  required = true,
}: SlotSearchProps) {
  const t = useTranslations('Appointment');
  return (
    <>
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
        required={required}
        hint={t('postcodeHint')}
        error={postcodeError}
        scope="appointment"
      />
    </>
  );
}

/**
 * The first question as a form of its own (/appointment): a GET form, so the slots it finds are a page of their
 * own; with JavaScript (next/form) they load in place without a reload.
 */
export function SlotSearchForm({ action, ...fields }: SlotSearchProps & { action: string }) {
  const t = useTranslations('Appointment');
  return (
    <Form action={action} className="appointment-search" noValidate>
      <SlotSearchFields {...fields} />
      <button type="submit" className="button appointment-search__submit">
        {t('showSlots')}
      </button>
    </Form>
  );
}
