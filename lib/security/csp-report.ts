import { z } from 'zod';

/** What the log keeps of one violation. */
export interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** The content types browsers send reports with: report-uri's, and the Reporting API's (report-to). */
export const REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;

const text = z.string().max(2048);

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text.optional(),
    'effective-directive': text.optional(),
    'violated-directive': text.optional(),
  }),
});

const reportingApiReports = z
  .array(
    z.object({
      type: z.string(),
      body: z
        .object({
          documentURL: text,
          blockedURL: text.optional(),
          effectiveDirective: text.optional(),
        })
        .optional(),
    }),
  )
  .min(1)
  .max(50);

/** A URL without its query and fragment (they may carry a shopper's data); keywords such as "inline" stay. */
function withoutQuery(value: string | undefined): string {
  if (!value) return 'unknown';
  if (!URL.canParse(value)) return value.slice(0, 64);
  const url = new URL(value);
  return url.protocol.startsWith('http') ? `${url.origin}${url.pathname}` : url.protocol;
}

/** The violations a report carries; null when it is not a report of the declared kind. */
export function parseViolations(type: (typeof REPORT_TYPES)[number], body: unknown): Violation[] | null {
  if (type === 'application/csp-report') {
    const parsed = legacyReport.safeParse(body);
    if (!parsed.success) return null;
    const report = parsed.data['csp-report'];
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive'] ?? 'unknown',
        blocked: withoutQuery(report['blocked-uri']),
        page: withoutQuery(report['document-uri']),
      },
    ];
  }
  const parsed = reportingApiReports.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.flatMap(({ type: kind, body: report }) =>
    kind === 'csp-violation' && report
      ? [
          {
            directive: report.effectiveDirective ?? 'unknown',
            blocked: withoutQuery(report.blockedURL),
            page: withoutQuery(report.documentURL),
          },
        ]
      : [],
  );
}

/** One compact log line per violation. */
export const violationLine = ({ directive, blocked, page }: Violation) =>
  `CSP violation: ${directive} blocked ${blocked} on ${page}`;
