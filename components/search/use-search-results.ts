'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { searchRequestSchema } from '@/lib/catalog/search-input';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_MEASURE } from '@/lib/catalog/search-limits';
import type { SearchResults } from '@/lib/catalog/search-results';

export type SearchStatus = 'idle' | 'tooShort' | 'loading' | 'done' | 'failed';

export interface SearchState extends Omit<SearchResults, 'categories' | 'contents'> {
  status: SearchStatus;
  /** The text the shown results belong to. */
  text: string;
  category: number | null;
  categories: NonNullable<SearchResults['categories']>;
  contents: NonNullable<SearchResults['contents']>;
  more: 'idle' | 'loading' | 'failed';
}

const EMPTY: SearchState = {
  status: 'idle',
  text: '',
  category: null,
  total: 0,
  products: [],
  categories: [],
  contents: [],
  more: 'idle',
};

const REQUEST_MARK = 'search:request';

async function fetchChunk(
  text: string,
  language: string,
  category: number | null,
  offset: number,
  signal: AbortSignal,
): Promise<SearchResults> {
  const query = new URLSearchParams({ q: text, language, offset: String(offset) });
  if (category !== null) query.set('category', String(category));
  const response = await fetch(`/api/search?${query}`, { signal, headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { ok: boolean; data?: SearchResults };
  if (!response.ok || !body.ok || !body.data) throw new Error(`search answered ${response.status}`);
  return body.data;
}

/**
 * The overlay's results for what the shopper typed (docs/product.md §4 "Search"): under four characters nothing is asked
 * and the hint shows; from four, the first chunk is asked 300 ms after the last keystroke, superseding any
 * answer still on its way; picking a category asks at once; `loadMore` appends the next chunk.
 */
export function useSearchResults(input: string, language: string) {
  const [state, setState] = useState<SearchState>(EMPTY);
  const [chosen, setChosen] = useState<{ text: string; category: number | null } | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const debounced = useRef(true);

  const ask = useCallback(
    (text: string, category: number | null) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      performance.mark(REQUEST_MARK);
      setState((current) => ({ ...current, status: 'loading' }));
      fetchChunk(text, language, category, 0, controller.signal).then(
        (results) =>
          setState((current) => ({
            ...results,
            status: 'done',
            text,
            category,
            // A narrowed answer still lists every category, so the shopper can switch back or to another.
            categories: results.categories ?? current.categories,
            contents: results.contents ?? [],
            more: 'idle',
          })),
        () => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'failed' }));
        },
      );
    },
    [language],
  );

  const parsed = searchRequestSchema.shape.q.safeParse(input);
  const text = parsed.success ? parsed.data : null;
  useEffect(() => {
    if (text === null) {
      inFlight.current?.abort();
      return;
    }
    const timer = setTimeout(() => {
      debounced.current = true;
      ask(text, null);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, ask]);

  useEffect(() => {
    if (state.status !== 'done' || !debounced.current) return;
    debounced.current = false;
    performance.mark('search:rendered');
    performance.measure(SEARCH_RESULTS_MEASURE, REQUEST_MARK, 'search:rendered');
  }, [state]);

  const chooseCategory = useCallback(
    (category: number | null) => {
      if (text === null) return;
      setChosen({ text, category });
      ask(text, category);
    },
    [ask, text],
  );

  const loadMore = useCallback(() => {
    if (state.status !== 'done' || state.more === 'loading' || state.products.length >= state.total) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({ ...current, more: 'loading' }));
    fetchChunk(state.text, language, state.category, state.products.length, controller.signal).then(
      (results) =>
        setState((current) => ({
          ...current,
          total: results.total,
          products: [...current.products, ...results.products],
          more: 'idle',
        })),
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, more: 'failed' }));
      },
    );
  }, [state, language]);

  // Under four characters nothing is asked: the hint replaces whatever was shown.
  const shown: SearchState = text === null ? { ...EMPTY, status: input.trim() ? 'tooShort' : 'idle' } : state;
  const category = chosen?.text === text ? chosen.category : null;
  return { state: shown, category, chooseCategory, loadMore };
}
