import { taxConditions, type TaxCondition } from '../shop/codes';

export { taxConditions, type TaxCondition };

export function isTaxCondition(text: string): text is TaxCondition {
  return (taxConditions as readonly string[]).includes(text);
}

/** Each condition's texts: the note by the price, the checkout's checkbox, the order's and the mail's line. */
export const conditionMessageKey: Record<TaxCondition, 'dwellingPhotovoltaics'> = {
  'dwelling-photovoltaics': 'dwellingPhotovoltaics',
};

/**
 * The version of each condition's wording the buyer confirms: an order keeps `condition/version`, so the text
 * confirmed stays known when the wording changes (raise the version with the texts in messages/*.json).
 */
const wordingVersion: Record<TaxCondition, number> = { 'dwelling-photovoltaics': 1 };

/** What an order keeps of the conditions its buyer confirmed: null when none were asked or confirmed. */
export function confirmationRecord(confirmed: readonly TaxCondition[]): string | null {
  if (confirmed.length === 0) return null;
  return [...new Set(confirmed)]
    .sort()
    .map((condition) => `${condition}/${wordingVersion[condition]}`)
    .join(' ');
}

/** The conditions an order's record names, for its documents; unknown ones are left out. */
export function confirmedConditionsOf(record: string | null): TaxCondition[] {
  if (!record) return [];
  return record
    .split(' ')
    .map((entry) => entry.split('/')[0] ?? '')
    .filter(isTaxCondition);
}
