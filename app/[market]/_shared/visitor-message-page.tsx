import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { MessageFormWithTexts } from '@/components/contact/message-form-texts';
import { StoreContact } from '@/components/contact/store-contact';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { currentCustomer } from '@/lib/session/session-customer';
import { getMarketContext } from '@/lib/catalog/market-context';
import { issueShopCaptcha } from '@/lib/security/shop-captcha';
import { decodeKeptMessage, MESSAGE_FLASH_COOKIE, type KeptMessage } from '@/lib/contact/message-flash';
import { messageOutcomeOf, type MessageOutcome } from '@/lib/contact/message-outcome';
import { messageErrors, type MessageFormField, type MessageKind } from '@/lib/contact/message-schema';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import '../../styles/contact.css';
import { pageMarket } from './market-param';
import '@/app/styles/content.css';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** The page's title and description: a public page of the shop, indexed like its content pages. */
export function visitorMessageMetadata(kind: MessageKind) {
  return async ({ params }: { params: Params }): Promise<Metadata> => {
    const market = decodeMarket((await params).market);
    if (!market) return {};
    const [context, t] = await Promise.all([
      getMarketContext(market),
      getTranslations({ locale: formatLocaleOf(market), namespace: 'ContactForm' }),
    ]);
    const storeName = context.store.config.storeName;
    return {
      title: `${t(`${kind}Title`)} | ${storeName}`,
      description: t(`${kind}MetaDescription`, { storeName }),
    };
  };
}

/** The fields a plain form's refusal names: those the schema refused, or the captcha. */
function fieldErrors(
  kind: MessageKind,
  message: MessageOutcome | null,
  kept: KeptMessage,
): Partial<Record<MessageFormField, string>> {
  if (message?.key === 'ContactForm.errors.invalid') return messageErrors(kind, kept);
  if (message?.key.startsWith('Errors.captcha.')) return { captcha: message.key.slice('Errors.'.length) };
  return {};
}

/**
 * docs/product.md §2 /contact (a content screen: the store's contact information above the form) and /feedback. Rendered
 * per request: each render carries a new captcha, a plain form's outcome, the values it kept, and a signed-in
 * customer's name and address, read from the session on the server.
 */
export async function VisitorMessagePage({
  kind,
  params,
  searchParams,
}: {
  kind: MessageKind;
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, jar, query, t, crumbs, captcha] = await Promise.all([
    getMarketContext(market),
    cookies(),
    searchParams,
    getTranslations('ContactForm'),
    getTranslations('Breadcrumb'),
    issueShopCaptcha(),
  ]);
  const message = messageOutcomeOf(query);
  const kept = message?.kind === 'error' ? decodeKeptMessage(jar.get(MESSAGE_FLASH_COOKIE)?.value) : {};
  const customer = await currentCustomer((name) => jar.get(name)?.value, market).catch(() => null);
  const values: KeptMessage = {
    name: customer ? `${customer.firstname} ${customer.lastname}` : undefined,
    email: customer?.email,
    ...kept,
  };
  const title = t(`${kind}Title`);
  return (
    <main id="main" className="content-page message-page">
      <Breadcrumbs
        label={crumbs('label')}
        items={[
          { title: crumbs('home'), href: context.linkPrefix || '/' },
          { title, href: null },
        ]}
      />
      <h1>{title}</h1>
      <p className="content-article__lead">{t(`${kind}Intro`)}</p>
      {kind === 'contact' && (
        <StoreContact storeName={context.store.config.storeName} info={context.store.info} />
      )}
      <MessageFormWithTexts
        kind={kind}
        language={market.language}
        storeEmail={context.store.info.email}
        values={values}
        captcha={captcha}
        message={message}
        errors={fieldErrors(kind, message, kept)}
      />
    </main>
  );
}
