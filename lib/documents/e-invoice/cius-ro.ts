import type { InvoiceDocument, PostalAddress } from '../invoice-types';
import type { EInvoiceProfile } from './en16931-invoice';
import { corePostalAddress } from './ubl-fields';

/** BT-153 in CIUS-RO: an item's name has at most 100 characters. */
const ITEM_NAME_MAX = 100;

/** What ANAF's guidance has a B2C invoice state as the buyer's identity when the buyer gave no CNP. */
export const UNKNOWN_CNP = '0000000000000';

/**
 * Bucharest's sector, which CIUS-RO writes as the city (BR-RO-100: SECTOR1 … SECTOR6): the second digit of its
 * postcodes (010000–069999), else a "Sector 3" the shopper wrote as the city.
 */
export function bucharestSector(postal: PostalAddress): string | null {
  const sector =
    /^0([1-6])\d{4}$/.exec(postal.postcode)?.[1] ?? /sector(?:ul)?\s*([1-6])\b/i.exec(postal.city)?.[1];
  return sector ? `SECTOR${sector}` : null;
}

/** CIUS-RO's lengths of an address's lines (BT-35/50, BT-36/51, BT-37/52); a longer one fails the whole invoice. */
const STREET_MAX = 150;
const LINE2_MAX = 100;
const CITY_MAX = 50;

/** A text cut at a word within `max` characters, marked as cut; the full text stays on the PDF invoice. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A Romanian address names its county as `RO-CT` (BR-RO-110/111); one without cannot be written. */
function romanianAddress(postal: PostalAddress) {
  const fitted = {
    ...postal,
    street: cutAtWord(postal.street, STREET_MAX),
    line2: postal.line2 && cutAtWord(postal.line2, LINE2_MAX),
  };
  const city = cutAtWord(postal.city, CITY_MAX);
  if (postal.countryCode !== 'RO') return corePostalAddress(fitted, city);
  if (!postal.subdivision) return null;
  if (postal.subdivision !== 'B') return corePostalAddress(fitted, city);
  const sector = bucharestSector(postal);
  return sector ? corePostalAddress(fitted, sector) : null;
}

/**
 * Romania's national rules for every invoice reported to RO e-Factura (UBL 2.1), consumers' included since
 * 1 January 2025.
 */
export const ciusRo: EInvoiceProfile = {
  customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1',
  buyerReference: () => null,
  postalAddress: romanianAddress,
  buyerLegalId: (invoice: InvoiceDocument) =>
    invoice.businessBuyer || invoice.buyer.vatNumber ? null : UNKNOWN_CNP,
  itemName: (title) => cutAtWord(title, ITEM_NAME_MAX),
};
