import { useTranslations } from 'next-intl';
import type { Address, Country } from '@/lib/shop/types';
import { AddressForm, type AddressFormProps } from './address-form';
import '@/app/styles/account.css';

interface AddressBookProps {
  /** Null when the shop could not read them: the book says so, the rest of the account page still works. */
  addresses: Address[] | null;
  countries: Country[];
  language: string;
  /** The account page's own address, where the edit links and the form's cancel lead. */
  accountHref: string;
  /** The form to show: a new address, one being changed, or none. */
  form: Omit<AddressFormProps, 'countries' | 'language' | 'cancelHref'> | null;
}

/** One small form per button, so each works without JavaScript and names the address it acts on. */
function AddressAction({ action, id, label, text, language }: Record<string, string>) {
  return (
    <form method="post" action="/api/account">
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="addressId" value={id} />
      <input type="hidden" name="language" value={language} />
      <button type="submit" className="button button--secondary">
        {text}
        <span className="visually-hidden"> ({label})</span>
      </button>
    </form>
  );
}

/** docs/product.md §2/§5 address book: the default first and marked, which cannot be deleted; add, edit, delete, default. */
export function AddressBook({ addresses, countries, language, accountHref, form }: AddressBookProps) {
  const t = useTranslations('Account.address');
  const errors = useTranslations('Errors.address');
  const countryTitle = (id: number) => countries.find((country) => country.id === id)?.title ?? '';
  return (
    <section aria-labelledby="addresses-title" id="addresses" className="address-book">
      <h2 id="addresses-title">{t('title')}</h2>
      {addresses === null ? (
        <p className="form-message form-message--error" role="alert" data-testid="address-book-failed">
          {errors('fetchFailed')}
        </p>
      ) : addresses.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.id} className="address-card card" data-testid="address-card">
              <h3>
                {address.label}
                {address.isDefault && <span className="address-card__default"> · {t('default')}</span>}
              </h3>
              <address>
                {[
                  address.company,
                  `${address.firstname} ${address.lastname}`,
                  `${address.street} ${address.houseNumber}`,
                  address.line2,
                  `${address.postcode} ${address.city}`,
                  [address.stateTitle, countryTitle(address.countryId)].filter(Boolean).join(', '),
                  address.phone,
                ]
                  .filter(Boolean)
                  .map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
              </address>
              <div className="address-card__actions">
                <a href={`${accountHref}?address=${address.id}#address-form`}>
                  {t('edit')}
                  <span className="visually-hidden"> ({address.label})</span>
                </a>
                {!address.isDefault && (
                  <>
                    <AddressAction
                      action="setDefaultAddress"
                      id={String(address.id)}
                      label={address.label}
                      text={t('setDefault')}
                      language={language}
                    />
                    <AddressAction
                      action="deleteAddress"
                      id={String(address.id)}
                      label={address.label}
                      text={t('delete')}
                      language={language}
                    />
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {form ? (
        <AddressForm
          {...form}
          countries={countries}
          language={language}
          cancelHref={`${accountHref}#addresses`}
        />
      ) : (
        <a className="button" href={`${accountHref}?address=new#address-form`}>
          {t('add')}
        </a>
      )}
    </section>
  );
}
