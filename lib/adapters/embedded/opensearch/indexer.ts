import type { Client } from '@opensearch-project/opensearch';
import { sql } from 'drizzle-orm';
import { contentLocaleOf } from '../../../shop/languages';
import { languageCodes, type LanguageCode } from '../../../shop/schemas';
import type { ShopDatabase } from '../database';
import { selectRows } from '../queries/raw';
import { selectContentDocuments, selectProductDocuments } from './documents';
import { aliasName, indexDefinition, indexKinds, type IndexKind } from './indices';

const BATCH = 1_000;

export interface IndexProgress {
  language: LanguageCode;
  kind: IndexKind;
  done: number;
  total: number;
}

type BulkLine = object;

/** Bulk lines that put each document into `index` under its id. */
function indexLines<T extends object>(
  index: string,
  documents: T[],
  idOf: (document: T) => number,
): BulkLine[] {
  return documents.flatMap((document) => [
    { index: { _index: index, _id: String(idOf(document)) } },
    document,
  ]);
}

async function bulk(client: Client, lines: BulkLine[]): Promise<void> {
  if (lines.length === 0) return;
  const { body } = await client.bulk({ body: lines });
  if (!body.errors) return;
  const failed = body.items.map((item) => Object.values(item)[0]).find((result) => result?.error);
  // A delete of a document the index never had is no failure.
  if (failed && failed.status !== 404) {
    throw new Error(`OpenSearch refused a document (${failed._id}): ${JSON.stringify(failed.error)}`);
  }
}

/** The indices an alias points to now; none before the first run. */
async function indicesBehind(client: Client, alias: string): Promise<string[]> {
  const { body, statusCode } = await client.indices.getAlias({ name: alias }, { ignore: [404] });
  return statusCode === 404 ? [] : Object.keys(body as object);
}

/**
 * Builds one language's products or contents into a new index, then points the alias at it in one atomic
 * step and drops the old index: searches read the old index until the new one is complete.
 */
async function rebuildIndex(
  db: ShopDatabase,
  client: Client,
  prefix: string,
  kind: IndexKind,
  language: LanguageCode,
  onProgress: (progress: IndexProgress) => void,
): Promise<void> {
  const alias = aliasName(prefix, kind, language);
  const index = `${alias}-${Date.now()}`;
  const locale = contentLocaleOf(language);
  await client.indices.create({ index, body: indexDefinition(kind, language) as never });
  if (kind === 'contents') {
    const pages = await selectContentDocuments(db, locale);
    await bulk(
      client,
      indexLines(index, pages, (page) => page.content_id),
    );
    onProgress({ language, kind, done: pages.length, total: pages.length });
  } else {
    const [{ total } = { total: 0 }] = await selectRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM product_listing`,
    );
    let afterId = 0;
    let done = 0;
    for (;;) {
      const documents = await selectProductDocuments(db, locale, { afterId, limit: BATCH });
      if (documents.length === 0) break;
      await bulk(
        client,
        indexLines(index, documents, (doc) => doc.product_id),
      );
      afterId = documents.at(-1)!.product_id;
      done += documents.length;
      onProgress({ language, kind, done, total: Number(total) });
    }
  }
  await client.indices.refresh({ index });
  const previous = await indicesBehind(client, alias);
  await client.indices.updateAliases({
    body: {
      actions: [...previous.map((old) => ({ remove: { index: old, alias } })), { add: { index, alias } }],
    },
  });
  if (previous.length > 0) await client.indices.delete({ index: previous });
}

/** `npm run search:index`: every language's products and contents, each into a fresh index behind its alias. */
export async function rebuildSearchIndices(
  db: ShopDatabase,
  client: Client,
  prefix: string,
  onProgress: (progress: IndexProgress) => void = () => undefined,
): Promise<void> {
  for (const language of languageCodes) {
    for (const kind of indexKinds) {
      await rebuildIndex(db, client, prefix, kind, language, onProgress);
    }
  }
}

/**
 * Brings some products up to date in every language after they changed (an import): listed ones are
 * (re)indexed through the alias, the others removed.
 */
export async function indexProducts(
  db: ShopDatabase,
  client: Client,
  prefix: string,
  productIds: readonly number[],
): Promise<void> {
  for (const language of languageCodes) {
    const alias = aliasName(prefix, 'products', language);
    const documents = await selectProductDocuments(db, contentLocaleOf(language), { productIds });
    const listed = new Set(documents.map((doc) => doc.product_id));
    await bulk(client, [
      ...indexLines(alias, documents, (doc) => doc.product_id),
      ...productIds
        .filter((id) => !listed.has(id))
        .map((id) => ({ delete: { _index: alias, _id: String(id) } })),
    ]);
  }
}
