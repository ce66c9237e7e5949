import { useTranslations } from 'next-intl';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import type { Customer } from '@/lib/shop/types';
import { useFieldError } from './field-error';
import { PersonFields } from './person-fields';

interface ProfileFormProps {
  customer: Customer;
  language: string;
  /** What the form sent when it was refused; the saved data otherwise. */
  kept: KeptValues | null;
  error: AccountMessage | null;
}

/** docs/product.md §5 personal information: title and names, company and VAT id for companies and associations. */
export function ProfileForm({ customer, language, kept, error }: ProfileFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  const values = kept ?? {
    title: customer.title,
    firstname: customer.firstname,
    lastname: customer.lastname,
    company: customer.company ?? '',
    vatNumber: customer.vatNumber ?? '',
  };
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profileTitle')}</h2>
      <input type="hidden" name="action" value="updateProfile" />
      <input type="hidden" name="language" value={language} />
      <PersonFields values={values} errorFor={errorFor} scope="profile" />
      <button type="submit" className="button">
        {t('saveProfileButton')}
      </button>
    </form>
  );
}
