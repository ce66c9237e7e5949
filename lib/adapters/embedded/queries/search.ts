import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../shop/types';
import { codeOf, oneEditAway, searchWords } from '../../../shop/search-text';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

export const CONFIG: Record<LanguageCode, SQL> = {
  de: sql.raw(`'german'::regconfig`),
  ro: sql.raw(`'romanian'::regconfig`),
  en: sql.raw(`'english'::regconfig`),
};

// Corrections per misspelt word, the most used first: enough for a typo, few enough to stay selective.
const MAX_CORRECTIONS = 3;
// Shorter words have too many neighbours one edit away to correct them usefully.
const MIN_CORRECTED_LENGTH = 4;

/** What a search text asks for: its words, each with the spellings to accept, and a code to rank first. */
export interface SearchPlan {
  words: string[][];
  code: string | null;
  language: LanguageCode;
  locale: string;
}

/**
 * Plans a search: the words of the text (search-text.ts), and for a word no product uses even as a prefix,
 * the known words one edit away. Null when the text holds nothing to search for. Terms are stored in the C
 * collation, where '{' follows every letter and digit: the range finds a prefix through the primary key.
 */
export async function planSearch(
  db: ShopDatabase,
  text: string,
  language: LanguageCode,
  locale: string,
): Promise<SearchPlan | null> {
  const words = searchWords(text, language);
  const code = codeOf(text);
  if (words.length === 0 && !code) return null;
  const known = await selectRows<{ word: string }>(
    db,
    sql`SELECT w.word FROM unnest(${sql.param(words)}::text[]) AS w(word) WHERE EXISTS (
          SELECT 1 FROM search_term t WHERE t.locale = ${locale} AND t.term >= w.word AND t.term < w.word || '{')`,
  );
  const knownWords = new Set(known.map((row) => row.word));
  const misspelt = words.filter(
    (word) => !knownWords.has(word) && word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word),
  );
  const corrections = new Map<string, string[]>();
  if (misspelt.length > 0) {
    const candidates = misspelt.flatMap((word) => oneEditAway(word).map((candidate) => [word, candidate]));
    const found = await selectRows<{ term: string; products: number }>(
      db,
      sql`SELECT term, products FROM search_term
          WHERE locale = ${locale} AND term = ANY(${sql.param(candidates.map(([, candidate]) => candidate))}::text[])
          ORDER BY products DESC, term`,
    );
    const wordOf = new Map(candidates.map(([word, candidate]) => [candidate!, word!]));
    for (const { term } of found) {
      const word = wordOf.get(term)!;
      const list = corrections.get(word) ?? [];
      if (list.length < MAX_CORRECTIONS) corrections.set(word, [...list, term]);
    }
  }
  return {
    words: words.map((word) => [word, ...(corrections.get(word) ?? [])]),
    code,
    language,
    locale,
  };
}

/**
 * The plan as a tsquery: every word must match, by its stem in the page's language or as the beginning of a
 * word (German compounds: "waschtisch" finds "Waschtischmischer"), in any of its accepted spellings. The words
 * hold only a–z and 0–9 (searchWords), so as to_tsquery's text they can only be words, never operators.
 */
export function textQuery(plan: SearchPlan): SQL | null {
  if (plan.words.length === 0) return null;
  return sql.join(plan.words.map(wordQuery(plan)), sql` && `);
}

/** One word of the plan as a tsquery: its stem or its beginning, in any of its accepted spellings. */
function wordQuery(plan: SearchPlan) {
  const config = CONFIG[plan.language];
  return (spellings: string[]) =>
    sql`(${sql.join(
      spellings.map(
        (spelling) => sql`to_tsquery(${config}, ${spelling}) || to_tsquery('simple', ${`${spelling}:*`})`,
      ),
      sql` || `,
    )})`;
}

/**
 * The words one after the other, as typed ("toilet seat"): a product named so ranks above one that only holds both
 * words apart (a WC set "… toilet … with frame and seat"). Null for a single word.
 */
function phraseQuery(plan: SearchPlan): SQL | null {
  if (plan.words.length < 2) return null;
  return plan.words.map(wordQuery(plan)).reduce((before, next) => sql`tsquery_phrase(${before}, ${next})`);
}

function codeMatch(plan: SearchPlan, codes: SQL): SQL | null {
  return plan.code ? sql`${codes} @> ARRAY[${plan.code}]::text[]` : null;
}

/** The search document under `alias` matches every word, or carries the code. */
export function documentMatches(plan: SearchPlan, alias: string): SQL {
  const table = sql.raw(alias);
  const query = textQuery(plan);
  const code = codeMatch(plan, sql`${table}.codes`);
  const matches = [...(query ? [sql`${table}.document @@ (${query})`] : []), ...(code ? [code] : [])];
  return sql`(${sql.join(matches, sql` OR `)})`;
}

/** How much a product holding the words as typed, one after the other, outranks one holding them apart. */
const PHRASE_LIFT = 1.5;

/**
 * Relevance (docs/product.md §7) of the search document under `alias`: whether it carries the exact reference or EAN
 * (ranked first), and the text rank (title A, keywords and badges B, brand and categories C), lifted when it holds
 * the words in the order typed, and by how well the product sells and by its ratings: an average of 5 stars lifts it a tenth, 1 star lowers it a tenth, and a
 * product without reviews is neither lifted nor lowered.
 */
export function relevanceOf(plan: SearchPlan, alias: string): { exact: SQL | null; score: SQL } {
  const table = sql.raw(alias);
  const code = codeMatch(plan, sql`${table}.codes`);
  const query = textQuery(plan);
  const rank = query ? sql`ts_rank(${table}.document, ${query})` : sql`0`;
  const phrase = phraseQuery(plan);
  const asTyped = phrase
    ? sql` * (CASE WHEN ${table}.document @@ (${phrase}) THEN ${PHRASE_LIFT}::float8 ELSE 1 END)`
    : sql``;
  return {
    exact: code,
    score: sql`${rank} * (1 + ln(1 + ${table}.sales_count) / 10)
      * (CASE WHEN ${table}.rating > 0 THEN 1 + (${table}.rating - 3) / 20 ELSE 1 END)${asTyped}`,
  };
}
