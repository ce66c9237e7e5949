import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import { couponDiscount, coupons, type FakeCart, type FakeCartLine } from './fake-thelia-cart';
import type { FakeTheliaCatalogue } from './fake-thelia-catalogue';
import type { FakePhpSession } from './fake-thelia-session';

/**
 * Carts as the module shows them: GET /cart lines, the looser cartItem of an add or update, and the totals,
 * with the module's quirks kept (thelia-open-api.yaml CartItem, CartItemFromEvent, Cart).
 */

type Schemas = components['schemas'];

const round = (amount: number) => Math.round(amount * 100) / 100;

function lineModel(line: FakeCartLine, catalogue: FakeTheliaCatalogue, locale: string): Schemas['CartItem'] {
  const { product, pse } = catalogue.saleElement(line.pseId, locale)!;
  const real = line.promo ? line.promoPrice : line.price;
  const images = product.images ?? [];
  return {
    id: line.id,
    promo: line.promo,
    product: {
      id: product.id,
      url: product.url ?? null,
      ref: product.reference ?? null,
      i18n: { title: product.i18n?.title ?? '', chapo: product.i18n?.chapo ?? '' },
      images: images.map((image) => ({ id: image.id, i18n: image.i18n })),
    },
    // The module builds the line's PSE promoPrice from the same Price object as price (a quirk it keeps).
    productSaleElement: { ...pse, promoPrice: pse.price },
    images,
    price: { ...line.price, currentLocale: null },
    promoPrice: { ...line.promoPrice, currentLocale: null },
    quantity: line.quantity,
    calculatedTotalPrice: round(line.price.untaxed * line.quantity),
    calculatedTotalPromoPrice: round(line.promoPrice.untaxed * line.quantity),
    calculatedTotalTaxedPrice: round(line.price.taxed * line.quantity),
    calculatedTotalPromoTaxedPrice: round(line.promoPrice.taxed * line.quantity),
    calculatedRealPrice: real.untaxed,
    calculatedRealTaxedPrice: real.taxed,
    calculatedRealTotalPrice: round(real.untaxed * line.quantity),
    // The module's bug, kept: the non-promo taxed total (thelia-open-api.yaml CartItem).
    calculatedRealTotalTaxedPrice: round(line.price.taxed * line.quantity),
    currentLocale: null,
  };
}

/** The cheapest valid delivery option, or the one the session order chose: Cart.delivery's estimate. */
function postage(catalogue: FakeTheliaCatalogue, session: FakePhpSession) {
  const options = catalogue.deliveryModules
    .filter((module) => module.valid && (session.order.deliveryModuleId ?? module.id) === module.id)
    .flatMap((module) => module.options ?? []);
  const cheapest = options.sort((a, b) => (a.postageUntaxed ?? 0) - (b.postageUntaxed ?? 0))[0];
  return cheapest ? { untaxed: cheapest.postageUntaxed ?? 0, tax: cheapest.postageTax ?? 0 } : null;
}

export function cartModel(
  cart: FakeCart,
  session: FakePhpSession,
  catalogue: FakeTheliaCatalogue,
): Schemas['Cart'] {
  const items = cart.lines.map((line) => lineModel(line, catalogue, session.locale));
  const total = round(
    items.reduce((sum, item) => sum + (item.calculatedRealTaxedPrice ?? 0) * item.quantity!, 0),
  );
  const untaxed = round(items.reduce((sum, item) => sum + (item.calculatedRealTotalPrice ?? 0), 0));
  const applied = session.couponIds.map((id) => coupons.find((coupon) => coupon.id === id)!);
  const goods = items.map((item) => ({
    productId: item.product!.id!,
    taxedTotal: (item.calculatedRealTaxedPrice ?? 0) * item.quantity!,
  }));
  const discount = round(
    Math.min(
      total,
      applied.reduce((sum, coupon) => sum + couponDiscount(coupon, goods, total), 0),
    ),
  );
  const delivery = postage(catalogue, session);
  return {
    id: cart.id,
    taxes: round(total - untaxed),
    delivery: delivery?.untaxed ?? null,
    deliveryTax: delivery?.tax ?? null,
    coupons: applied,
    discount,
    total,
    currency: '€',
    // Thelia's Cart::isVirtual(): no line with weight or a physical product, so an empty cart is virtual.
    virtual: items.every((item) => item.productSaleElement?.weight === 0),
    items,
    totalWithoutTax: round(untaxed - discount),
    currentLocale: null,
  };
}

/** The cartItem of POST /cart/add and PATCH /cart/{id}: the generic model mapping, all null after a deletion. */
export function cartItemFromEvent(
  line: FakeCartLine | null,
  catalogue: FakeTheliaCatalogue,
  locale: string,
): Schemas['CartItemFromEvent'] {
  const found = line && catalogue.saleElement(line.pseId, locale);
  return {
    id: line?.id ?? null,
    promo: line?.promo ?? null,
    product: found ? found.product : null,
    productSaleElement: found ? found.pse : null,
    images: null,
    price: line?.price.untaxed ?? null,
    promoPrice: line?.promoPrice.untaxed ?? null,
    quantity: line?.quantity ?? null,
    currentLocale: null,
  };
}
