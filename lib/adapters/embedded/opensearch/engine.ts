import { Client } from '@opensearch-project/opensearch';
import { z } from 'zod';
import { languageCodes } from '../../../shop/schemas';
import type { ContentLink, LanguageCode } from '../../../shop/types';
import { aliasName, indexKinds } from './indices';
import { contentQueryBody, productQuery, quickSearchBody, rankingBody } from './query';

export interface OpenSearchSettings {
  /** http(s)://[user:password@]host:port of the cluster; never sent to a browser. */
  url: string;
  indexPrefix: string;
}

export interface ExternalQuickSearch {
  text: string;
  language: LanguageCode;
  offset: number;
  limit: number;
  categoryId?: number;
  /** Count the matches of these categories (the overlay's top-level ones). */
  topCategoryIds?: number[];
}

/** What the embedded backend asks an external engine instead of its own full-text search. */
export interface ExternalSearch {
  /** A chunk of matches by relevance, the total (exact up to the engine's cap) and the asked categories' counts. */
  quickSearch(
    query: ExternalQuickSearch,
  ): Promise<{ ids: number[]; total: number; counts: Map<number, number> }>;
  /** Every match by relevance, up to the engine's cap. */
  rankProducts(text: string, language: LanguageCode): Promise<number[]>;
  searchContents(text: string, language: LanguageCode, limit: number): Promise<ContentLink[]>;
  /** The aliases a search would find nothing through: missing, or (products) holding no document. */
  unfilledIndices(): Promise<string[]>;
}

const hitsSchema = z.object({
  hits: z.object({
    total: z.object({ value: z.number() }).optional(),
    hits: z.array(z.object({ _id: z.string(), _source: z.unknown().optional() })),
  }),
  aggregations: z
    .object({
      categories: z.object({ buckets: z.array(z.object({ key: z.number(), doc_count: z.number() })) }),
    })
    .optional(),
});

const countSchema = z.object({ count: z.number() });

const contentSourceSchema = z.object({
  content_id: z.number(),
  title: z.string(),
  url: z.string(),
  folder_id: z.number().nullable(),
  folder_title: z.string().nullable(),
});

export function openSearchClient(settings: OpenSearchSettings): Client {
  // Search answers while a shopper types: fail fast and let the overlay say so (docs/product.md §8) rather than hang.
  return new Client({ node: settings.url, requestTimeout: 5_000, maxRetries: 1 });
}

/** docs/product.md §7 search against the products and contents indices of an OpenSearch cluster (see indexer.ts). */
export function openSearchEngine(
  settings: OpenSearchSettings,
  client = openSearchClient(settings),
): ExternalSearch {
  const search = async (kind: 'products' | 'contents', language: LanguageCode, body: object) => {
    const { body: answer } = await client.search({
      index: aliasName(settings.indexPrefix, kind, language),
      body: body as never,
    });
    return hitsSchema.parse(answer);
  };
  const ids = (answer: z.infer<typeof hitsSchema>) => answer.hits.hits.map((hit) => Number(hit._id));

  return {
    async quickSearch({ text, language, ...chunk }) {
      const query = productQuery(text, language);
      if (!query) return { ids: [], total: 0, counts: new Map() };
      const answer = await search('products', language, quickSearchBody(query, chunk));
      const buckets = answer.aggregations?.categories.buckets ?? [];
      return {
        ids: ids(answer),
        total: answer.hits.total?.value ?? 0,
        counts: new Map(buckets.map((bucket) => [bucket.key, bucket.doc_count])),
      };
    },
    async rankProducts(text, language) {
      const query = productQuery(text, language);
      return query ? ids(await search('products', language, rankingBody(query))) : [];
    },
    async searchContents(text, language, limit) {
      const body = contentQueryBody(text, language, limit);
      if (!body) return [];
      return (await search('contents', language, body)).hits.hits.flatMap(({ _source }) => {
        const page = contentSourceSchema.safeParse(_source);
        if (!page.success) return [];
        const { content_id: id, title, url, folder_id: folderId, folder_title: folderTitle } = page.data;
        return [
          {
            id,
            title,
            url,
            folder: folderId !== null && folderTitle !== null ? { id: folderId, title: folderTitle } : null,
          },
        ];
      });
    },
    async unfilledIndices() {
      const aliases = languageCodes.flatMap((language) =>
        indexKinds.map((kind) => ({
          kind,
          name: aliasName(settings.indexPrefix, kind, language),
        })),
      );
      const counts = await Promise.all(
        aliases.map(async ({ name }) => {
          const { body, statusCode } = await client.count({ index: name }, { ignore: [404] });
          return statusCode === 404 ? null : countSchema.parse(body).count;
        }),
      );
      // A shop may have no content pages; it always has products.
      return aliases
        .filter(({ kind }, index) => counts[index] === null || (kind === 'products' && counts[index] === 0))
        .map(({ name }) => name);
    },
  };
}
