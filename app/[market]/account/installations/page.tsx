import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlockSection } from '@/components/installations/block-section';
import { FeedSection } from '@/components/installations/feed-section';
import { TeamDays } from '@/components/installations/team-days';
import { FormMessage } from '@/components/ui/form-message';
import type { AppointmentStore } from '@/lib/appointments/service-area';
import { BLOCK_FLASH_COOKIE, keptBlockOf } from '@/lib/installations/block-flash';
import { FEED_COOKIE, feedTokenOf, installationsPath } from '@/lib/installations/feed-cookie';
import { feedUrl } from '@/lib/installations/feed-url';
import { installationMessage } from '@/lib/installations/installation-messages';
import { installationsDay } from '@/lib/installations/installations-page';
import { personalPageMetadata } from '../../_shared/personal-page-metadata';
import { personalPage } from '../../_shared/personal-page';
import { loginHref } from '@/lib/account/return-path';
import '@/app/styles/installations.css';

// One admin's view of today's book: never cached, never the same twice.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Installations', 'metaTitle');

/**
 * Issue 36, operators: a day of the installers' book per area and team, the times blocked that day, and the teams'
 * calendar feeds. Admins only; plain forms throughout.
 */
export default async function InstallationsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { market, context, query, customer } = await personalPage(params, searchParams);
  if (!customer) redirect(loginHref(context.linkPrefix, `${context.linkPrefix}/account/installations`));
  if (!customer.isAdmin) notFound();
  const store = market.store as AppointmentStore;
  const [t, jar, data] = await Promise.all([
    getTranslations('Installations'),
    cookies(),
    installationsDay(store, query.day, new Date()),
  ]);
  const message = installationMessage(query);
  // The new feed's token comes once, from the create handler's short-lived cookie, and only right after it.
  const token = message?.key === 'notices.feedCreated' ? feedTokenOf(jar.get(FEED_COOKIE)?.value) : null;
  const dayName = new Intl.DateTimeFormat(context.formatLocale, {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${data.day}T12:00:00Z`));
  const page = installationsPath(context.linkPrefix);
  return (
    <main id="main" className="installations">
      <h1>{t('title')}</h1>
      <p className="installations__intro">{t('intro', { timeZone: data.timeZone })}</p>
      {message && (
        <FormMessage kind={message.kind} id="installations-message" testId="installations-message">
          {t(message.key as 'notices.blockAdded', message.values)}
        </FormMessage>
      )}
      {data.invalid && (
        <FormMessage kind="notice" testId="installations-day-notice">
          {t('notices.dayInvalid')}
        </FormMessage>
      )}
      <nav className="installations__days" aria-label={t('dayNav')}>
        <a href={`${page}?day=${data.previous}`} rel="prev">
          {t('previousDay')}
        </a>
        <form method="get" action={page} className="installations__day-form">
          <label htmlFor="installations-day">{t('dayLabel')}</label>
          <input id="installations-day" name="day" type="date" defaultValue={data.day} required />
          <button type="submit" className="button button--secondary">
            {t('showDay')}
          </button>
        </form>
        <a href={`${page}?day=${data.next}`} rel="next">
          {t('nextDay')}
        </a>
      </nav>
      <section className="installations__section" aria-labelledby="installations-appointments">
        <h2 id="installations-appointments">{t('appointmentsHeading', { day: dayName })}</h2>
        <TeamDays teams={data.teams} locale={context.formatLocale} timeZone={data.timeZone} />
      </section>
      <BlockSection
        data={data}
        dayName={dayName}
        language={market.language}
        locale={context.formatLocale}
        kept={message?.kind === 'error' ? keptBlockOf(jar.get(BLOCK_FLASH_COOKIE)?.value) : {}}
      />
      <FeedSection
        data={data}
        newFeedUrl={token ? feedUrl(context.origins, market.store, token) : null}
        language={market.language}
        locale={context.formatLocale}
      />
    </main>
  );
}
