import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountMessageBox } from '@/components/account/account-message';
import { AddressBook } from '@/components/account/address-book';
import { EmailChangeForm } from '@/components/account/email-change-form';
import { LogoutForm } from '@/components/account/logout-form';
import { AccountNewsletter } from '@/components/newsletter/account-newsletter';
import { PasswordChangeForm } from '@/components/account/password-change-form';
import { ProfileForm } from '@/components/account/profile-form';
import { SignInMethods } from '@/components/account/sign-in-methods';
import { SiteCountryOffer } from '@/components/account/site-country-offer';
import { reportError } from '@/lib/monitoring/server';
import { VatExclusionForm } from '@/components/account/vat-exclusion-form';
import { VatStatus } from '@/components/account/vat-status';
import { OrderList } from '@/components/orders/order-list';
import { AppointmentList } from '@/components/appointment/appointment-list';
import { FORM_FLASH_COOKIE, decodeKeptValues } from '@/lib/account/form-flash';
import { accountMessage, errorOfForm } from '@/lib/account/page-message';
import { passwordCaptcha } from '@/lib/account/password-guard';
import { currentCustomer } from '@/lib/session/session-customer';
import { getMarketContext } from '@/lib/catalog/market-context';
import { storeDefaults } from '@/lib/i18n/stores';
import { newsletterMessageOf } from '@/lib/newsletter/newsletter-message';
import { customerOrders } from '@/lib/orders/customer-orders';
import { customerAppointments } from '@/lib/booking/customer-appointments';
import { getCatalog, getCustomers, getNewsletterStore } from '@/lib/storefront';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import { loginHref } from '@/lib/account/return-path';
import '@/app/styles/account.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Account', 'accountMetaTitle');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * docs/product.md §2 /account: the logged-in customer's own page — personal information, login address, password, address
 * book — every part a plain form; a refused one comes back with what was entered. A visitor is sent to log in.
 */
export default async function AccountPage({ params, searchParams }: { params: Params; searchParams: Query }) {
  const market = await pageMarket(params);
  const [context, jar, query, t, installations, cartReminders] = await Promise.all([
    getMarketContext(market),
    cookies(),
    searchParams,
    getTranslations('Account'),
    getTranslations('Installations'),
    getTranslations('CartReminders'),
  ]);
  const customer = await currentCustomer((name) => jar.get(name)?.value, market);
  if (!customer) redirect(loginHref(context.linkPrefix, `${context.linkPrefix}/account`));
  const customers = await getCustomers();
  const catalog = await getCatalog();
  const [
    addresses,
    countries,
    signIns,
    orders,
    appointments,
    subscription,
    emailCaptcha,
    passwordCaptchaDue,
  ] = await Promise.all([
    // docs/product.md §8 "An error occurred fetching addresses": the book says so; the rest of the page still works.
    customers.listAddresses(customer.id).catch(async (error: unknown) => {
      await reportError(error, `Reading the address book of customer ${customer.id} failed`);
      return null;
    }),
    catalog.listCountries(market.language),
    customers.getSignInMethods(customer.id),
    customerOrders(customer.id, market.store),
    customerAppointments(customer.id, market.store, new Date()),
    getNewsletterStore().then((store) => store.findForCustomer(market.store, customer.id, customer.email)),
    // Each form spends its own challenge.
    passwordCaptcha(customer.email),
    passwordCaptcha(customer.email),
  ]);
  const states = (
    await Promise.all(countries.map((country) => customers.listCountryStates(country.id)))
  ).flat();
  const message = accountMessage(query);
  const kept = message?.kind === 'error' ? decodeKeptValues(jar.get(FORM_FLASH_COOKIE)?.value) : {};
  const keptFor = (action: string) => (errorOfForm(message, action) ? kept : null);
  const addressError = errorOfForm(message, 'saveAddress');
  const requested = first(query.address);
  const editing = addresses?.find((address) => String(address.id) === requested) ?? null;
  const accountHref = `${context.linkPrefix}/account`;
  return (
    <main id="main" className="account-page">
      <h1>{t('accountTitle')}</h1>
      {message && <AccountMessageBox message={message} />}
      <p>{t('greeting', { name: customer.firstname })}</p>
      {/* While VAT is excluded the delivery country is the one billed at 0 %, not a choice (docs/product.md §2). */}
      {market.vatMode === 'gross' && (
        <SiteCountryOffer
          addresses={addresses ?? []}
          deliveryCountries={countries.filter((country) =>
            storeDefaults[market.store].deliveryCountryIds.includes(country.id),
          )}
          currentCountryId={market.deliveryCountryId}
        />
      )}
      <p>
        {t('customerNumber')}: {customer.ref}
      </p>
      <ProfileForm
        customer={customer}
        language={market.language}
        kept={keptFor('updateProfile')}
        error={errorOfForm(message, 'updateProfile')}
      />
      <VatStatus customer={customer} language={market.language} formatLocale={context.formatLocale} />
      <VatExclusionForm
        customer={customer}
        store={market.store}
        storeCountry={countries.find((country) => country.id === storeDefaults[market.store].countryId)}
        countries={countries}
        language={market.language}
      />
      <SignInMethods
        methods={signIns}
        formatLocale={context.formatLocale}
        forgotHref={`${context.linkPrefix}/forgot-password`}
      />
      {/* Both forms ask for the current password, which a customer who signed up with a provider may not have. */}
      {signIns.password && (
        <>
          <EmailChangeForm
            email={customer.email}
            language={market.language}
            keptEmail={keptFor('changeEmail')?.newEmail}
            error={errorOfForm(message, 'changeEmail')}
            captcha={emailCaptcha}
          />
          <PasswordChangeForm
            language={market.language}
            error={errorOfForm(message, 'changePassword', true)}
            captcha={passwordCaptchaDue}
          />
        </>
      )}
      <AddressBook
        addresses={addresses}
        countries={countries}
        language={market.language}
        accountHref={accountHref}
        form={
          requested === 'new' || editing
            ? {
                address: editing,
                kept: keptFor('saveAddress'),
                states,
                defaultCountryId: market.deliveryCountryId,
                phoneRequired: context.store.config.rules.phoneRequired,
                error: addressError,
              }
            : null
        }
      />
      <AccountNewsletter
        subscription={subscription}
        email={customer.email}
        language={market.language}
        message={newsletterMessageOf(query)}
      />
      <section aria-labelledby="orders">
        <h2 id="orders">{t('ordersTitle')}</h2>
        <OrderList
          orders={orders}
          locale={context.formatLocale}
          timeZone={storeDefaults[market.store].timeZone}
          orderHref={(orderId) => `${accountHref}/order/${orderId}`}
        />
      </section>
      <AppointmentList
        appointments={appointments}
        locale={context.formatLocale}
        linkPrefix={context.linkPrefix}
      />
      {/* Operators' pages are reached from here; anyone else neither sees the link nor gets the page. */}
      {customer.isAdmin && (
        <ul className="account-operator-links">
          <li>
            <a href={`${context.linkPrefix}/account/installations`}>{installations('accountLink')}</a>
          </li>
          <li>
            <a href={`${context.linkPrefix}/account/cart-reminders`}>{cartReminders('accountLink')}</a>
          </li>
        </ul>
      )}
      <LogoutForm language={market.language} />
    </main>
  );
}
