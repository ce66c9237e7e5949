/**
 * The shop's closed sets of codes, free of any library so browser code (error screens, the market segment)
 * can use them without shipping a validator. schemas.ts builds the zod schemas from these.
 */
export const storeCodes = ['at', 'de', 'ro'] as const;

/** Languages a page can be shown in; each store has its own default and English as a second language. */
export const languageCodes = ['de', 'ro', 'en'] as const;

/** Thelia's country ids (docs/architecture.md "Stores, countries, money"). */
export const countryIds = { germany: 5, austria: 13, romania: 146 } as const;

/**
 * Conditions a reduced VAT rate holds under, which only the buyer can state (issue 31). Germany's 0 % for
 * photovoltaics (§ 12 Abs. 3 UStG) holds only for an installation on or near a dwelling, up to 30 kWp.
 */
export const taxConditions = ['dwelling-photovoltaics'] as const;

/**
 * The EU energy label regulations of the goods the shop sells (framework Regulation (EU) 2017/1369 and the
 * product regulations it keeps in force).
 */
export const energyLabelRegulations = ['811/2013', '812/2013', '626/2011', '2015/1186'] as const;

export type StoreCode = (typeof storeCodes)[number];
export type LanguageCode = (typeof languageCodes)[number];
export type CountryId = (typeof countryIds)[keyof typeof countryIds];
export type TaxCondition = (typeof taxConditions)[number];
export type EnergyLabelRegulation = (typeof energyLabelRegulations)[number];

const countryIdList: readonly number[] = Object.values(countryIds);

export const isStoreCode = (value: unknown): value is StoreCode => storeCodes.includes(value as StoreCode);
export const isLanguageCode = (value: unknown): value is LanguageCode =>
  languageCodes.includes(value as LanguageCode);
export const isCountryId = (value: unknown): value is CountryId => countryIdList.includes(value as number);
