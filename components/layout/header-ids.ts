/** Id of the header's delivery-country bar, which the open off-canvas menu shows inside itself on phones. */
export const COUNTRY_BAR_ID = 'country-bar';

/** Id of the main category row of wide screens, whose keyboard header-behaviour.ts brings. */
export const CATEGORY_ROW_ID = 'category-row';
