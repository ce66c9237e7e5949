import { POST as reportPost } from '../../app/api/accessibility-report/route';
import type { CartAnswer, CartClient } from './cart-requests';

/** The statement page's barrier-report form: a plain form, unless `json` asks for the body its script sends. */
export function reportBarrier(
  browser: CartClient,
  fields: Record<string, string>,
  options: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<CartAnswer> {
  return browser.post(
    reportPost,
    '/api/accessibility-report',
    options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    {
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...options.headers,
    },
  );
}
