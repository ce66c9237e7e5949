import { getRequestConfig } from 'next-intl/server';
import { languageCodeSchema } from '../shop/schemas';

/**
 * next-intl's locale is the format tag the market decided (de-AT, ro-RO, en-DE); messages are per language.
 * Layouts set it with setRequestLocale, so pages stay static and cacheable.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = (await requestLocale) ?? 'de-AT';
  const language = languageCodeSchema.catch('de').parse(locale.slice(0, 2));
  const messages = (await import(`../../messages/${language}.json`)).default as Record<string, unknown>;
  return { locale, messages };
});
