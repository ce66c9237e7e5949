import type { ReportProblem } from './problems';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection"): a page's title
// or a sitemap's entry could then compute, or link out, in the marketer's spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;

/**
 * The problems as CSV (RFC 4180: CRLF line ends, quoted where needed), a header row first, in lines, so a
 * download can stream a report of many thousand rows: `new Response(ReadableStream.from(reportCsv(problems)))`.
 * It starts with a byte order mark, without which Excel reads UTF-8 as Windows-1252 and garbles ä and ș.
 */
export function* reportCsv(problems: Iterable<ReportProblem>): Generator<string> {
  yield `\uFEFF${row(['kind', 'url', 'detail'])}`;
  for (const problem of problems) yield row([problem.kind, problem.url, problem.detail ?? '']);
}
