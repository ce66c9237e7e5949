/**
 * The findings of a bulk SEO report (issue 35). Each kind has its label in the SeoPreview namespace; a caller's
 * own checks (structured data, prices) add kinds of their own, so a problem's kind is any string.
 */
export const reportProblemKinds = [
  /** A sitemap (index or file) could not be read: its status, no answer, over 50 MB, or not a sitemap. */
  'sitemapUnreadable',
  /** A sitemap names an address off the stores' origins; it is not requested. Detail: the sitemap. */
  'sitemapForeignUrl',
  /** A sitemap entry that is no URL at all. Detail: the sitemap. */
  'sitemapMalformedUrl',
  /** Not 200, or redirected: sitemaps must list final addresses. Detail: the status, or where it leads. */
  'notOk',
  'noindexInSitemap',
  /** Detail: the canonical address the page names instead. */
  'nonCanonicalInSitemap',
  'titleMissing',
  /** Detail: the title and its width against Google's. */
  'titleTooLong',
  /** Another indexable page of the same host and language has the title. Detail: that page. */
  'titleDuplicate',
  'descriptionMissing',
  /** Cut on desktop. Detail: its width against Google's. */
  'descriptionTooLong',
  /** The page names another for a language which does not name it back. Detail: the code and that page. */
  'hreflangNotReciprocal',
  /** The page names an address that is in no sitemap or does not answer 200. Detail: the code and the address. */
  'hreflangBroken',
  /** The page's JSON-LD has errors Google holds against rich results. Detail: their count and the first. */
  'structuredDataErrors',
  /** A store's merchant feed could not be read (no answer in time, an error): its prices went unchecked. */
  'feedUnreadable',
  /** A product's price differs between its JSON-LD, its page, the cart or the merchant feed. Detail: the prices. */
  'priceMismatch',
  /** A caller's check threw on the page. Detail: its message. */
  'checkFailed',
] as const;

export type ReportProblemKind = (typeof reportProblemKinds)[number];

/**
 * What a page is worse off for but still found and shown by: Google cuts a long line or writes a description of
 * its own. Every other kind keeps a page out of the index or its rich result, or misleads shoppers.
 */
export const warningKinds: readonly string[] = ['titleTooLong', 'descriptionTooLong', 'descriptionMissing'];

export const isWarning = (problem: Pick<ReportProblem, 'kind'>) => warningKinds.includes(problem.kind);

export interface ReportProblem {
  // `string & {}` keeps the known kinds suggested while a caller's checks may add their own.
  kind: ReportProblemKind | (string & {});
  url: string;
  detail?: string;
}

/** A thrown error as a problem's detail. */
export const errorDetail = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
