import type { CrawlRequest } from '../crawl';
import type { SitemapRequest } from './sitemap-request';

/** The head of a store's page, as the shop writes it; each part left out is missing from the page. */
export interface FakeHead {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  alternates?: Record<string, string>;
}

export function pageHtml(head: FakeHead): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const tags = [
    head.title === undefined ? '' : `<title>${escape(head.title)}</title>`,
    head.description === undefined ? '' : `<meta name="description" content="${escape(head.description)}">`,
    head.canonical === undefined ? '' : `<link rel="canonical" href="${escape(head.canonical)}">`,
    head.robots === undefined ? '' : `<meta name="robots" content="${head.robots}">`,
    ...Object.entries(head.alternates ?? {}).map(
      ([code, href]) => `<link rel="alternate" hreflang="${code}" href="${escape(href)}">`,
    ),
  ];
  return `<!doctype html><html><head>${tags.join('')}</head><body><h1>Sanitärwelt</h1></body></html>`;
}

/** What a fake store answers at an address: a page's head, a redirect, or another status. */
export type FakeAnswer = FakeHead | { redirect: string } | { status: number };

/** A store in memory: pages by absolute address, a 404 elsewhere; every address asked is noted. */
export function fakePages(pages: Record<string, FakeAnswer>) {
  const asked: string[] = [];
  const request: CrawlRequest = async (url) => {
    asked.push(url.href);
    const answer = pages[url.href] ?? { status: 404 };
    const headers = { location: null, contentType: 'text/html; charset=utf-8', xRobotsTag: null };
    if ('redirect' in answer)
      return { status: 301, headers: { ...headers, location: answer.redirect }, html: null };
    if ('status' in answer) return { status: answer.status, headers, html: pageHtml({ title: 'Fehler' }) };
    return { status: 200, headers, html: pageHtml(answer) };
  };
  return { asked, request };
}

async function* bodyOf(text: string) {
  yield new TextEncoder().encode(text);
}

/** Sitemaps in memory by absolute address, a 404 elsewhere; every address asked is noted. */
export function fakeSitemaps(files: Record<string, string>) {
  const asked: string[] = [];
  const request: SitemapRequest = async (url) => {
    asked.push(url.href);
    const xml = files[url.href];
    return xml === undefined
      ? { status: 404, location: null, body: null }
      : { status: 200, location: null, body: bodyOf(xml) };
  };
  return { asked, request };
}
