import { XMLParser } from 'fast-xml-parser';

/** An item of a parsed feed: its `g:` attributes as text (repeated ones as lists). */
export type ParsedItem = Record<string, unknown>;

const parser = new XMLParser({
  // Values stay text: a GTIN's leading zero or a price's trailing one is part of it.
  parseTagValue: false,
  ignoreAttributes: false,
  isArray: (name) => name === 'item' || name === 'g:shipping',
});

/** The channel and items of an RSS 2.0 product feed; throws when the text is not well-formed XML. */
export function parseMerchantFeed(xml: string): {
  namespace: unknown;
  channel: Record<string, unknown>;
  items: ParsedItem[];
} {
  const document = parser.parse(xml, true) as {
    rss?: { '@_xmlns:g'?: unknown; channel?: Record<string, unknown> & { item?: ParsedItem[] } };
  };
  const channel = document.rss?.channel;
  if (!channel) throw new Error('not an RSS feed: no rss/channel');
  return { namespace: document.rss?.['@_xmlns:g'], channel, items: channel.item ?? [] };
}

const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];
const PRICE = /^\d{1,9}\.\d{2} [A-Z]{3}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(Z|[+-]\d{4})$/;
const MEASURE = /^(\d+(?:\.\d+)?) (m|sqm|l|kg|cm|ml|cl|g|mg|in|ft|yd|oz|lb|floz|pt|qt|gal|cbm|sqft|ct)$/;
const BASE_MEASURE =
  /^(1|10|100|2|4|8|75|50|1000) (m|sqm|l|kg|cm|ml|cl|g|mg|in|ft|yd|oz|lb|floz|pt|qt|gal|cbm|sqft|ct)$/;

/** GS1's check digit (GTIN-8, -12, -13, -14). */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const isUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value) && value.length <= 2000;
const amountOf = (price: string) => Number(price.split(' ')[0]);

/**
 * What Google Merchant Center requires of an item (its product data specification): the required attributes,
 * their formats and lengths, a sale price below the price, a product identifier, and consistent unit pricing.
 * Answers the problems found, none for an item Google accepts.
 */
export function checkMerchantItem(item: ParsedItem): string[] {
  const problems: string[] = [];
  const value = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  const need = (name: string, test: (text: string) => boolean, what: string) => {
    if (!test(value(name))) problems.push(`${name} ${what}: ${JSON.stringify(item[name] ?? null)}`);
  };
  const optional = (name: string, test: (text: string) => boolean, what: string) => {
    if (name in item) need(name, test, what);
  };
  need('g:id', (text) => text.length >= 1 && text.length <= 50, 'must have 1–50 characters');
  need('g:title', (text) => text.trim().length >= 1 && text.length <= 150, 'must have 1–150 characters');
  need(
    'g:description',
    (text) => text.trim().length >= 1 && text.length <= 5000,
    'must have 1–5000 characters',
  );
  need('g:link', isUrl, 'must be an http(s) URL');
  need('g:image_link', isUrl, 'must be an http(s) URL');
  need('g:availability', (text) => AVAILABILITIES.includes(text), 'is not a known availability');
  if (['preorder', 'backorder'].includes(value('g:availability')))
    need('g:availability_date', (text) => DATE_TIME.test(text), 'is required as ISO 8601 date and time');
  need('g:price', (text) => PRICE.test(text) && amountOf(text) > 0, 'must be a positive "0.00 CUR" price');
  optional(
    'g:sale_price',
    (text) =>
      PRICE.test(text) &&
      text.slice(-3) === value('g:price').slice(-3) &&
      amountOf(text) < amountOf(value('g:price')),
    'must be a price below g:price in its currency',
  );
  if (!['g:brand', 'g:gtin', 'g:mpn'].some((name) => value(name).trim() !== ''))
    problems.push('needs a product identifier: g:brand, g:gtin or g:mpn');
  optional('g:gtin', isGtin, 'is not a valid GTIN');
  optional('g:brand', (text) => text.length <= 70, 'must have at most 70 characters');
  optional('g:mpn', (text) => text.length <= 70, 'must have at most 70 characters');
  need('g:condition', (text) => ['new', 'refurbished', 'used'].includes(text), 'is not a known condition');
  const shipping = (item['g:shipping'] as Array<Record<string, unknown>> | undefined) ?? [];
  for (const rate of shipping) {
    if (!/^[A-Z]{2}$/.test(String(rate['g:country'] ?? '')) || !PRICE.test(String(rate['g:price'] ?? '')))
      problems.push(`g:shipping needs a country code and a price: ${JSON.stringify(rate)}`);
  }
  if ('g:certification' in item) {
    const certification = item['g:certification'] as Record<string, unknown>;
    const complete = ['g:certification_authority', 'g:certification_name', 'g:certification_code'].every(
      (name) => typeof certification[name] === 'string' && certification[name] !== '',
    );
    if (!complete)
      problems.push(`g:certification needs authority, name and code: ${JSON.stringify(certification)}`);
  }
  const measure = MEASURE.exec(value('g:unit_pricing_measure'));
  const base = BASE_MEASURE.exec(value('g:unit_pricing_base_measure'));
  if ('g:unit_pricing_measure' in item || 'g:unit_pricing_base_measure' in item) {
    if (!measure || !base || measure[2] !== base[2])
      problems.push(
        `unit pricing needs a measure and a base in one unit: ${value('g:unit_pricing_measure')} / ${value('g:unit_pricing_base_measure')}`,
      );
  }
  return problems;
}

/** Every problem of a feed: its frame (namespace, channel) and each item's, with ids unique across it. */
export function checkMerchantFeed(xml: string): { items: ParsedItem[]; problems: string[] } {
  const { namespace, channel, items } = parseMerchantFeed(xml);
  const problems: string[] = [];
  if (namespace !== 'http://base.google.com/ns/1.0')
    problems.push("the rss element lacks Google's namespace");
  for (const name of ['title', 'link', 'description'])
    if (typeof channel[name] !== 'string' || channel[name] === '')
      problems.push(`the channel lacks its ${name}`);
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const id = String(item['g:id'] ?? '');
    if (seen.has(id)) problems.push(`item ${index}: g:id ${id} is not unique`);
    seen.add(id);
    problems.push(...checkMerchantItem(item).map((problem) => `item ${index} (${id}): ${problem}`));
  });
  return { items, problems };
}
