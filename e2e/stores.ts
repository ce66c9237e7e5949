export const stores = [
  {
    code: 'at',
    host: 'at.localhost',
    lang: 'de-AT',
    storeName: 'Sanitärwelt',
    currency: '€',
    vatPercent: 20,
    mainNavigation: 'Hauptkategorien',
  },
  {
    code: 'de',
    host: 'de.localhost',
    lang: 'de-DE',
    storeName: 'Sanitärwelt',
    currency: '€',
    vatPercent: 19,
    mainNavigation: 'Hauptkategorien',
  },
  {
    code: 'ro',
    host: 'ro.localhost',
    lang: 'ro-RO',
    storeName: 'SanitarLume',
    currency: 'lei',
    vatPercent: 21,
    mainNavigation: 'Categorii principale',
  },
] as const;

export type StoreUnderTest = (typeof stores)[number];

/** A path on a host of the server under test (playwright.config.ts starts it on E2E_PORT). */
export function storeUrl(store: { host: string }, path = '/'): string {
  return `http://${store.host}:${process.env.E2E_PORT ?? 3100}${path}`;
}

/** "€ 1.234,50", "1.234,50 €", "1.234,50 lei" → 123450 minor units. */
export function parseMoney(text: string): number {
  const digits = text.replace(/[^\d,]/g, '');
  const [whole = '0', fraction = '00'] = digits.split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
