import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { BookingForm } from '@/components/appointment/booking-form';
import { SlotSearchForm } from '@/components/appointment/slot-search-form';
import { FormMessage } from '@/components/ui/form-message';
import type { AppointmentStore } from '@/lib/appointments/service-area';
import { BOOKING_FLASH_COOKIE, decodeKeptBooking } from '@/lib/booking/booking-flash';
import { bookingPage } from '@/lib/booking/booking-page';
import { getMarketContext } from '@/lib/catalog/market-context';
import { issueShopCaptcha } from '@/lib/security/shop-captcha';
import { localHref } from '@/lib/seo/public-urls';
import { currentCustomer } from '@/lib/session/session-customer';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/appointment.css';

// Open slots change by the minute, and a refused form's values are one visitor's.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Appointment', 'metaTitle');

/**
 * Installation appointments (issue 36): a service and a postcode, then the open slots of the installers who drive
 * there and who to visit. Plain forms throughout; with JavaScript the slots come without a reload.
 */
export default async function AppointmentPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, query, jar, t, errors] = await Promise.all([
    getMarketContext(market),
    searchParams,
    cookies(),
    getTranslations('Appointment'),
    getTranslations('Errors'),
  ]);
  const kept = decodeKeptBooking(jar.get(BOOKING_FLASH_COOKIE)?.value);
  const data = await bookingPage(query, market.store as AppointmentStore, kept, new Date());
  // A guest answers a captcha with the booking; a logged-in customer books as themselves.
  const guest = data.slots.length > 0 && !(await currentCustomer((name) => jar.get(name)?.value, market));
  const captcha = guest ? await issueShopCaptcha() : null;
  const action = localHref(context.linkPrefix, 'appointment');
  // Keys come from the booking's rules at run time, which next-intl's typed keys cannot follow.
  const translate = (key: string, values?: Record<string, number>) =>
    (errors as unknown as (key: string, values?: Record<string, number>) => string)(key, values);
  const fieldErrors = Object.fromEntries(
    Object.entries(data.errors).map(([field, key]) => [field, translate(key!)]),
  );
  const pageLink = (page: number) =>
    `${action}?${new URLSearchParams({ service: data.service, postcode: data.postcode, page: String(page) })}#booking`;
  return (
    <main id="main" className="appointment">
      <h1>{t('title')}</h1>
      <p className="appointment__intro">{t('intro')}</p>
      <SlotSearchForm
        action={action}
        service={data.service}
        postcode={data.postcode}
        postcodeError={data.postcodeProblem ? translate(`appointment.${data.postcodeProblem}`) : null}
      />
      {data.message && (
        <FormMessage kind="error" id="appointment-message" testId="appointment-message">
          {translate(data.message.key.replace(/^Errors\./, ''), data.message.values)}
        </FormMessage>
      )}
      {data.area && (
        <section className="appointment__slots" aria-labelledby="appointment-slots-heading">
          <h2 id="appointment-slots-heading">{t('slotsHeading', { area: data.area.name })}</h2>
          {data.slots.length > 0 ? (
            <BookingForm
              service={data.service}
              postcode={data.postcode}
              page={data.page}
              language={market.language}
              slots={data.slots}
              kept={kept}
              errors={fieldErrors}
              locale={context.formatLocale}
              timeZone={data.timeZone}
              captcha={captcha}
            />
          ) : (
            <p data-testid="no-slots">{t('noSlots')}</p>
          )}
          <nav className="appointment__pages" aria-label={t('pages')}>
            {data.page > 0 && <a href={pageLink(data.page - 1)}>{t('earlier')}</a>}
            {data.page < data.lastPage && <a href={pageLink(data.page + 1)}>{t('later')}</a>}
          </nav>
        </section>
      )}
    </main>
  );
}
