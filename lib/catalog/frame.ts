import 'server-only';
import type { Market } from '../i18n/market';
import { storeDefaults } from '../i18n/stores';
import { getShop } from '../shop';
import type {
  CategoryNode,
  Country,
  LocaleConfig,
  MenuLink,
  SalesBar,
  StoreCode,
  StoreInfo,
  StoreIntegrations,
} from '../shop/types';
import { getMarketContext } from './market-context';

/** A category in the full menu: title, link, and up to three levels below it. */
export interface MenuNode {
  id: number;
  title: string;
  url: string;
  children: MenuNode[];
}

export interface Frame {
  storeName: string;
  logoUrl: string;
  /** Prefix of internal links for the page's language ('' or '/en'). */
  linkPrefix: string;
  topCategories: Array<{ id: number; title: string; url: string; icon: string }>;
  /** The full menu: the store's menu categories with their subcategories, four levels deep. */
  menuTree: MenuNode[];
  salesBar: SalesBar | null;
  phone: { number: string };
  advent: { enabled: boolean; backgroundUrl: string };
  deliveryCountries: Country[];
  deliveryCountryId: Country['id'];
  vatMode: Market['vatMode'];
  footer: FooterData;
  consent: ConsentData;
}

/** What the cookie banner and the widgets it unlocks need. */
export interface ConsentData {
  privacyHref: string;
  privacyPaths: string[];
  integrations: StoreIntegrations;
  formatLocale: string;
  supportHours: string;
  whatsappPhone: string | null;
  trustedShopBadgeId: string | null;
  shopvoteBadgeId: string | null;
}

export interface FooterData {
  store: StoreCode;
  storeName: string;
  logoUrl: string;
  info: StoreInfo;
  mailImageUrl: string;
  social: LocaleConfig['social'];
  /** About links (menu content items and configured extra links). */
  aboutLinks: MenuLink[];
  /** Shopping and support links to the translated content pages of SPEC §2. */
  serviceLinks: MenuLink[];
  legalLinks: MenuLink[];
  paymentImages: string[];
  legal: LocaleConfig['legal'];
  trust: LocaleConfig['trust'];
}

/** What the header and footer of every page need for a market. */
export async function getFrame(market: Market): Promise<Frame> {
  const shop = await getShop();
  const [context, tree, menu, countries, integrations, salesBar] = await Promise.all([
    getMarketContext(market),
    shop.getCategoryTree(market.language),
    shop.getMenu(market.store, market.language),
    shop.listCountries(market.language),
    shop.getIntegrations(market.store),
    shop.getSalesBar(market.language),
  ]);
  const prefix = context.linkPrefix;
  const { config } = context.store;
  const byId = new Map(tree.map((node) => [node.id, node]));
  const deliverable = storeDefaults[market.store].deliveryCountryIds;
  return {
    storeName: config.storeName,
    logoUrl: config.images.logoHeader,
    linkPrefix: prefix,
    topCategories: menu.categoryIds.flatMap((id) => {
      const node = byId.get(id);
      return node
        ? [
            {
              id: node.id,
              title: node.title,
              url: `${prefix}/${node.url}`,
              icon: menu.categoryIcons[id] ?? '',
            },
          ]
        : [];
    }),
    menuTree: menu.categoryIds.flatMap((id) => {
      const node = byId.get(id);
      return node ? [toMenuNode(node, prefix, 1)] : [];
    }),
    salesBar: salesBar && {
      ...salesBar,
      link:
        salesBar.link && !/^https?:/.test(salesBar.link)
          ? `${prefix}/${salesBar.link.replace(/^\//, '')}`
          : salesBar.link,
    },
    phone: { number: context.store.info.phone },
    advent: { enabled: config.advent.enabled, backgroundUrl: config.advent.background },
    deliveryCountries: deliverable.flatMap((id) => countries.find((country) => country.id === id) ?? []),
    deliveryCountryId: market.deliveryCountryId,
    vatMode: market.vatMode,
    footer: {
      store: market.store,
      storeName: config.storeName,
      logoUrl: config.images.logoFooter,
      info: context.store.info,
      mailImageUrl: config.images.mail,
      social: config.social,
      aboutLinks: [
        ...menu.leftContents.map((content) => ({ title: content.title, href: `${prefix}/${content.url}` })),
        ...menu.leftLinks.map((link) => ({ ...link, href: `${prefix}${link.href}` })),
      ],
      serviceLinks: menu.rightContents.map((content) => ({
        title: content.title,
        href: `${prefix}/${content.url}`,
      })),
      legalLinks: await legalLinks(market, menu.contentRoutes, prefix),
      paymentImages: config.images.footer,
      legal: config.legal,
      trust: config.trust,
    },
    consent: {
      privacyHref: `${prefix}/datenschutz`,
      privacyPaths: await privacyPaths(market, menu.contentRoutes.datenschutz, prefix),
      integrations,
      formatLocale: context.formatLocale,
      supportHours: context.store.info.supportTime,
      whatsappPhone: market.store === 'ro' && config.trust.whatsappBadge ? context.store.info.phone : null,
      trustedShopBadgeId:
        config.trust.trustedShop.badge && config.trust.trustedShopId ? config.trust.trustedShopId : null,
      shopvoteBadgeId:
        config.trust.shopvote.badge && config.trust.shopvoteShopId ? config.trust.shopvoteShopId : null,
    },
  };
}

// SPEC §2: the footer links to these translated content pages, by their fixed routes.
const legalRoutes = ['datenschutz', 'agb.html', 'widerrufsrecht', 'Impressum'] as const;

async function legalLinks(
  market: Market,
  routes: Record<string, number>,
  prefix: string,
): Promise<MenuLink[]> {
  const shop = await getShop();
  const pages = await Promise.all(
    legalRoutes.map(async (route) => {
      const id = routes[route];
      const content = id === undefined ? null : await shop.getContent(id, market.language);
      return content ? [{ title: content.title, href: `${prefix}/${route}` }] : [];
    }),
  );
  return pages.flat();
}

/** The data-protection page answers both its fixed route and its rewritten URL. */
async function privacyPaths(
  market: Market,
  contentId: number | undefined,
  prefix: string,
): Promise<string[]> {
  const content =
    contentId === undefined ? null : await (await getShop()).getContent(contentId, market.language);
  return [`${prefix}/datenschutz`, ...(content ? [`${prefix}/${content.url}`] : [])];
}

// SPEC §2: the full menu shows up to four nested levels.
const MENU_DEPTH = 4;

function toMenuNode(node: CategoryNode, prefix: string, depth: number): MenuNode {
  return {
    id: node.id,
    title: node.title,
    url: `${prefix}/${node.url}`,
    children: depth < MENU_DEPTH ? node.children.map((child) => toMenuNode(child, prefix, depth + 1)) : [],
  };
}
