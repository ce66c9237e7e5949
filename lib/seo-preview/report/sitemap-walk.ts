import { parseSitemapFileName } from '../../seo/sitemap';
import { crawlTarget } from '../crawl';
import { errorDetail, type ReportProblem } from './problems';
import { readSitemap, type SitemapRead } from './sitemap-read';
import { requestSitemap, type SitemapRequest } from './sitemap-request';

/** What walking the sitemaps turns up, in their order. */
export type SitemapEntry =
  /** A page to read; `language` from the shop's file name (`en-products-2.xml`), null for other names. */
  | { kind: 'page'; url: string; language: string | null }
  /** A sitemap was read and lists `count` pages, announced before them so progress can show the total. */
  | { kind: 'listed'; sitemap: string; count: number }
  | { kind: 'problem'; problem: ReportProblem };

export interface SitemapWalkOptions {
  request?: SitemapRequest;
  /** Stops the walk between two sitemaps; a sitemap refused by the stop is no finding. */
  signal?: AbortSignal;
}

async function fetchSitemap(url: URL, request: SitemapRequest): Promise<SitemapRead> {
  let answer;
  try {
    answer = await request(url);
  } catch (error) {
    return { kind: 'unreadable', detail: errorDetail(error) };
  }
  if (answer.body) return readSitemap(answer.body);
  const redirect = answer.location ? ` → ${answer.location}` : '';
  return { kind: 'unreadable', detail: `${answer.status}${redirect}` };
}

const languageOf = (sitemap: URL) =>
  parseSitemapFileName(sitemap.pathname.slice(sitemap.pathname.lastIndexOf('/') + 1))?.language ?? null;

/**
 * The pages the stores' sitemaps list: each origin's /sitemap.xml, and the files an index names. One file's
 * addresses are held at a time (the shop's files list 45,000): the file is read whole and at once, so its
 * connection is not kept open for the hours its pages take to read. Only the stores' origins are asked.
 */
export async function* walkSitemaps(
  origins: readonly string[],
  { request = requestSitemap, signal }: SitemapWalkOptions = {},
): AsyncGenerator<SitemapEntry> {
  for (const origin of origins) {
    const index = new URL('/sitemap.xml', origin);
    const read = await fetchSitemap(index, request);
    if (signal?.aborted) return;
    if (read.kind !== 'index') {
      yield* listed(index, read, origins);
      continue;
    }
    for (const location of read.locations) {
      const file = crawlTarget(location, origins, index.href);
      if (typeof file === 'string') {
        yield { kind: 'problem', problem: refusedEntry(file, location, index) };
        continue;
      }
      const sitemap = await fetchSitemap(file, request);
      if (signal?.aborted) return;
      yield* listed(file, sitemap, origins);
    }
  }
}

/** The pages of one URL set, or why there are none. An index names files, never other indexes. */
function* listed(sitemap: URL, read: SitemapRead, origins: readonly string[]): Generator<SitemapEntry> {
  if (read.kind !== 'urlset') {
    const detail = read.kind === 'index' ? 'nested index' : read.detail;
    yield { kind: 'problem', problem: { kind: 'sitemapUnreadable', url: sitemap.href, detail } };
    return;
  }
  const language = languageOf(sitemap);
  const entries = read.locations.map((location): SitemapEntry => {
    const page = crawlTarget(location, origins, sitemap.href);
    return typeof page === 'string'
      ? { kind: 'problem', problem: refusedEntry(page, location, sitemap) }
      : { kind: 'page', url: page.href, language };
  });
  yield {
    kind: 'listed',
    sitemap: sitemap.href,
    count: entries.filter((entry) => entry.kind === 'page').length,
  };
  yield* entries;
}

function refusedEntry(reason: string, location: string, sitemap: URL): ReportProblem {
  const kind = reason === 'foreignHost' ? 'sitemapForeignUrl' : 'sitemapMalformedUrl';
  return { kind, url: location, detail: sitemap.href };
}
