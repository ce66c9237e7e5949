import { getTranslations } from 'next-intl/server';
import { NewsletterBox } from '@/components/newsletter/newsletter-box';
import { newsletterMessageOf } from '@/lib/newsletter/newsletter-message';
import { linkToken, signUpStart } from '@/lib/newsletter/newsletter-page-query';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/account.css';

// Reads its query (the footer's address, a mailed link's token, a form's outcome): rendered per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Newsletter', 'metaTitle');

/**
 * docs/product.md §2 /newsletter: the sign-up the footer's form opens with its address, and (`?confirm={token}`, from the
 * double opt-in's mail) the button that confirms it. Opening the link confirms nothing: link scanners open them.
 */
export default async function NewsletterPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [query, t] = await Promise.all([searchParams, getTranslations('Newsletter')]);
  const message = newsletterMessageOf(query);
  const confirm = linkToken(query, 'confirm');
  const start = signUpStart(query);
  return (
    <main id="main" className="account-page newsletter-page">
      {confirm ? (
        <>
          <h1>{t('confirmTitle')}</h1>
          <p>{t('confirmText')}</p>
          <NewsletterBox
            id="newsletter-confirm"
            language={market.language}
            hidden={{ action: 'confirm', token: confirm }}
            button={t('confirmButton')}
            message={message}
          />
        </>
      ) : (
        <>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
          <NewsletterBox
            id="newsletter-signup"
            language={market.language}
            hidden={{ action: 'signUp', source: start.source }}
            email={start.email}
            button={t('subscribe')}
            message={message}
          />
          <p className="form-hint">{t('consent')}</p>
        </>
      )}
    </main>
  );
}
