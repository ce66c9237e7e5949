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
  /** Prefix of the fields' names where one form asks for two people (`delivery.` at checkout). */
  namePrefix?: string;
  /** The autocomplete section of the fields (`shipping`, `billing`), so browsers fill each address apart. */
  section?: string;
  /** False where the server decides whether the person counts (a checkout address the shopper may not use). */
  required?: boolean;
}

/**
 * docs/product.md §3's person of a customer or an address: title, first and last name, and the company with its VAT id for
 * companies and associations, each with its autocomplete token (WCAG 1.3.5).
 */
export function PersonFields({
  values,
  errorFor,
  scope,
  namePrefix = '',
  section,
  required = true,
}: PersonFieldsProps) {
  const t = useTranslations('Account');
  const named = (field: string) => `${namePrefix}${field}`;
  const token = (name: string) => (section ? `${section} ${name}` : name);
  const titleError = errorFor(named('title'));
  return (
    <>
      <FormField
        name={named('title')}
        label={t('title')}
        autoComplete={token('honorific-prefix')}
        error={titleError}
        scope={scope}
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            name={named('title')}
            autoComplete={token('honorific-prefix')}
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
        name={named('firstname')}
        label={t('firstname')}
        autoComplete={token('given-name')}
        defaultValue={values.firstname}
        error={errorFor(named('firstname'))}
        scope={scope}
        required={required}
      />
      <FormField
        name={named('lastname')}
        label={t('lastname')}
        autoComplete={token('family-name')}
        defaultValue={values.lastname}
        error={errorFor(named('lastname'))}
        scope={scope}
        required={required}
      />
      <FormField
        name={named('company')}
        label={t('company')}
        autoComplete={token('organization')}
        defaultValue={values.company}
        required={false}
        hint={t('companyHint')}
        error={errorFor(named('company'))}
        scope={scope}
      />
      <FormField
        name={named('vatNumber')}
        label={t('vatNumber')}
        autoComplete="off"
        defaultValue={values.vatNumber}
        required={false}
        error={errorFor(named('vatNumber'))}
        scope={scope}
      />
    </>
  );
}

export const titleLabelKey = (title: CustomerTitle) => titleLabels[title];
