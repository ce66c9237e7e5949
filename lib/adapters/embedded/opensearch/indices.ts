import type { LanguageCode } from '../../../shop/types';

/** Each language has one index of each kind. */
export const indexKinds = ['products', 'contents'] as const;
export type IndexKind = (typeof indexKinds)[number];

/** The alias searches read; the indexer fills a new dated index behind it and then swaps (indexer.ts). */
export function aliasName(prefix: string, kind: IndexKind, language: LanguageCode): string {
  return `${prefix}${kind}-${language}`;
}

/**
 * Per language, the analysis that makes OpenSearch as forgiving as the embedded search (docs/product.md §7): German
 * normalisation (ä = ae = a, ß = ss) and light stemming; Romanian and English stemming after folding
 * diacritics (ș = ş = s, ă = a), so text typed with or without them meets.
 */
const languageFilters: Record<LanguageCode, string[]> = {
  de: ['lowercase', 'german_normalization', 'asciifolding', 'shop_stem_de'],
  ro: ['lowercase', 'asciifolding', 'shop_stem_ro'],
  en: ['lowercase', 'asciifolding', 'shop_stem_en'],
};

const stemmers = {
  shop_stem_de: { type: 'stemmer', language: 'light_german' },
  shop_stem_ro: { type: 'stemmer', language: 'romanian' },
  shop_stem_en: { type: 'stemmer', language: 'english' },
};

/** Settings and mappings of one language's index: analysers, then the fields a search reads. */
export function indexDefinition(kind: IndexKind, language: LanguageCode) {
  const folding = languageFilters[language].filter((name) => !name.startsWith('shop_stem'));
  const analysis = {
    filter: {
      ...stemmers,
      // As-you-type: "wasc" finds "Waschtischmischer"; only on the title, where prefixes matter.
      shop_prefix: { type: 'edge_ngram', min_gram: 2, max_gram: 20 },
    },
    analyzer: {
      shop_text: { type: 'custom', tokenizer: 'standard', filter: languageFilters[language] },
      shop_folded: { type: 'custom', tokenizer: 'standard', filter: folding },
      shop_prefix: { type: 'custom', tokenizer: 'standard', filter: [...folding, 'shop_prefix'] },
    },
    normalizer: { shop_code: { type: 'custom', filter: ['lowercase'] } },
  };
  const text = { type: 'text', analyzer: 'shop_text' };
  const properties =
    kind === 'products'
      ? {
          product_id: { type: 'integer' },
          title: {
            ...text,
            fields: { prefix: { type: 'text', analyzer: 'shop_prefix', search_analyzer: 'shop_folded' } },
          },
          keywords: text,
          ref: { type: 'keyword', normalizer: 'shop_code' },
          codes: { type: 'keyword', normalizer: 'shop_code' },
          categories: text,
          category_ids: { type: 'integer' },
          brand: text,
          rating: { type: 'float' },
          sales: { type: 'integer' },
          visible: { type: 'boolean' },
        }
      : {
          content_id: { type: 'integer' },
          title: text,
          chapo: text,
          url: { type: 'keyword', index: false },
          folder_id: { type: 'integer' },
          folder_title: { type: 'keyword', index: false },
          position: { type: 'integer' },
          visible: { type: 'boolean' },
        };
  return {
    settings: { number_of_shards: 1, analysis },
    mappings: { dynamic: 'strict', properties },
  };
}
