import type { LanguageCode } from './schemas';

/** The locale Thelia keys a language's texts by in every *_i18n table. */
const contentLocales: Record<LanguageCode, string> = { de: 'de_DE', ro: 'ro_RO', en: 'en_US' };

export function contentLocaleOf(language: LanguageCode): string {
  return contentLocales[language];
}

/** The language a content locale belongs to, for the locales the shop speaks. */
export function languageOfContentLocale(locale: string): LanguageCode | null {
  const entry = (Object.entries(contentLocales) as Array<[LanguageCode, string]>).find(
    ([, value]) => value === locale,
  );
  return entry ? entry[0] : null;
}
