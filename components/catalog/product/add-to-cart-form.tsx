import { useTranslations } from 'next-intl';
import type { ProductPageData } from '@/lib/catalog/product-page';
import { formatMoney } from '@/lib/pricing/format';
import { QuantityInput } from './quantity-input';

/** The ids by which the sticky bar finds the form it submits and the button it stands in for. */
export const ADD_TO_CART_FORM = 'add-to-cart-form';
export const ADD_TO_CART_BUTTON = 'add-to-cart-submit';

/** Whether the page offers its add-to-cart button: a price is shown and the shelf is not empty for good. */
export const canAddToCart = (product: Pick<ProductPageData, 'prices' | 'stock'>) =>
  product.prices !== null && product.stock.kind !== 'outOfStock';

/**
 * docs/product.md §2 product detail's add to cart: the shown sale element in the chosen quantity, with services and
 * accessories alongside. A plain form to /api/cart, so it works without JavaScript; price-on-request products
 * are not added (the page says how to ask), out-of-stock ones cannot be, backorder and preorder say so.
 */
export function AddToCartForm({ product }: { product: ProductPageData }) {
  const t = useTranslations('Product');
  const cart = useTranslations('Cart');
  const errors = useTranslations('Errors.cart');
  const unit = t(`units.${product.unit}` as 'units.piece');
  const { stock, orderRules } = product;
  const orderable = canAddToCart(product);
  const extras = [...product.related.services, ...product.related.accessories].filter(
    (card) => card.prices !== null && card.stock.kind !== 'outOfStock' && card.stock.kind !== 'undeliverable',
  );
  if (product.prices === null) return null;
  return (
    <form
      id={ADD_TO_CART_FORM}
      method="post"
      action="/api/cart"
      className="add-to-cart"
      data-testid="add-to-cart"
      data-cart-action="add"
      data-title={product.title}
      data-analytics={JSON.stringify({
        item_id: product.articleNumber,
        item_name: product.title,
        item_brand: product.brand?.title ?? '',
        item_category: product.breadcrumbs.at(-2)?.title ?? '',
        price: product.prices.price.amount / 100,
      })}
    >
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="saleElementId" value={product.saleElementId} />
      <input type="hidden" name="language" value={product.locale.slice(0, 2)} />
      {(orderRules.minimum > 1 || orderRules.multiple > 1) && (
        <p className="product-page__rules">
          {orderRules.minimum > 1 && t('minimum', { quantity: `${orderRules.minimum} ${unit}` })}
          {orderRules.minimum > 1 && orderRules.multiple > 1 && ' · '}
          {orderRules.multiple > 1 && t('multiple', { multiple: orderRules.multiple })}
        </p>
      )}
      {stock.kind === 'backorder' && <p className="add-to-cart__note">{cart('backorderNote')}</p>}
      {stock.kind === 'preorder' && <p className="add-to-cart__note">{cart('preorderNote')}</p>}
      {stock.kind === 'undeliverable' && (
        <p className="add-to-cart__note" data-testid="undeliverable-note">
          {cart('undeliverableNote', { country: stock.country })}
        </p>
      )}
      {/* Quantity and button share one row on a phone, so both are on the first screen. */}
      <div className="add-to-cart__row">
        <QuantityInput
          rules={orderRules}
          labels={{
            quantity: t('quantity'),
            unit,
            adjusted: errors.raw('quantityAdjusted') as string,
            minimum: t.raw('minimum') as string,
          }}
        />
        {orderable ? (
          <button type="submit" id={ADD_TO_CART_BUTTON} className="button add-to-cart__submit">
            {cart('addToCart')}
          </button>
        ) : (
          <p className="add-to-cart__note" role="note">
            {cart('notOrderable')}
          </p>
        )}
      </div>
      {/* The extras follow the button: they go with it (or the sticky bar's) when ticked. */}
      {orderable && extras.length > 0 && (
        <fieldset className="add-to-cart__extras">
          <legend>{cart('addAlongside')}</legend>
          {extras.map((extra) => (
            <label key={extra.saleElementId}>
              <input type="checkbox" name="extras" value={extra.saleElementId} />
              {cart('addAlongsideItem', {
                title: extra.title,
                price: formatMoney(extra.prices!.price, product.locale),
              })}
            </label>
          ))}
        </fieldset>
      )}
    </form>
  );
}
