import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/format';
import type { PickupLocation } from '@/lib/shop/cart-types';
import type { Order, OrderAddressFields } from '@/lib/shop/order-types';
import { conditionMessageKey, confirmedConditionsOf } from '@/lib/pricing/tax-conditions';
import '@/app/styles/checkout.css';
import { StackedTableHead } from '@/components/ui/stacked-table-head';
import { SetPartsList } from '@/components/catalog/set-parts-list';

function AddressBlock({ title, address }: { title: string; address: OrderAddressFields }) {
  const t = useTranslations('Order');
  return (
    <div className="order-address">
      <h3>{title}</h3>
      <address>
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.firstname} {address.lastname}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.line2 && (
          <>
            {address.line2}
            <br />
          </>
        )}
        {address.postcode} {address.city}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
        {address.vatNumber && (
          <>
            <br />
            {t('vatId', { vatId: address.vatNumber })}
          </>
        )}
      </address>
    </div>
  );
}

/**
 * An order as placed (docs/product.md §3 order): lines, goods, discount, postage, VAT, total, delivery and payment method,
 * addresses and the note. Shown after ordering, in the account and behind a guest's invoice link.
 */
export function OrderDetails({
  order,
  locale,
  pickupLocation = null,
}: {
  order: Order;
  locale: string;
  /** Where a pickup order waits, shown in place of a delivery address. */
  pickupLocation?: PickupLocation | null;
}) {
  const t = useTranslations('Order');
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, locale);
  const rate = (basisPoints: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
  const { amounts } = order;
  const vatByRate = new Map<number, number>();
  for (const line of order.lines)
    if (line.vatRate > 0)
      vatByRate.set(line.vatRate, (vatByRate.get(line.vatRate) ?? 0) + line.lineGross - line.lineNet);
  const vat = amounts.totalGross - amounts.totalNet;
  return (
    <div className="order-details" data-testid="order-details">
      {/* On a phone each line is a small card (pieces.css, .stacked-table); the roles keep it a table. */}
      <table className="order-lines stacked-table" role="table">
        <caption>{t('lines')}</caption>
        <StackedTableHead columns={[t('product'), t('quantity'), t('unitPrice'), t('lineTotal')]} />
        <tbody role="rowgroup">
          {order.lines.map((line) => (
            <tr key={line.saleElementId} role="row">
              <th scope="row" role="rowheader">
                {line.title}
                <span className="order-lines__meta">
                  {[line.colour, line.size, t('articleNumber', { ref: line.ref })]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <SetPartsList parts={line.setParts} />
              </th>
              <td role="cell" data-label={t('quantity')}>
                {line.quantity}
              </td>
              <td role="cell" data-label={t('unitPrice')}>
                {money(line.unitGross)}
              </td>
              <td role="cell" data-label={t('lineTotal')}>
                {money(line.lineGross)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <div>
          <dt>{t('goods')}</dt>
          <dd>{money(amounts.goodsGross)}</dd>
        </div>
        {order.couponCode && (
          <div>
            <dt>{t('discount', { code: order.couponCode })}</dt>
            <dd>{amounts.discountGross > 0 ? `−${money(amounts.discountGross)}` : t('couponRedeemed')}</dd>
          </div>
        )}
        <div>
          <dt>{t('postage', { method: order.delivery.title })}</dt>
          <dd>{amounts.postageGross === 0 ? t('free') : money(amounts.postageGross)}</dd>
        </div>
        <div className="order-totals__total">
          <dt>{order.vatExcluded ? t('totalNet') : t('total')}</dt>
          <dd data-testid="order-total">{money(amounts.totalGross)}</dd>
        </div>
        {!order.vatExcluded && vat > 0 && (
          <div>
            <dt>{t('vatIncluded', { rate: [...vatByRate.keys()].map(rate).join(' / ') })}</dt>
            <dd>{money(vat)}</dd>
          </div>
        )}
      </dl>
      {order.vatExcluded && <p>{t('reverseCharge')}</p>}
      {confirmedConditionsOf(order.taxConfirmation).map((condition) => (
        <p key={condition} data-testid="tax-confirmation">
          {t(conditionMessageKey[condition])}
        </p>
      ))}
      <div className="order-addresses">
        {pickupLocation ? (
          <div className="order-address" data-testid="pickup-location">
            <h3>{t('pickupLocation')}</h3>
            <address>
              {pickupLocation.title}
              <br />
              {pickupLocation.street}
              <br />
              {pickupLocation.postcode} {pickupLocation.city}
              <br />
              {pickupLocation.phone}
            </address>
            <p>{pickupLocation.openingHours}</p>
          </div>
        ) : (
          <AddressBlock title={t('deliveryAddress')} address={order.deliveryAddress} />
        )}
        <AddressBlock title={t('invoiceAddress')} address={order.invoiceAddress} />
      </div>
      <dl className="order-methods">
        <div>
          <dt>{t('deliveryMethod')}</dt>
          <dd>{order.delivery.title}</dd>
        </div>
        {order.delivery.completeDelivery !== null && (
          <div>
            <dt>{t('shipmentsLabel')}</dt>
            <dd>{t(order.delivery.completeDelivery ? 'shipments.complete' : 'shipments.partial')}</dd>
          </div>
        )}
        <div>
          <dt>{t('paymentMethod')}</dt>
          <dd>{t(`payment.${order.payment}`)}</dd>
        </div>
        {order.note && (
          <div>
            <dt>{t('note')}</dt>
            <dd>{order.note}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
