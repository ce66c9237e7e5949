import { useTranslations } from 'next-intl';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import { customerTitles } from '@/lib/shop/customer-types';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

interface RegisterFormProps {
  language: string;
  kept: KeptValues;
  error: AccountMessage | null;
}

const titleLabels = {
  mr: 'titleMr',
  miss: 'titleMiss',
  company: 'titleCompany',
  association: 'titleAssociation',
} as const;

/**
 * SPEC §2 registration: title, names, e-mail and password each twice, company and VAT id for companies and
 * associations. A plain form posted to /api/account; after an error it comes back with what was entered.
 */
export function RegisterForm({ language, kept, error }: RegisterFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  const titleError = errorFor('title');
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="register-title">
      <h2 id="register-title">{t('registerTitle')}</h2>
      <input type="hidden" name="action" value="register" />
      <input type="hidden" name="language" value={language} />
      <FormField name="title" label={t('title')} autoComplete="honorific-prefix" error={titleError}>
        {({ id, describedBy }) => (
          <select
            id={id}
            name="title"
            autoComplete="honorific-prefix"
            defaultValue={kept.title ?? 'mr'}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={describedBy}
          >
            {(Object.keys(customerTitles) as Array<keyof typeof customerTitles>).map((title) => (
              <option key={title} value={title}>
                {t(titleLabels[title])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="firstname"
        label={t('firstname')}
        autoComplete="given-name"
        defaultValue={kept.firstname}
        error={errorFor('firstname')}
      />
      <FormField
        name="lastname"
        label={t('lastname')}
        autoComplete="family-name"
        defaultValue={kept.lastname}
        error={errorFor('lastname')}
      />
      <FormField
        name="company"
        label={t('company')}
        autoComplete="organization"
        defaultValue={kept.company}
        required={false}
        hint={t('companyHint')}
        error={errorFor('company')}
      />
      <FormField
        name="vatNumber"
        label={t('vatNumber')}
        autoComplete="off"
        defaultValue={kept.vatNumber}
        required={false}
        error={errorFor('vatNumber')}
      />
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        defaultValue={kept.email}
        error={errorFor('email')}
      />
      <FormField
        name="emailRepeat"
        type="email"
        label={t('emailRepeat')}
        autoComplete="email"
        defaultValue={kept.emailRepeat}
        error={errorFor('emailRepeat')}
      />
      <NewPasswordFields
        labels={{ password: t('password'), repeat: t('passwordRepeat') }}
        errorFor={errorFor}
      />
      <button type="submit" className="button">
        {t('registerButton')}
      </button>
    </form>
  );
}
