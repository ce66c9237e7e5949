import type { CrawlResult } from '../crawl';
import { resolveHref } from '../hreflang';
import { forbidsIndexing, readPageHead, type PageHead } from '../page-head';
import { serpSnippet } from '../serp-snippet';
import type { ReportProblem } from './problems';

/** A page as it answered at the address its sitemap lists, for the caller's own checks. */
export interface AnsweredPage {
  url: string;
  /** Any status: a check that only makes sense on a found page skips the others. */
  status: number;
  head: PageHead;
  /** The HTML (its first 2 MB, as Google reads it); empty for an answer that is not HTML. */
  html: string;
}

/** What a sitemap's page turned out to be: its own problems, and what the checks across pages need of it. */
export interface CheckedPage {
  problems: ReportProblem[];
  /** Null when the address redirects or could not be read. */
  answered: AnsweredPage | null;
  /** 200 at the listed address: a page alternates may point at. */
  ok: boolean;
  /** The title of an indexable page: only those compete with each other in results. */
  indexableTitle: string | null;
  /** hreflang code and absolute address of each alternate an `ok` page names. */
  alternates: Array<[code: string, url: string]>;
}

const overflow = (line: { widthPx: number; limitPx: number }) => `${line.widthPx} px > ${line.limitPx} px`;

const failed = (problem: ReportProblem, answered: AnsweredPage | null = null): CheckedPage => ({
  problems: [problem],
  answered,
  ok: false,
  indexableTitle: null,
  alternates: [],
});

/**
 * The problems a page shows by itself, read at the address a sitemap lists. Not page-preview.ts's previewPage: for
 * one page it also walks the sitemaps and reads robots.txt, every alternate and the social image; the report has
 * walked the sitemaps already and compares alternates among the pages it reads (page-ledger.ts).
 */
export function checkPage(url: string, result: CrawlResult): CheckedPage {
  if (result.kind === 'refused') return failed({ kind: 'notOk', url, detail: result.reason });
  const { page } = result;
  const redirect = page.redirects[0];
  if (redirect) return failed({ kind: 'notOk', url, detail: `${redirect.status} → ${page.url}` });
  const head = readPageHead(page.html ?? '');
  const answered = { url, status: page.status, head, html: page.html ?? '' };
  if (page.status !== 200) return failed({ kind: 'notOk', url, detail: String(page.status) }, answered);

  const problems: ReportProblem[] = [];
  const noindex = forbidsIndexing(head, page.xRobotsTag);
  if (noindex) problems.push({ kind: 'noindexInSitemap', url });
  const canonical = head.canonical === null ? url : (resolveHref(head.canonical, url) ?? head.canonical);
  if (canonical !== url) problems.push({ kind: 'nonCanonicalInSitemap', url, detail: canonical });
  const snippet = serpSnippet({ title: head.title ?? '', description: head.description, url });
  const title = snippet.title.text;
  // An empty title is as good as none: Google makes one up.
  if (!title) problems.push({ kind: 'titleMissing', url });
  else if (snippet.title.truncated)
    problems.push({ kind: 'titleTooLong', url, detail: `${title} (${overflow(snippet.title)})` });
  if (!snippet.description) problems.push({ kind: 'descriptionMissing', url });
  else if (snippet.description.desktop.truncated)
    problems.push({ kind: 'descriptionTooLong', url, detail: overflow(snippet.description.desktop) });

  const alternates: Array<[string, string]> = [];
  for (const { hreflang, href } of head.alternates) {
    const target = resolveHref(href, url);
    if (target) alternates.push([hreflang, target]);
    else problems.push({ kind: 'hreflangBroken', url, detail: `${hreflang} ${href}` });
  }
  const indexable = !noindex && canonical === url;
  return { problems, answered, ok: true, indexableTitle: indexable && title ? title : null, alternates };
}
