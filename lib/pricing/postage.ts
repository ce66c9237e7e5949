import { addVat, convert, type Money } from './money';
import { vatRateFor, type VatContext } from './vat';
import type { Currency, DeliveryModule, PostageRules, TaxRule } from '../shop/types';

/** docs/product.md §4: with no delivery chosen, id 77 is; failing that, the lowest position. */
export const DEFAULT_DELIVERY_ID = 77;

/** An amount of the rules' currency in the store's: as is, or from euro by the store's rate. */
function inStoreCurrency(amount: number, rules: PostageRules, currency: Currency): number {
  if (rules.currency === currency.code) return amount;
  if (rules.currency === 'EUR') return convert(amount, currency.ratePerMillion);
  throw new Error(`Postage in ${rules.currency} cannot be charged in ${currency.code}`);
}

/**
 * Net postage for a cart in the store's currency (docs/product.md §7 postage): free from the threshold on the goods as the
 * shopper sees them, else the first tier the cart's weight or amount fits; null when no tier does.
 */
export function postageNet(
  rules: PostageRules,
  facts: { weightGrams: number; goodsTotal: Money },
  currency: Currency,
): Money | null {
  const money = (amount: number) => ({
    amount: inStoreCurrency(amount, rules, currency),
    currency: currency.code,
  });
  const free = freeFrom(rules, currency);
  if (free && facts.goodsTotal.amount >= free.amount) return money(0);
  // Weight tiers are grams; amount tiers are money of the rules' currency.
  const fits = (upTo: number) =>
    rules.basis === 'weight' ? facts.weightGrams <= upTo : facts.goodsTotal.amount <= money(upTo).amount;
  const tier =
    rules.basis === 'flat'
      ? rules.tiers[0]
      : rules.tiers.find((entry) => entry.upTo === null || fits(entry.upTo));
  return tier ? money(tier.net) : null;
}

/** The goods total from which a module delivers free, in the store's currency; null when it never does. */
export function freeFrom(rules: PostageRules, currency: Currency): Money | null {
  return rules.freeFrom === null
    ? null
    : { amount: inStoreCurrency(rules.freeFrom, rules, currency), currency: currency.code };
}

export type Offer =
  | { kind: 'empty' }
  | { kind: 'allUndeliverable' }
  | { kind: 'noneAvailable' }
  | { kind: 'offered'; modules: DeliveryModule[] };

/**
 * Which modules serve a cart (docs/product.md §8 delivery messages): only deliverable lines count; freight goods go by
 * freight carrier (no parcel or express then), other carts never need one; pickup serves any cart.
 */
export function offeredModules(
  modules: DeliveryModule[],
  lines: Array<{ badgeCodes: string[]; undeliverable: boolean }>,
): Offer {
  if (lines.length === 0) return { kind: 'empty' };
  const deliverable = lines.filter((line) => !line.undeliverable);
  if (deliverable.length === 0) return { kind: 'allUndeliverable' };
  const freight = deliverable.some((line) => line.badgeCodes.includes('freight'));
  const offered = modules
    .filter((module) =>
      module.kind === 'pickup' ? true : freight ? module.kind === 'freight' : module.kind !== 'freight',
    )
    .sort((a, b) => a.position - b.position || a.id - b.id);
  return offered.length > 0 ? { kind: 'offered', modules: offered } : { kind: 'noneAvailable' };
}

/** docs/product.md §4 "Delivery choice": the stored one while offered, else 77, else the lowest position. */
export function chooseDelivery(offered: DeliveryModule[], storedId: number | null): DeliveryModule | null {
  return (
    offered.find((module) => module.id === storedId) ??
    offered.find((module) => module.id === DEFAULT_DELIVERY_ID) ??
    offered[0] ??
    null
  );
}

/** Postage as the shopper pays it: the module's tax rule for the delivery country, none when VAT is excluded. */
export function postageShown(net: Money, rule: TaxRule, context: VatContext): { shown: Money; rate: number } {
  const rate = vatRateFor({ rateByCountry: rule.rateByCountry, categoryIds: [] }, context);
  return { shown: { amount: addVat(net.amount, rate), currency: net.currency }, rate };
}
