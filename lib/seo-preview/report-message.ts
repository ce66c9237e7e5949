import { readPageMessage, type PageMessage } from '../api/page-message';

/** The errors a report form's 303 may carry to the report page; anything else in the query shows nothing. */
export function reportMessage(query: Record<string, string | string[] | undefined>): PageMessage | null {
  return readPageMessage(query, {
    notices: [],
    errors: ['seoReport.invalid', 'seoReport.failed', 'request.tooMany'],
    valueNames: ['seconds'],
    noticeKeys: {},
  });
}
