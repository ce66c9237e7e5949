/** Id of the header's delivery-country bar, which the open off-canvas menu shows inside itself on phones. */
export const COUNTRY_BAR_ID = 'country-bar';

/** Id of the main category row of wide screens, whose keyboard header-behaviour.ts brings. */
export const CATEGORY_ROW_ID = 'category-row';

/** Id of the off-canvas menu (a <details>), which header-behaviour.ts turns into a modal dialog while open. */
export const FULL_MENU_ID = 'full-menu';
