import { useTranslations } from 'next-intl';
import type { Address, Country, CountryState } from '@/lib/shop/types';
import { CheckoutAddressFields } from './address-fields';
import { FieldError } from '@/components/ui/field-error';

interface CheckoutAddressesProps {
  group: 'delivery' | 'invoice';
  book: Address[];
  values: Record<string, string>;
  errorFor: (field: string) => string | null;
  countries: Country[];
  states: CountryState[];
  phoneRequired: boolean;
}

const oneLine = (address: Address) =>
  [
    address.company,
    `${address.firstname} ${address.lastname}`,
    `${address.street} ${address.houseNumber}`,
    `${address.postcode} ${address.city}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * An order's delivery or invoice address: a customer picks one of the book's (docs/product.md §7 address calls) or types a
 * new one; a guest types it. Radio buttons, so the choice works without JavaScript.
 */
export function CheckoutAddresses({ group, book, values, errorFor, ...fields }: CheckoutAddressesProps) {
  const t = useTranslations('Checkout');
  const choiceName = `${group}AddressId`;
  const offered =
    group === 'delivery'
      ? book.filter((address) => fields.countries.some((c) => c.id === address.countryId))
      : book;
  const chosen =
    values[choiceName] ?? String(offered.find((address) => address.isDefault)?.id ?? offered[0]?.id ?? 'new');
  const typed = <CheckoutAddressFields group={group} values={values} errorFor={errorFor} {...fields} />;
  if (offered.length === 0)
    return (
      <>
        <input type="hidden" name={choiceName} value="new" />
        {typed}
      </>
    );
  const choiceError = errorFor(choiceName);
  return (
    <fieldset className="checkout-choices">
      <legend>{t(group === 'delivery' ? 'deliveryFromBook' : 'invoiceFromBook')}</legend>
      <FieldError error={choiceError} />
      {offered.map((address) => (
        <div key={address.id} className="checkout-choice">
          <input
            type="radio"
            id={`${group}-address-${address.id}`}
            name={choiceName}
            value={address.id}
            defaultChecked={chosen === String(address.id)}
          />
          <label htmlFor={`${group}-address-${address.id}`}>
            <span className="checkout-choice__title">{address.label}</span>
            <span className="checkout-choice__text">{oneLine(address)}</span>
          </label>
        </div>
      ))}
      <div className="checkout-choice">
        <input
          type="radio"
          id={`${group}-address-new`}
          name={choiceName}
          value="new"
          defaultChecked={chosen === 'new'}
        />
        <label htmlFor={`${group}-address-new`}>
          <span className="checkout-choice__title">{t('newAddress')}</span>
        </label>
      </div>
      <div className="checkout-new-address">{typed}</div>
    </fieldset>
  );
}
