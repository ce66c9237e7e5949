import type { AppliedPrice } from '../../../pricing/prior-price';
import type { SeedSaleElement } from './products';
import { Random } from './random';

const DAY = 86_400_000;

/** A net price in euro cents ending in 90, as the catalogue's prices do. */
function shopPrice(cents: number): number {
  return Math.max(90, Math.round(cents / 100) * 100 - 10);
}

/**
 * A plausible price history up to `now` for a seeded sale element whose prices are today's: launched at a
 * somewhat different price, sometimes changed since, and for one on promotion, the promotion's start days ago,
 * now and then just after a rise (which the 30-day rule sees through). Its own random stream, so the catalogue
 * drawn before it stays the same.
 */
export function seedPriceHistory(element: SeedSaleElement, createdAt: Date, now: Date): AppliedPrice[] {
  const random = new Random(element.id * 2_654_435_761);
  const launched = Math.min(createdAt.getTime(), now.getTime() - DAY);
  const reduced = element.promo && element.promoPrice < element.price;
  const promotionStart = reduced ? Math.max(launched + DAY, now.getTime() - random.int(1, 20) * DAY) : null;
  const lastRegularChange = (promotionStart ?? now.getTime()) - random.int(2, 90) * DAY;
  const risenBeforePromotion = reduced && random.chance(0.25);
  const changedOnce = risenBeforePromotion || random.chance(0.5);

  const drawnLaunchPrice = risenBeforePromotion
    ? shopPrice(element.price / (1.04 + 0.04 * random.next()))
    : changedOnce
      ? shopPrice(element.price * (0.92 + 0.14 * random.next()))
      : element.price;
  const launchPrice = lastRegularChange > launched ? drawnLaunchPrice : element.price;
  const history: AppliedPrice[] = [{ appliedFrom: new Date(launched), price: launchPrice, reduced: false }];
  if (launchPrice !== element.price)
    history.push({ appliedFrom: new Date(lastRegularChange), price: element.price, reduced: false });
  if (promotionStart !== null)
    history.push({ appliedFrom: new Date(promotionStart), price: element.promoPrice, reduced: true });
  return history;
}
