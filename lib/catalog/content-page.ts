import 'server-only';
import type { Market } from '../i18n/market';
import { getShop } from '../shop';
import { sanitizeContentHtml } from './content-html';
import { getMarketContext } from './market-context';

export interface ContentPage {
  id: number;
  title: string;
  chapo: string;
  /** Sanitised: safe to render as HTML. */
  html: string;
  metaTitle: string;
  metaDescription: string;
}

export type PathTarget =
  | { kind: 'content'; id: number }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'none' };

/** SPEC §2's fixed routes first (per store), then the rewritten URLs of content pages. */
export async function resolveContentPath(market: Market, path: string): Promise<PathTarget> {
  const shop = await getShop();
  if (path === 'widerrufsformular') {
    const { store } = await getMarketContext(market);
    const pdf = store.config.legal.withdrawalFormPdfUrl;
    return pdf ? { kind: 'redirect', location: pdf, permanent: false } : { kind: 'none' };
  }
  const menu = await shop.getMenu(market.store, market.language);
  const fixed = menu.contentRoutes[path];
  if (fixed !== undefined) return { kind: 'content', id: fixed };
  const resolved = await shop.resolveUrl(path, market.language);
  if (!resolved || resolved.view !== 'content') return { kind: 'none' };
  if (resolved.kind === 'retired') {
    const { linkPrefix } = await getMarketContext(market);
    return { kind: 'redirect', location: `${linkPrefix}/${resolved.currentUrl}`, permanent: true };
  }
  return { kind: 'content', id: resolved.viewId };
}

export async function getContentPage(market: Market, id: number): Promise<ContentPage | null> {
  const content = await (await getShop()).getContent(id, market.language);
  if (!content) return null;
  return {
    id: content.id,
    title: content.title,
    chapo: content.chapo,
    html: sanitizeContentHtml(content.description),
    metaTitle: content.metaTitle || content.title,
    metaDescription: content.metaDescription || content.chapo,
  };
}
