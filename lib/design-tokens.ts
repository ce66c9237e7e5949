/** The colour custom properties (`--color-…: #hex`) a stylesheet declares, by name without the dashes. */
export function colourTokens(css: string): Record<string, string> {
  return Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map((match) => [match[1]!, match[2]!]),
  );
}

/**
 * The pairs the shop writes text in, foreground on background (docs/design.md "Tokens": every pair used for text meets
 * WCAG AA), and the focus ring against what it is drawn on (a non-text contrast of 3 : 1, WCAG 1.4.11).
 */
export const TEXT_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['text', 'surface'],
  ['text', 'background'],
  ['muted', 'surface'],
  ['muted', 'background'],
  ['brand', 'surface'],
  ['brand', 'background'],
  ['brand-dark', 'surface'],
  ['promo', 'surface'],
  ['promo', 'background'],
  ['error', 'surface'],
  ['error', 'error-surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['on-brand', 'brand'],
  ['on-brand', 'brand-dark'],
  ['on-brand', 'promo'],
];

export const NON_TEXT_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['focus', 'surface'],
  ['focus', 'background'],
  ['field-border', 'surface'],
];
