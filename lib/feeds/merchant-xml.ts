import { XMLBuilder } from 'fast-xml-parser';
import { decimalPrice } from '../seo/json-ld';
import type { Money } from '../pricing/money';
import type { MerchantItem } from './merchant-item';

/** Google's namespace for the product attributes of an RSS 2.0 feed. */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

const builder = new XMLBuilder({ format: true, indentBy: '  ', ignoreAttributes: false });

type XmlValue = string | XmlNode | XmlNode[] | undefined;
interface XmlNode {
  [name: string]: XmlValue;
}

// XML 1.0 has no place for most control characters; a stray one in a product text would break the whole feed.
const NOT_IN_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return value.replace(NOT_IN_XML, '');
}

/** Google's price format: a decimal with a dot and the ISO 4217 code ("1234.50 EUR"). */
export function merchantPrice(money: Money): string {
  return `${decimalPrice(money)} ${money.currency}`;
}

function optional(name: string, value: string | null): XmlNode {
  return value === null || value === '' ? {} : { [name]: text(value) };
}

function itemNode(item: MerchantItem): XmlNode {
  return {
    'g:id': text(item.id),
    ...optional('g:item_group_id', item.itemGroupId),
    'g:title': text(item.title),
    'g:description': text(item.description),
    'g:link': text(item.link),
    ...optional('g:image_link', item.imageLink),
    'g:availability': item.availability,
    ...optional('g:availability_date', item.availabilityDate && `${item.availabilityDate}T00:00Z`),
    'g:price': merchantPrice(item.price),
    ...optional('g:sale_price', item.salePrice && merchantPrice(item.salePrice)),
    ...optional('g:brand', item.brand),
    ...optional('g:gtin', item.gtin),
    'g:mpn': text(item.mpn),
    'g:condition': 'new',
    ...(item.isBundle ? { 'g:is_bundle': 'yes' } : {}),
    ...optional('g:color', item.color),
    ...optional('g:size', item.size),
    ...(item.shipping.length > 0
      ? {
          'g:shipping': item.shipping.map((rate) => ({
            'g:country': rate.country.isoAlpha2,
            'g:service': text(rate.service),
            'g:price': merchantPrice(rate.price),
            'g:min_transit_time': String(rate.transitDays.min),
            'g:max_transit_time': String(rate.transitDays.max),
          })),
        }
      : {}),
    ...(item.eprelNumber === null
      ? {}
      : {
          'g:certification': {
            'g:certification_authority': 'European_Commission',
            'g:certification_name': 'EPREL',
            'g:certification_code': String(item.eprelNumber),
          },
        }),
    ...(item.unitPricing
      ? {
          'g:unit_pricing_measure': item.unitPricing.measure,
          'g:unit_pricing_base_measure': item.unitPricing.base,
        }
      : {}),
  };
}

/** The items as XML, to be written between feedHead and feedTail. */
export function itemsXml(items: readonly MerchantItem[]): string {
  return items.length === 0 ? '' : builder.build({ item: items.map(itemNode) });
}

/** The start of an RSS 2.0 feed in Google's format, up to its first item. */
export function feedHead(channel: { title: string; link: string; description: string }): string {
  const about = builder.build({
    title: text(channel.title),
    link: text(channel.link),
    description: text(channel.description),
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n${about}`;
}

export function feedTail(): string {
  return '</channel>\n</rss>\n';
}
