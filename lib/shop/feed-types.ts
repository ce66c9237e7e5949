import type { EnergyLabel, ProductSaleElement } from './types';
import type { CountryId } from './schemas';

/**
 * A sale element as a product feed lists it (Google Merchant Center): with what its product's page shows of the
 * product, so one batch of these is one feed chunk without further reads.
 */
export interface FeedSaleElement {
  product: {
    id: number;
    ref: string;
    title: string;
    /** The teaser the product page and its JSON-LD use as description. */
    chapo: string;
    /** The product page's path, without leading slash. */
    url: string;
    brand: string | null;
    /** The first image, as a path under /media. */
    image: string | null;
    taxRuleId: number;
    defaultCategoryId: number | null;
    undeliverableCountryIds: CountryId[];
    /** Goods that go by freight carrier only (the `freight` badge). */
    freight: boolean;
    energyLabel: EnergyLabel | null;
    /** How many sale elements the product has: with more than one, the items share a group id. */
    saleElementCount: number;
    /** A set of other products sold at its own price (Google's bundle). */
    isSet: boolean;
    deliveryDays: { min: number; max: number };
  };
  /** `url` is the variant's own path (the product's for its default sale element); colour and size titles. */
  saleElement: Omit<ProductSaleElement, 'colour' | 'size'> & { colour: string | null; size: string | null };
}

/** One keyset-paginated batch: sale elements in id order after `after`; `next` is null after the last. */
export interface FeedBatch {
  items: FeedSaleElement[];
  next: number | null;
}
