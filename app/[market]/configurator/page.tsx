import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfiguratorForm } from '@/components/configurator/configurator-form';
import { ConfiguratorResult } from '@/components/configurator/configurator-result';
import { FormMessage } from '@/components/ui/form-message';
import { getMarketContext } from '@/lib/catalog/market-context';
import { CONFIGURATOR_FIELDS, type ConfiguratorField } from '@/lib/heating/configurator-fields';
import { anyFieldSent, sentValues } from '@/lib/heating/configurator-sent';
import { CONFIGURATOR_PATH, configuratorPage } from '@/lib/configurator/configurator-page';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { pageMetadata } from '@/lib/seo/metadata';
import { alternateUrls, localHref, publicUrl } from '@/lib/seo/public-urls';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/catalog.css';
import '@/app/styles/configurator.css';

// The answer depends on the room in the query and on today's stock: computed per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** The empty configurator is a page worth finding; an answer is one room's, reachable only by its link. */
export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}): Promise<Metadata> {
  const market = decodeMarket((await params).market);
  if (!market) return {};
  const locale = formatLocaleOf(market);
  const [context, t, query] = await Promise.all([
    getMarketContext(market),
    getTranslations({ locale, namespace: 'Configurator' }),
    searchParams,
  ]);
  const paths = { de: CONFIGURATOR_PATH, ro: CONFIGURATOR_PATH, en: CONFIGURATOR_PATH };
  return pageMetadata({
    title: t('metaTitle', { storeName: context.store.config.storeName }),
    description: t('metaDescription'),
    canonical: publicUrl(context.origins, market.store, market.language, CONFIGURATOR_PATH),
    alternates: alternateUrls(context.origins, paths),
    indexable: !anyFieldSent(query),
    siteName: context.store.config.storeName,
    locale,
  });
}

/**
 * The radiator configurator (issue 36): a room's heat load after EN 12831's simplified room method and the radiators
 * in stock that cover it at the heating system's temperatures, priced for the shopper's market. A plain GET form:
 * it works without JavaScript, and an answer's address can be kept and shared.
 */
export default async function ConfiguratorPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, query, t, errors] = await Promise.all([
    getMarketContext(market),
    searchParams,
    getTranslations('Configurator'),
    getTranslations('Errors'),
  ]);
  const data = await configuratorPage(query, context);
  const { query: parsed } = data;
  const fieldErrors: Partial<Record<ConfiguratorField, string>> = {};
  if (parsed.status === 'invalid')
    for (const field of CONFIGURATOR_FIELDS) {
      const key = parsed.errors[field];
      if (key) fieldErrors[field] = errors(key);
    }
  const sent =
    parsed.status === 'empty' ? sentValues({}) : parsed.status === 'invalid' ? parsed.values : parsed.sent;
  const form = (
    <ConfiguratorForm
      action={localHref(context.linkPrefix, CONFIGURATOR_PATH)}
      sent={sent}
      errors={fieldErrors}
      radiatorTypes={data.radiatorTypes}
      defaultOutdoorC={data.defaultOutdoorC}
      locale={context.formatLocale}
    />
  );
  const invalidFields = Object.entries(fieldErrors);
  return (
    <main id="main" className="configurator">
      <h1>{t('title')}</h1>
      {data.answer && parsed.status === 'valid' ? (
        <>
          <ConfiguratorResult
            answer={data.answer}
            room={parsed.room}
            temperatures={parsed.temperatures}
            system={parsed.values.system}
            country={data.country}
            locale={context.formatLocale}
            language={market.language}
            bookingHref={`${localHref(context.linkPrefix, 'appointment')}?service=fitting`}
          />
          <section className="configurator__change" aria-labelledby="configurator-change-heading">
            <h2 id="configurator-change-heading">{t('changeHeading')}</h2>
            {form}
          </section>
        </>
      ) : (
        <>
          <p className="configurator__intro">{t('intro')}</p>
          {invalidFields.length > 0 && (
            <FormMessage kind="error" id="configurator-errors" testId="configurator-errors">
              <p>{t('invalid', { count: invalidFields.length })}</p>
              <ul>
                {invalidFields.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#configurator-${field}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </FormMessage>
          )}
          {form}
        </>
      )}
    </main>
  );
}
