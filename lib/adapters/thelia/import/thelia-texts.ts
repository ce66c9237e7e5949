import type { components } from '../openapi/thelia-open-api';

type I18n = components['schemas']['I18n'];

/**
 * One Thelia model as the import read it in each storefront locale (Thelia locale → the model in it), the shop's
 * default language among them as `primary`.
 */
export interface Localised<T> {
  primary: T;
  locales: ReadonlyMap<string, T>;
}

/** The module's nested models have optional ids (the YAML requires them only on top-level ones). */
export const hasId = <T extends { id?: number }>(model: T): model is T & { id: number } =>
  typeof model.id === 'number';

/** The texts of one model's part (its own, a feature's, a value's) picked out of the model in a locale. */
export type TextPick<T> = (model: T) => I18n | null | undefined;

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/**
 * The texts per locale, a locale without a title taking the default language's: the index keys pages by locale
 * with no fallback, so an untranslated product would vanish from the shop of that language.
 */
function textsPerLocale<T>(item: Localised<T>, pick: TextPick<T>): Array<[string, I18n]> {
  const fallback = pick(item.primary) ?? {};
  return [...item.locales].map(([locale, model]) => {
    const own = pick(model);
    return [locale, own && !blank(own.title) ? own : fallback];
  });
}

/** Rows of a long *_i18n table (category, brand, product). */
export function textRows<T>(id: number, item: Localised<T>, pick: TextPick<T>) {
  return textsPerLocale(item, pick).map(([locale, i18n]) => ({
    id,
    locale,
    title: i18n.title ?? '',
    chapo: i18n.chapo ?? '',
    description: i18n.description ?? '',
    postscriptum: i18n.postscriptum ?? '',
    metaTitle: i18n.metaTitle ?? '',
    metaDescription: i18n.metaDescription ?? '',
    metaKeywords: i18n.metaKeywords ?? '',
  }));
}

/** Rows of a short *_i18n table (feature, attribute and their values). */
export function titleRows<T>(id: number, item: Localised<T>, pick: TextPick<T>) {
  return textsPerLocale(item, pick).map(([locale, i18n]) => ({ id, locale, title: i18n.title ?? '' }));
}

/** The title per locale, for addresses made from titles. */
export function titlesOf<T>(item: Localised<T>, pick: TextPick<T>): Map<string, string> {
  return new Map(textsPerLocale(item, pick).map(([locale, i18n]) => [locale, i18n.title ?? '']));
}
