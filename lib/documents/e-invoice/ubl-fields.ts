import type { PostalAddress } from '../invoice-types';

/** Elements of the e-invoice library's internal format: UBL's names, in any order (it orders them itself). */
export type Fields = Record<string, unknown>;

/** An amount element with its currency attribute, as the library writes `element@attribute`. */
export function money(element: string, minor: number, currency: string): Fields {
  return { [element]: (minor / 100).toFixed(2), [`${element}@currencyID`]: currency };
}

/** An address as EN 16931 states it (BG-5, BG-8, BG-15): street, extra line, city, postcode, subdivision, country. */
export function corePostalAddress(postal: PostalAddress, city = postal.city): Fields {
  return {
    'cbc:StreetName': postal.street,
    ...(postal.line2 ? { 'cbc:AdditionalStreetName': postal.line2 } : {}),
    'cbc:CityName': city,
    'cbc:PostalZone': postal.postcode,
    ...(postal.subdivision ? { 'cbc:CountrySubentity': `${postal.countryCode}-${postal.subdivision}` } : {}),
    'cac:Country': { 'cbc:IdentificationCode': postal.countryCode },
  };
}
