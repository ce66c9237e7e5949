import { useTranslations } from 'next-intl';
import { postcodeLength } from '@/lib/account/address-rules';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import type { Address, Country, CountryState } from '@/lib/shop/types';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { PersonFields } from './person-fields';

export interface AddressFormProps {
  /** The address being changed; null for a new one. */
  address: Address | null;
  /** What the form sent when it was refused. */
  kept: KeptValues | null;
  countries: Country[];
  /** The states or counties of each country that has them. */
  states: CountryState[];
  defaultCountryId: number;
  phoneRequired: boolean;
  language: string;
  cancelHref: string;
  error: AccountMessage | null;
}

const valuesOf = (address: Address | null, defaultCountryId: number): KeptValues => ({
  label: address?.label ?? '',
  title: address?.title ?? 'mr',
  firstname: address?.firstname ?? '',
  lastname: address?.lastname ?? '',
  company: address?.company ?? '',
  vatNumber: address?.vatNumber ?? '',
  street: address?.street ?? '',
  houseNumber: address?.houseNumber ?? '',
  line2: address?.line2 ?? '',
  postcode: address?.postcode ?? '',
  city: address?.city ?? '',
  countryId: String(address?.countryId ?? defaultCountryId),
  stateId: address?.stateId ? String(address.stateId) : '',
  phone: address?.phone ?? '',
});

/** The postcode's digits in each country the form offers: "Österreich: 4 Ziffern · Deutschland: 5 Ziffern". */
export const postcodeHint = (countries: Country[], digitsText: (digits: number) => string) =>
  countries
    .map((country) => `${country.title}: ${digitsText(postcodeLength(country.isoAlpha2))}`)
    .join(' · ');

/**
 * docs/product.md §3 address, as a plain form: label, person, street and number, line 2, postcode, city, county where the
 * country has them, country and phone, each with its autocomplete token. The server checks the country's rules.
 */
export function AddressForm(props: AddressFormProps) {
  const { address, countries, states, phoneRequired, language, error } = props;
  const t = useTranslations('Account.address');
  const errorFor = useFieldError(error);
  const values = props.kept ?? valuesOf(address, props.defaultCountryId);
  const field = (name: keyof KeptValues, label: string, autoComplete: string, extra: object = {}) => (
    <FormField
      name={name}
      label={label}
      autoComplete={autoComplete}
      defaultValue={values[name]}
      error={errorFor(name)}
      scope="address"
      {...extra}
    />
  );
  const withStates = countries.filter((country) => states.some((state) => state.countryId === country.id));
  const stateError = errorFor('stateId');
  return (
    <form
      method="post"
      action="/api/account"
      className="account-form"
      aria-labelledby="address-form-title"
      id="address-form"
    >
      <h3 id="address-form-title">{address ? t('editTitle') : t('newTitle')}</h3>
      <input type="hidden" name="action" value="saveAddress" />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="addressId" value={address ? String(address.id) : ''} />
      {field('label', t('label'), 'off', { hint: t('labelHint') })}
      <PersonFields values={values} errorFor={errorFor} scope="address" />
      {field('street', t('street'), 'address-line1')}
      {field('houseNumber', t('houseNumber'), 'address-line2')}
      {field('line2', t('line2'), 'address-line3', { required: false })}
      {field('postcode', t('postcode'), 'postal-code', {
        inputMode: 'numeric',
        hint: postcodeHint(countries, (digits) => t('postcodeHint', { digits })),
      })}
      {field('city', t('city'), 'address-level2')}
      <FormField
        name="countryId"
        label={t('country')}
        autoComplete="country-name"
        error={errorFor('countryId')}
        scope="address"
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            name="countryId"
            autoComplete="country-name"
            defaultValue={values.countryId}
            aria-describedby={describedBy}
          >
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {withStates.length > 0 && (
        <FormField
          name="stateId"
          label={t('state')}
          autoComplete="address-level1"
          hint={t('stateHint', { countries: withStates.map((country) => country.title).join(', ') })}
          error={stateError}
          scope="address"
        >
          {({ id, describedBy }) => (
            <select
              id={id}
              name="stateId"
              autoComplete="address-level1"
              defaultValue={values.stateId}
              aria-invalid={stateError ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">{t('statePlaceholder')}</option>
              {withStates.map((country) => (
                <optgroup key={country.id} label={country.title}>
                  {states
                    .filter((state) => state.countryId === country.id)
                    .map((state) => (
                      <option key={state.id} value={state.id}>
                        {state.title}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
      )}
      {field('phone', phoneRequired ? t('phone') : t('phoneOptional'), 'tel', {
        type: 'tel',
        inputMode: 'tel',
        required: phoneRequired,
        hint: t('phoneHint'),
      })}
      <div className="account-form__actions">
        <button type="submit" className="button">
          {t('save')}
        </button>
        <a href={props.cancelHref}>{t('cancel')}</a>
      </div>
    </form>
  );
}
