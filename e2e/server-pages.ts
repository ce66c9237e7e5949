import { expect, type APIRequestContext } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A page of the server under test by its host (Node cannot resolve *.localhost, so the host goes in a header). */
export function fetchPage(request: APIRequestContext, url: string, maxRedirects = 0) {
  const target = new URL(url);
  return request.get(`http://127.0.0.1:${PORT}${target.pathname}${target.search}`, {
    headers: { host: target.host },
    maxRedirects,
  });
}

export async function sitemapUrls(
  request: APIRequestContext,
  host: string,
  files: 'all' | 'products' = 'all',
): Promise<string[]> {
  const index = await (await fetchPage(request, `http://${host}:${PORT}/sitemap.xml`)).text();
  const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(listed.length).toBeGreaterThanOrEqual(4);
  const urls: string[] = [];
  for (const file of listed.filter((name) => files === 'all' || name.includes('-products-'))) {
    const xml = await (await fetchPage(request, file)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&')));
  }
  return urls;
}
