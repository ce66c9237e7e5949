/**
 * A translation function as both next-intl's server `useTranslations` and its client `createTranslator` give
 * one, so a card renders the same on the server and in the search overlay.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What a product card says, from the `Price`, `Stock`, `EnergyLabel` and `Reviews` namespaces, and `Lists` where
 * the card offers the wishlist and compare marks (not in the search overlay, which is for finding, not keeping).
 */
export interface CardTexts {
  price: Translate;
  stock: Translate;
  energyLabel: Translate;
  lists?: Translate;
  /** Without it (the search overlay) a card shows no rating. */
  rating?: Translate;
}
