import { percentiles, type Percentiles } from './percentiles';
import type { SitemapKind, SitemapUrl } from './sitemap-urls';

export interface CrawlFigures {
  urls: number;
  /** Responses other than 200, with their paths: a sitemap must list only pages that exist. */
  failures: Array<{ path: string; status: number }>;
  latencyMs: Record<SitemapKind | 'all', Percentiles>;
}

/**
 * Asks for each URL once, one at a time, and times the whole response: every request is a cache miss that
 * renders the page (no URL repeats, and the server started with an empty page cache).
 */
export async function coldCrawl(origin: string, host: string, urls: SitemapUrl[]): Promise<CrawlFigures> {
  const timings: Record<SitemapKind, number[]> = { product: [], page: [] };
  const failures: CrawlFigures['failures'] = [];
  for (const { path, kind } of urls) {
    const started = performance.now();
    const response = await fetch(new URL(path, origin), { headers: { host }, redirect: 'manual' });
    await response.arrayBuffer();
    timings[kind].push(performance.now() - started);
    if (response.status !== 200) failures.push({ path, status: response.status });
  }
  return {
    urls: urls.length,
    failures,
    latencyMs: {
      all: percentiles([...timings.product, ...timings.page]),
      product: percentiles(timings.product),
      page: percentiles(timings.page),
    },
  };
}
