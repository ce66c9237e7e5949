import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PriceTag } from '@/components/catalog/price-tag';
import { SetPartsList } from '@/components/catalog/set-parts-list';
import { StockBadge } from '@/components/catalog/stock-badge';
import { MediaImage } from '@/components/ui/media-image';
import type { CartLineView } from '@/lib/cart/view-types';
import { formatMoney } from '@/lib/pricing/format';
import type { LanguageCode } from '@/lib/shop/codes';
import { CartForm } from './cart-form';

/** A cross: the remove button's name is its aria-label. */
function RemoveIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface CartLineProps {
  line: CartLineView;
  locale: string;
  language: LanguageCode;
  deliveryCountry: string;
}

/**
 * One cart line (docs/product.md §3 cart item): what it is, its price, its quantity controls and its stock, laid out as
 * docs/design.md "Cart line" grid (cart.css): one row on wide lines, title on top and the buying row below on phones.
 */
export function CartLine({ line, locale, language, deliveryCountry }: CartLineProps) {
  const t = useTranslations('Cart');
  const product = useTranslations('Product');
  const { quantityRules: rules } = line;
  const quantityId = `quantity-${line.id}`;
  return (
    <li className="cart-line card" data-testid="cart-line" data-sale-element={line.saleElementId}>
      <div className="cart-line__image">{line.image && <MediaImage image={line.image} />}</div>
      <h3 className="cart-line__title">
        <Link href={line.href} prefetch={false}>
          {line.title}
        </Link>
      </h3>
      <div className="cart-line__options">
        <p className="cart-line__details">
          {line.colour && (
            <span>{product('chosen', { attribute: product('colour'), value: line.colour })}</span>
          )}
          {line.size && <span>{product('chosen', { attribute: product('size'), value: line.size })}</span>}
          <span>{t('articleNumber', { ref: line.ref })}</span>
        </p>
        <SetPartsList parts={line.setParts} />
        <StockBadge state={line.stock} locale={locale} />
        {line.remaining !== null && line.remaining > 0 && line.remaining < 10 && (
          <p className="cart-line__remaining">{t('remaining', { count: line.remaining })}</p>
        )}
        {line.undeliverable && (
          <p className="cart-line__undeliverable" data-testid="undeliverable">
            {t('undeliverable', { country: deliveryCountry })}
          </p>
        )}
        {line.fulfilment && (
          <CartForm fields={{ action: 'centre', lineId: line.id, language }} className="cart-line__centre">
            <label htmlFor={`centre-${line.id}`}>{t('centre')}</label>
            <select id={`centre-${line.id}`} name="centreId" defaultValue={line.fulfilment.selectedId ?? 0}>
              <option value={0}>{t('centreAny')}</option>
              {line.fulfilment.centres.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {t('centreOption', { title: centre.title, quantity: centre.quantity })}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t('update')}
            </button>
          </CartForm>
        )}
      </div>
      <div className="cart-line__buy">
        <div className="cart-line__price" data-testid="unit-price">
          <PriceTag prices={line.unitPrices} locale={locale} conditionNote />
        </div>
        <div className="cart-line__quantity" role="group" aria-label={t('quantity')}>
          <CartForm fields={{ action: 'decrease', lineId: line.id, language }} className="cart-line__less">
            <button type="submit" className="icon-button" aria-label={t('decrease', { title: line.title })}>
              −
            </button>
          </CartForm>
          <CartForm fields={{ action: 'set', lineId: line.id, language }} className="cart-line__set">
            <label htmlFor={quantityId} className="visually-hidden">
              {t('quantityOf', { title: line.title })}
            </label>
            <input
              id={quantityId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={0}
              max={rules.maximum || undefined}
              step={rules.step}
              defaultValue={line.quantity}
              data-testid="line-quantity"
            />
            <button type="submit" className="button button--secondary">
              {t('update')}
            </button>
          </CartForm>
          <CartForm fields={{ action: 'increase', lineId: line.id, language }} className="cart-line__more">
            <button
              type="submit"
              className="icon-button"
              aria-label={t('increase', { title: line.title })}
              disabled={line.quantity + rules.step > rules.maximum}
            >
              +
            </button>
          </CartForm>
        </div>
        <p className="cart-line__total" data-testid="line-total">
          {formatMoney(line.lineTotal, locale)}
        </p>
      </div>
      <CartForm fields={{ action: 'remove', lineId: line.id, language }} className="cart-line__remove">
        <button type="submit" className="icon-button" aria-label={t('removeLabel', { title: line.title })}>
          <RemoveIcon />
        </button>
      </CartForm>
    </li>
  );
}
