import { getTranslations } from 'next-intl/server';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { newsletterMessageOf } from '@/lib/newsletter/newsletter-message';
import { linkToken } from '@/lib/newsletter/newsletter-page-query';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/account.css';

// Reads its query (the mailed link's token, a form's outcome): rendered per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Newsletter', 'unsubscribeMetaTitle');

/**
 * docs/product.md §2 /newsletter-unsubscribe, the page of every newsletter mail's unsubscribe link: a button unsubscribes,
 * as opening a link must not (link scanners open them). Without a link it says where to unsubscribe instead; it
 * never asks for an address, which would tell anyone whether that address is subscribed.
 */
export default async function NewsletterUnsubscribePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [query, t] = await Promise.all([searchParams, getTranslations('Newsletter')]);
  const message = newsletterMessageOf(query);
  const token = linkToken(query, 'token');
  return (
    <main id="main" className="account-page newsletter-page">
      <h1>{t('unsubscribeTitle')}</h1>
      {token ? (
        <>
          <p>{t('unsubscribeText')}</p>
          <NewsletterBox
            id="newsletter-unsubscribe"
            language={market.language}
            hidden={{ action: 'unsubscribe', token }}
            button={t('unsubscribeButton')}
            message={message}
          />
        </>
      ) : (
        <>
          {message && (
            <div role="status" className={`form-message form-message--${message.kind}`}>
              <p>{t(`messages.${message.key}`, { seconds: message.seconds ?? 60 })}</p>
            </div>
          )}
          <p>{t('unsubscribeWithoutLink')}</p>
          <p>
            <a href={`${languagePrefix(market)}/account`}>{t('accountLink')}</a>
          </p>
        </>
      )}
    </main>
  );
}
