import type { Market } from '../i18n/market';
import { catalogue } from './cached-shop';
import type { Content, LocaleConfig, Menu, MenuLink, StoreCode, StoreInfo } from '../shop/types';
import type { MarketContext } from './market-context';

export interface FooterData {
  store: StoreCode;
  storeName: string;
  info: StoreInfo;
  social: LocaleConfig['social'];
  /** About links (menu content items and configured extra links). */
  aboutLinks: MenuLink[];
  /** Shopping and support links to the translated content pages of docs/product.md §2. */
  serviceLinks: MenuLink[];
  legalLinks: MenuLink[];
  /** docs/product.md §3 guarantee_links: the store's warranty and manual pages (Romania's). */
  guaranteeLinks: MenuLink[];
  /** docs/product.md §2: the Romanian footer's partner link. */
  partnerLink: MenuLink | null;
  paymentImages: string[];
  legal: LocaleConfig['legal'];
  trust: LocaleConfig['trust'];
  /** docs/product.md §2: the footer's newsletter form opens this page with ?email={email}. */
  newsletterHref: string;
}

// docs/product.md §2: the footer links to these translated content pages, by their fixed routes; and every shop to its
// accessibility statement (European Accessibility Act), which each names in its own language.
const legalRoutes = [
  'datenschutz',
  'agb.html',
  'widerrufsrecht',
  'Impressum',
  'barrierefreiheit',
  'accesibilitate',
] as const;
export type LegalRoute = (typeof legalRoutes)[number];

/** The legal content pages behind the footer's fixed routes, loaded once for footer and cookie banner. */
export async function loadLegalPages(market: Market, menu: Menu): Promise<Map<LegalRoute, Content>> {
  const pages = await Promise.all(
    legalRoutes.map(async (route) => {
      const id = menu.contentRoutes[route];
      const content = id === undefined ? null : await catalogue.content(id, market.language);
      return content ? ([[route, content]] as const) : [];
    }),
  );
  return new Map(pages.flat());
}

/** A page of the shop as a store setting names it ("conditii-de-garantie.html"): no scheme, host or backslash. */
const SHOP_PATH = /^[A-Za-z0-9][\w.~/-]*$/;

/** A configured link: a page of the shop (under the page's language) or another site's address; else none. */
function configuredLink(link: MenuLink, prefix: string): MenuLink | null {
  if (/^https:\/\/[^\s]+$/.test(link.href)) return link;
  const path = link.href.replace(/^\/+/, '');
  return SHOP_PATH.test(path) ? { title: link.title, href: `${prefix}/${path}` } : null;
}

export function footerData(
  context: MarketContext,
  menu: Menu,
  legalPages: ReadonlyMap<LegalRoute, Content>,
): FooterData {
  const prefix = context.linkPrefix;
  const { config, info } = context.store;
  const contentLink = (content: { title: string; url: string }) => ({
    title: content.title,
    href: `${prefix}/${content.url}`,
  });
  return {
    store: context.market.store,
    storeName: config.storeName,
    info,
    social: config.social,
    aboutLinks: [
      ...menu.leftContents.map(contentLink),
      ...menu.leftLinks.map((link) => ({ ...link, href: `${prefix}${link.href}` })),
    ],
    // The configured links after the content pages: the contact and feedback forms, in the store's own words.
    serviceLinks: [
      ...menu.rightContents.map(contentLink),
      ...menu.rightLinks.map((link) => ({ ...link, href: `${prefix}${link.href}` })),
    ],
    legalLinks: [...legalPages].map(([route, content]) => ({
      title: content.title,
      href: `${prefix}/${route}`,
    })),
    guaranteeLinks: config.legal.guaranteeLinks.flatMap((link) => configuredLink(link, prefix) ?? []),
    partnerLink: config.legal.partnerLink && configuredLink(config.legal.partnerLink, prefix),
    paymentImages: config.images.footer,
    legal: config.legal,
    trust: config.trust,
    newsletterHref: `${prefix}/newsletter`,
  };
}
