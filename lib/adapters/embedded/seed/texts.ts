import type { LanguageCode } from '../../../shop/schemas';

/** A text in every language the shop is written in. */
export type Texts = Record<LanguageCode, string>;

/** The *_i18n locale each language is stored under (lib/shop/languages.ts). */
export const seedLocales = [
  ['de', 'de_DE'],
  ['ro', 'ro_RO'],
  ['en', 'en_US'],
] as const satisfies ReadonlyArray<readonly [LanguageCode, string]>;

export function t(de: string, ro: string, en: string): Texts {
  return { de, ro, en };
}

/** Fills `{name}` placeholders; a missing value is a bug in the seed data, so it throws. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Seed text needs a value for {${name}}: ${template}`);
    return String(value);
  });
}
