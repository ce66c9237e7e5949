/** What the barrier-report handler answers, as the page and the form's script show it. */
export interface ReportMessage {
  kind: 'notice' | 'error';
  /** A key under BarrierReport (the notice) or Errors (errors). */
  key: string;
  values: Record<string, number>;
}

export const REPORT_SENT = 'barrierReport.sent';
/** Codes an answer may carry; anything else in the page's query is ignored. */
const errors = ['barrierReport.invalid', 'barrierReport.failed', 'request.tooMany'];

/** The message of an answer's code, with the seconds to wait when it is the rate limit's. */
export function reportMessage(
  kind: 'notice' | 'error',
  code: string,
  seconds?: number,
): ReportMessage | null {
  if (kind === 'notice') return code === REPORT_SENT ? { kind, key: 'BarrierReport.sent', values: {} } : null;
  if (!errors.includes(code)) return null;
  const values: Record<string, number> =
    seconds !== undefined && Number.isSafeInteger(seconds) && seconds > 0 ? { seconds } : {};
  return { kind, key: `Errors.${code}`, values };
}

/** The message a plain form's 303 carries in the page's query (`?error=request.tooMany&seconds=40`). */
export function reportMessageOf(query: Record<string, string | string[] | undefined>): ReportMessage | null {
  const first = (name: string) => [query[name]].flat()[0];
  const notice = first('notice');
  if (notice) return reportMessage('notice', notice);
  const error = first('error');
  return error ? reportMessage('error', error, Number(first('seconds'))) : null;
}
