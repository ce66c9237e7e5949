import 'server-only';
import type { Market } from '../i18n/market';
import { getShop } from '../shop';
import { sanitizeContentHtml } from './content-html';

export interface ContentPage {
  id: number;
  title: string;
  chapo: string;
  /** Sanitised: safe to render as HTML. */
  html: string;
  metaTitle: string;
  metaDescription: string;
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
