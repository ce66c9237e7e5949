import { useTranslations } from 'next-intl';
import { customerTitles, type CustomerTitle } from '@/lib/shop/customer-types';
import { FormField } from './form-field';

const titleLabels = {
  mr: 'titleMr',
  miss: 'titleMiss',
  company: 'titleCompany',
  association: 'titleAssociation',
} as const;

export interface PersonValues {
  title?: string;
  firstname?: string;
  lastname?: string;
  company?: string;
  vatNumber?: string;
}

interface PersonFieldsProps {
  values: PersonValues;
  errorFor: (field: string) => string | null;
  /** Sets the ids apart where a page has two forms that name a person. */
  scope?: string;
}

/**
 * SPEC §3's person of a customer or an address: title, first and last name, and the company with its VAT id for
 * companies and associations, each with its autocomplete token (WCAG 1.3.5).
 */
export function PersonFields({ values, errorFor, scope }: PersonFieldsProps) {
  const t = useTranslations('Account');
  const titleError = errorFor('title');
  return (
    <>
      <FormField
        name="title"
        label={t('title')}
        autoComplete="honorific-prefix"
        error={titleError}
        scope={scope}
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            name="title"
            autoComplete="honorific-prefix"
            defaultValue={values.title ?? 'mr'}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={describedBy}
          >
            {(Object.keys(customerTitles) as CustomerTitle[]).map((title) => (
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
        defaultValue={values.firstname}
        error={errorFor('firstname')}
        scope={scope}
      />
      <FormField
        name="lastname"
        label={t('lastname')}
        autoComplete="family-name"
        defaultValue={values.lastname}
        error={errorFor('lastname')}
        scope={scope}
      />
      <FormField
        name="company"
        label={t('company')}
        autoComplete="organization"
        defaultValue={values.company}
        required={false}
        hint={t('companyHint')}
        error={errorFor('company')}
        scope={scope}
      />
      <FormField
        name="vatNumber"
        label={t('vatNumber')}
        autoComplete="off"
        defaultValue={values.vatNumber}
        required={false}
        error={errorFor('vatNumber')}
        scope={scope}
      />
    </>
  );
}

export const titleLabelKey = (title: CustomerTitle) => titleLabels[title];
