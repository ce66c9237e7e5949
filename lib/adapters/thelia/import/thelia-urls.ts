import { titlesOf, type Localised, type TextPick } from './thelia-texts';

/** rewriting_url.url's width. */
const MAX_URL_LENGTH = 255;

/**
 * The path Thelia's front is served under, from the module's base URL: "https://shop.example/open_api" gives "/",
 * "https://shop.example/index_dev.php/open_api" gives "/index_dev.php/". Rewritten URLs are relative to it.
 */
export function shopRootOf(baseUrl: string): string {
  return new URL(baseUrl).pathname.replace(/open_api\/*$/, '').replace(/\/*$/, '/');
}

/**
 * The rewritten URL as the storefront keys it (decoded, no leading slash) out of the absolute URL the module sends,
 * or null when Thelia has none: rewriting off or no URL in that language gives "?view=product&product_id=…".
 */
export function rewrittenPath(url: string | null | undefined, shopRoot: string): string | null {
  if (!url || !URL.canParse(url)) return null;
  const { pathname, search } = new URL(url);
  if (search !== '') return null;
  const relative = pathname.startsWith(shopRoot)
    ? pathname.slice(shopRoot.length)
    : pathname.replace(/^\/+/, '');
  let path: string;
  try {
    path = decodeURIComponent(relative);
  } catch {
    return null;
  }
  return path !== '' && path.length <= MAX_URL_LENGTH ? path : null;
}

/** Where one view wants to be found in one locale: Thelia's address for it, else one made from its title. */
export interface AddressWish {
  view: 'product' | 'category' | 'brand';
  viewId: number;
  locale: string;
  path: string | null;
  title: string;
}

/** The address wishes of one Thelia model in every locale read. */
export function addressWishes<T>(
  view: AddressWish['view'],
  viewId: number,
  item: Localised<T>,
  pathOf: (model: T) => string | null,
  pick: TextPick<T>,
): AddressWish[] {
  const titles = titlesOf(item, pick);
  return [...item.locales].map(([locale, model]) => ({
    view,
    viewId,
    locale,
    path: pathOf(model),
    title: titles.get(locale) ?? '',
  }));
}
