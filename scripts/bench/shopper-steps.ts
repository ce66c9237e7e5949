/** What a mixed load's requests count under: issue 40's mix is 80 % browse, 10 % search, 8 % cart, 2 % checkout. */
export type Route = 'browse' | 'search' | 'cart' | 'checkout';
export const ROUTES: readonly Route[] = ['browse', 'search', 'cart', 'checkout'];

/** The pages shoppers walk: every path as the sitemaps list it. */
export interface ShopperPages {
  categories: string[];
  products: string[];
  /** Products whose page offers the add-to-cart button, preferably ones that never run out (backorder, preorder). */
  addable: string[];
  searches: string[];
}

export type Step =
  | { kind: 'page'; path: string }
  | { kind: 'search'; path: string }
  /** The plain form of the product page just shown, posted to /api/cart. */
  | { kind: 'add' }
  /** The cart page the add's 303 leads to. */
  | { kind: 'cart' }
  | { kind: 'checkout' }
  /** The checkout form posted to /api/checkout. */
  | { kind: 'place' }
  /** The page the placed order's 303 leads to; the same form again if the order was answered 502. */
  | { kind: 'after order' };

export const STEPS_PER_SHOPPER = 100;
const ADDS = [20, 40, 60, 80];
const CHECKOUT = 97;

/** Where a step's request is counted; the step after an order counts as browsing unless it resubmits. */
export function routeOf(step: Step): Route {
  if (step.kind === 'page' || step.kind === 'after order') return 'browse';
  if (step.kind === 'search') return 'search';
  return step.kind === 'add' || step.kind === 'cart' ? 'cart' : 'checkout';
}

/**
 * Shopper number `shopper`'s 100 requests: a search every ten, four times a product that can be added then the
 * add and the cart page it leads to, the checkout page and its form near the end, and pages in between (every
 * tenth the home page, three in ten a listing, the rest products). Each shopper starts elsewhere in the lists,
 * so shoppers at once ask for different pages, as they do.
 */
export function shopperSteps(pages: ShopperPages, shopper: number): Step[] {
  const pick = (list: string[], index: number) => list[(shopper * 7 + index) % list.length]!;
  const seen = { browsed: 0, categories: 0, products: 0, searches: 0 };
  return Array.from({ length: STEPS_PER_SHOPPER }, (_unused, index): Step => {
    if (ADDS.includes(index)) return { kind: 'page', path: pick(pages.addable, ADDS.indexOf(index)) };
    if (ADDS.includes(index - 1)) return { kind: 'add' };
    if (ADDS.includes(index - 2)) return { kind: 'cart' };
    if (index === CHECKOUT) return { kind: 'checkout' };
    if (index === CHECKOUT + 1) return { kind: 'place' };
    if (index === CHECKOUT + 2) return { kind: 'after order' };
    if (index % 10 === 5) return { kind: 'search', path: pick(pages.searches, seen.searches++) };
    const nth = seen.browsed++ % 10;
    if (nth === 0) return { kind: 'page', path: '/' };
    if ([1, 4, 7].includes(nth)) return { kind: 'page', path: pick(pages.categories, seen.categories++) };
    return { kind: 'page', path: pick(pages.products, seen.products++) };
  });
}

/**
 * The address shopper `shopper` claims in X-Forwarded-For: 10.x.y.z, one per shopper, so the shop's limits per
 * client address (new sessions, cart changes, checkout submits) see each shopper alone.
 */
export const shopperAddress = (shopper: number) =>
  `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
