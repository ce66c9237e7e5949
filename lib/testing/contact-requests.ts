import { POST as contactPost } from '../../app/api/contact/route';
import { POST as feedbackPost } from '../../app/api/feedback/route';
import type { CartAnswer, CartClient } from './cart-requests';

/** The contact or feedback form: a plain form, unless `json` asks for the body its script sends. */
export function sendVisitorMessageForm(
  browser: CartClient,
  kind: 'contact' | 'feedback',
  fields: Record<string, string>,
  options: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<CartAnswer> {
  const [handler, path] =
    kind === 'contact' ? [contactPost, '/api/contact'] : [feedbackPost, '/api/feedback'];
  return browser.post(
    handler,
    path,
    options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    {
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...options.headers,
    },
  );
}

/** A body as it comes, for what no form would send. */
export const postContactBody = (browser: CartClient, body: string): Promise<CartAnswer> =>
  browser.post(contactPost, '/api/contact', body, { 'content-type': 'application/json' });
