import type { CrawledPage, CrawlRefusal, Redirect } from './crawl';
import { isHreflangCode } from './hreflang-codes';
import { readPageHead, type PageHead } from './page-head';

/**
 * Whether a page's hreflang alternates hold together as Google requires
 * (https://developers.google.com/search/docs/specialty/international/localized-versions): each alternate a
 * fully qualified address answering 200 itself, canonical, naming the page back and itself, all with the same set,
 * valid codes named once, and an x-default. Google ignores a set that does not hold together, so every break is
 * listed. The analysis is pure, so the bulk report can feed it pages it has already read.
 */

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The page whose alternates are checked: the address it was read at (alternates resolve against it), its canonical
 * resolved when known, and its alternates as written. Alternates must name its canonical, which is itself when it
 * is self-canonical.
 */
export interface HreflangSubject {
  url: string;
  canonical?: string | null;
  alternates: Alternate[];
}

/** An alternate's page as read: the address finally read, its canonical resolved, its alternates as written. */
export interface AlternatePage {
  url: string;
  status: number;
  redirects: Redirect[];
  canonical: string | null;
  alternates: Alternate[];
}

export type AlternateRead = { kind: 'read'; page: AlternatePage } | { kind: 'refused'; reason: CrawlRefusal };

export interface HreflangRow extends Alternate {
  /** The href resolved against the page; null when it is no address. */
  url: string | null;
  validCode: boolean;
  /** Resolved only against the page: Google wants a fully qualified address. */
  relative: boolean;
  /** `notChecked`: beyond the alternates read for one page. */
  read: AlternateRead | { kind: 'notChecked' };
  /**
   * What the alternate's own set says; null unless it answered 200 at its address (a redirect or an error is
   * reported for itself, and what the page behind it names is not what Google would use).
   */
  namesPage: boolean | null;
  namesItself: boolean | null;
  /** Pairs the page names and the alternate does not (`missing`), and the other way round (`extra`). */
  setDifference: { missing: Alternate[]; extra: Alternate[] } | null;
}

/** A break in the set, for the page to explain; `hreflang` and `href` are as the page wrote them. */
export type HreflangMismatch =
  /** Google ignores hreflang on a page that names another address canonical. */
  | { kind: 'pageNotCanonical'; canonical: string }
  | { kind: 'missingXDefault' }
  /** The page does not name itself among its alternates. */
  | { kind: 'pageNotListed' }
  | { kind: 'duplicateCode'; hreflang: string; hrefs: string[] }
  /** Not ISO 639-1 language, optionally with an ISO 3166-1 alpha-2 region, nor x-default. */
  | { kind: 'invalidCode'; hreflang: string; href: string }
  | { kind: 'relativeHref'; hreflang: string; href: string }
  | { kind: 'unreadable'; hreflang: string; href: string; reason: CrawlRefusal }
  | { kind: 'redirects'; hreflang: string; href: string; to: string }
  | { kind: 'status'; hreflang: string; href: string; status: number }
  | { kind: 'notCanonical'; hreflang: string; href: string; canonical: string }
  | { kind: 'notReciprocal'; hreflang: string; href: string }
  | { kind: 'noSelfReference'; hreflang: string; href: string }
  | { kind: 'differentSet'; hreflang: string; href: string; missing: Alternate[]; extra: Alternate[] };

export interface HreflangMatrix {
  rows: HreflangRow[];
  mismatches: HreflangMismatch[];
}

/** `href` resolved against `base`; null when it is no address. */
export function resolveHref(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

/** An alternate's page from what the crawl read, its head parsed unless the caller already has it. */
export function alternatePageOf(
  page: CrawledPage,
  head: PageHead = readPageHead(page.html ?? ''),
): AlternatePage {
  return {
    url: page.url,
    status: page.status,
    redirects: page.redirects,
    canonical: head.canonical === null ? null : resolveHref(head.canonical, page.url),
    alternates: head.alternates,
  };
}

/**
 * The set as pairs of lower-case code and resolved address, the code kept as written for showing. An href that is
 * no address is no member: it is reported for itself, and no page could name it back.
 */
function pairsOf(alternates: Alternate[], base: string): Map<string, Alternate> {
  return new Map(
    alternates.flatMap(({ hreflang, href }) => {
      const url = resolveHref(href, base);
      return url === null ? [] : [[`${hreflang.toLowerCase()} ${url}`, { hreflang, href: url }] as const];
    }),
  );
}

const lacking = (from: Map<string, Alternate>, other: Map<string, Alternate>) =>
  [...from].filter(([key]) => !other.has(key)).map(([, alternate]) => alternate);

/** The subject as each row compares with it. */
interface Subject {
  /** Where its hrefs resolve against. */
  base: string;
  /** The address the alternates must name: its canonical. */
  self: string;
  pairs: Map<string, Alternate>;
}

/** The address alternates must name for `subject`: its canonical, which is its own when it is self-canonical. */
const selfOf = (subject: HreflangSubject) => subject.canonical ?? subject.url;

function rowOf(
  alternate: Alternate,
  subject: Subject,
  reads: ReadonlyMap<string, AlternateRead>,
): HreflangRow {
  const url = resolveHref(alternate.href, subject.base);
  const read = url === null ? { kind: 'refused' as const, reason: 'malformed' as const } : reads.get(url);
  const answered = read?.kind === 'read' && read.page.status === 200 && read.page.redirects.length === 0;
  const page = answered ? read.page : null;
  const pairs = page && pairsOf(page.alternates, page.url);
  const named = pairs && new Set([...pairs.values()].map(({ href }) => href));
  return {
    ...alternate,
    url,
    validCode: isHreflangCode(alternate.hreflang),
    relative: url !== null && !URL.canParse(alternate.href),
    read: read ?? { kind: 'notChecked' },
    namesPage: named && named.has(subject.self),
    namesItself: page && named && named.has(page.url),
    setDifference: pairs && { missing: lacking(subject.pairs, pairs), extra: lacking(pairs, subject.pairs) },
  };
}

function rowMismatches(row: HreflangRow): HreflangMismatch[] {
  const at = { hreflang: row.hreflang, href: row.href };
  const mismatches: HreflangMismatch[] = [];
  if (!row.validCode) mismatches.push({ kind: 'invalidCode', ...at });
  if (row.relative) mismatches.push({ kind: 'relativeHref', ...at });
  if (row.read.kind === 'refused') mismatches.push({ kind: 'unreadable', ...at, reason: row.read.reason });
  if (row.read.kind !== 'read') return mismatches;
  const { page } = row.read;
  if (page.redirects.length > 0) mismatches.push({ kind: 'redirects', ...at, to: page.url });
  if (page.status !== 200) mismatches.push({ kind: 'status', ...at, status: page.status });
  if (row.setDifference === null) return mismatches;
  if (page.canonical !== null && page.canonical !== page.url)
    mismatches.push({ kind: 'notCanonical', ...at, canonical: page.canonical });
  if (row.namesPage === false) mismatches.push({ kind: 'notReciprocal', ...at });
  if (row.namesItself === false) mismatches.push({ kind: 'noSelfReference', ...at });
  const { missing, extra } = row.setDifference;
  if (missing.length > 0 || extra.length > 0)
    mismatches.push({ kind: 'differentSet', ...at, missing, extra });
  return mismatches;
}

function pageMismatches(subject: HreflangSubject): HreflangMismatch[] {
  const mismatches: HreflangMismatch[] = [];
  if (subject.canonical && subject.canonical !== subject.url)
    mismatches.push({ kind: 'pageNotCanonical', canonical: subject.canonical });
  if (subject.alternates.length === 0) return mismatches;
  const byCode = new Map<string, Alternate[]>();
  for (const alternate of subject.alternates) {
    const code = alternate.hreflang.toLowerCase();
    byCode.set(code, [...(byCode.get(code) ?? []), alternate]);
  }
  if (!byCode.has('x-default')) mismatches.push({ kind: 'missingXDefault' });
  if (!subject.alternates.some(({ href }) => resolveHref(href, subject.url) === selfOf(subject)))
    mismatches.push({ kind: 'pageNotListed' });
  for (const [first, ...more] of byCode.values())
    if (first && more.length > 0)
      mismatches.push({
        kind: 'duplicateCode',
        hreflang: first.hreflang,
        hrefs: [first, ...more].map(({ href }) => href),
      });
  return mismatches;
}

/**
 * The matrix of `subject`'s alternates from their pages as read, keyed by the resolved address; an alternate
 * missing from `reads` is shown as not checked.
 */
export function analyseHreflang(
  subject: HreflangSubject,
  reads: ReadonlyMap<string, AlternateRead>,
): HreflangMatrix {
  const compared = {
    base: subject.url,
    self: selfOf(subject),
    pairs: pairsOf(subject.alternates, subject.url),
  };
  const rows = subject.alternates.map((alternate) => rowOf(alternate, compared, reads));
  return { rows, mismatches: [...pageMismatches(subject), ...rows.flatMap(rowMismatches)] };
}
