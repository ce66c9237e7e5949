import { z } from 'zod';
import { languageCodes } from '../shop/codes';
import { SEARCH_MIN_LENGTH } from './search-limits';
import { withoutControlCharacters } from '../validation/plain-text';

// Longer text only slows the query down; the engine reads at most eight words of it anyway.
const MAX_TEXT = 200;

/**
 * What the search overlay asks `GET /api/search` for; the same schema checks the overlay's input before it
 * sends and the handler's query string. Text is trimmed and cut, never rejected for what it contains: control characters become spaces.
 */
export const searchRequestSchema = z.object({
  q: z
    .string()
    .transform((text) => withoutControlCharacters(text).trim().slice(0, MAX_TEXT))
    .pipe(z.string().min(SEARCH_MIN_LENGTH, { message: 'search.tooShort' })),
  language: z.enum(languageCodes).optional(),
  category: z.coerce.number().int().positive().max(99_999_999).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type SearchRequest = z.output<typeof searchRequestSchema>;
