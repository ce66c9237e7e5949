import { useTranslations } from 'next-intl';
import type { Country, CountryState } from '@/lib/shop/types';
import { postcodeHint } from '../account/address-form';
import { FormField } from '../account/form-field';
import { PersonFields } from '../account/person-fields';

interface AddressFieldsProps {
  group: 'delivery' | 'invoice';
  values: Record<string, string>;
  errorFor: (field: string) => string | null;
  countries: Country[];
  states: CountryState[];
  phoneRequired: boolean;
}

/**
 * An address typed in at checkout (docs/product.md §3 address), named `delivery.…` or `invoice.…` and filled by the browser
 * as the shipping or billing address (WCAG 1.3.5). Required only when no book address is chosen, so the browser
 * leaves checking to the server, which knows which one counts.
 */
export function CheckoutAddressFields({
  group,
  values,
  errorFor,
  countries,
  states,
  phoneRequired,
}: AddressFieldsProps) {
  const t = useTranslations('Account.address');
  const section = group === 'delivery' ? 'shipping' : 'billing';
  const scope = `checkout-${group}`;
  const value = (field: string) => values[`${group}.${field}`] ?? '';
  const field = (name: string, label: string, token: string, extra: object = {}) => (
    <FormField
      name={`${group}.${name}`}
      label={label}
      autoComplete={`${section} ${token}`}
      defaultValue={value(name)}
      error={errorFor(`${group}.${name}`)}
      scope={scope}
      required={false}
      {...extra}
    />
  );
  const countryStates = states.filter((state) => countries.some((country) => country.id === state.countryId));
  const select = (
    name: string,
    label: string,
    token: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <FormField
      name={`${group}.${name}`}
      label={label}
      autoComplete={`${section} ${token}`}
      error={errorFor(`${group}.${name}`)}
      scope={scope}
    >
      {({ id, describedBy }) => (
        <select
          id={id}
          name={`${group}.${name}`}
          autoComplete={`${section} ${token}`}
          defaultValue={value(name) || options[0]?.value}
          aria-invalid={errorFor(`${group}.${name}`) ? true : undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  return (
    <>
      <PersonFields
        values={{
          title: value('title') || 'mr',
          firstname: value('firstname'),
          lastname: value('lastname'),
          company: value('company'),
          vatNumber: value('vatNumber'),
        }}
        errorFor={errorFor}
        scope={scope}
        namePrefix={`${group}.`}
        section={section}
        required={false}
      />
      {field('street', t('street'), 'address-line1')}
      {field('houseNumber', t('houseNumber'), 'address-line2')}
      {field('line2', t('line2'), 'address-line3')}
      {field('postcode', t('postcode'), 'postal-code', {
        inputMode: 'numeric',
        hint: postcodeHint(countries, (digits) => t('postcodeHint', { digits })),
      })}
      {field('city', t('city'), 'address-level2')}
      {select(
        'countryId',
        t('country'),
        'country-name',
        countries.map((country) => ({ value: String(country.id), label: country.title })),
      )}
      {countryStates.length > 0 &&
        select('stateId', t('state'), 'address-level1', [
          { value: '', label: t('statePlaceholder') },
          ...countryStates.map((state) => ({ value: String(state.id), label: state.title })),
        ])}
      {field('phone', phoneRequired ? t('phone') : t('phoneOptional'), 'tel', {
        type: 'tel',
        inputMode: 'tel',
        hint: t('phoneHint'),
      })}
    </>
  );
}
