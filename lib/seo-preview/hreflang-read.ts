import { absoluteTarget, crawl, type CrawledPage, type CrawlRequest, type CrawlResult } from './crawl';
import {
  alternatePageOf,
  analyseHreflang,
  resolveHref,
  type AlternateRead,
  type HreflangMatrix,
  type HreflangSubject,
} from './hreflang';

/** Reading a page's hreflang alternates from the stores, for the analysis in hreflang.ts. */

/** Alternates read for one page: the shop names six and x-default; a page naming many more is itself the news. */
const MAX_ALTERNATES = 10;
/** Alternates read at the same time, so checking one page never floods the stores. */
const AT_ONCE = 3;

/** The alternate at `url` read as a crawler reads it, within the stores' `origins` only. */
async function crawlAlternate(
  url: string,
  origins: readonly string[],
  request?: CrawlRequest,
): Promise<CrawlResult> {
  const target = absoluteTarget(url, origins);
  return typeof target === 'string' ? { kind: 'refused', reason: target } : crawl(target, origins, request);
}

/** `work` for every item, at most `limit` at a time, results in the items' order. */
async function mapAtMost<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `subject`'s alternates, the first MAX_ALTERNATES distinct addresses read AT_ONCE at a time, and analysed. */
export async function hreflangMatrix(
  subject: HreflangSubject,
  origins: readonly string[],
  request?: CrawlRequest,
): Promise<HreflangMatrix & { pages: ReadonlyMap<string, CrawledPage> }> {
  const urls = [
    ...new Set(subject.alternates.flatMap(({ href }) => resolveHref(href, subject.url) ?? [])),
  ].slice(0, MAX_ALTERNATES);
  const crawled = await mapAtMost(urls, AT_ONCE, (url) => crawlAlternate(url, origins, request));
  const reads = new Map(
    urls.map((url, index): [string, AlternateRead] => {
      const read = crawled[index]!;
      return [url, read.kind === 'read' ? { kind: 'read', page: alternatePageOf(read.page) } : read];
    }),
  );
  // The pages themselves, so comparing the stores reads each of them once.
  const pages = new Map(
    crawled.flatMap((read, index) => (read.kind === 'read' ? [[urls[index]!, read.page]] : [])),
  );
  return { ...analyseHreflang(subject, reads), pages };
}
