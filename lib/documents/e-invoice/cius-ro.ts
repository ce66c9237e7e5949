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

/** A Romanian address names its county as `RO-CT` (BR-RO-110/111); one without cannot be written. */
function romanianAddress(postal: PostalAddress) {
  if (postal.countryCode !== 'RO') return corePostalAddress(postal);
  if (!postal.subdivision) return null;
  if (postal.subdivision !== 'B') return corePostalAddress(postal);
  const sector = bucharestSector(postal);
  return sector ? corePostalAddress(postal, sector) : null;
}

/** An item's name cut at a word within CIUS-RO's limit; the full title stays on the PDF invoice. */
function itemName(title: string): string {
  if (title.length <= ITEM_NAME_MAX) return title;
  const cut = title.slice(0, ITEM_NAME_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
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
  itemName,
};
