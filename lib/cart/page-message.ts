/** Messages a form's 303 may carry to the cart page; anything else in the query is ignored. */
const notices = [
  'cart.added',
  'cart.updated',
  'cart.cleared',
  'cart.removed',
  'cart.quantityAdjusted',
  'cart.minimumApplied',
  'cart.limited',
  'cart.restored',
] as const;
const errors = [
  'cart.addFailed',
  'cart.quantityInvalid',
  'cart.quantityTooLarge',
  'cart.invalid',
  'cart.saleNotFound',
  'cart.priceOnRequest',
  'cart.notInStock',
  'cart.limitReached',
  'cart.lineNotFound',
  'cart.cartNotFound',
  'cart.tooManyLines',
  'cart.centreNotFound',
  'cart.empty',
  'cart.linkInvalid',
  'cart.linkExpired',
  'cart.linkEmpty',
  'request.tooMany',
] as const;
const valueNames = ['quantity', 'multiple', 'seconds'] as const;

export interface PageMessage {
  kind: 'notice' | 'error';
  /** A key under Errors (errors and adjustments) or Cart (plain notices). */
  key: string;
  values: Record<string, number>;
  /** The page the shopper came from, for a way back (a path on this host). */
  from: string | null;
}

const plainNotices: Record<string, string> = {
  'cart.added': 'Cart.added',
  'cart.updated': 'Cart.updated',
  'cart.cleared': 'Cart.cleared',
  'cart.restored': 'Cart.restored',
};

/** The message in a cart page's query (`?notice=cart.added&quantity=2`), when it is one the shop sends. */
export function pageMessage(query: Record<string, string | string[] | undefined>): PageMessage | null {
  const first = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const notice = first('notice');
  const error = first('error');
  const code = (notices as readonly string[]).includes(notice ?? '')
    ? notice!
    : (errors as readonly string[]).includes(error ?? '')
      ? error!
      : null;
  if (!code) return null;
  const values: Record<string, number> = {};
  for (const name of valueNames) {
    const value = Number(first(name));
    if (Number.isSafeInteger(value) && value >= 0) values[name] = value;
  }
  const from = first('from');
  return {
    kind: code === notice ? 'notice' : 'error',
    key: plainNotices[code] ?? `Errors.${code}`,
    values,
    from: from && /^\/(?!\/)[^\s\\]*$/.test(from) ? from : null,
  };
}
