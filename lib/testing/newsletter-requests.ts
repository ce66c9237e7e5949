import { NextRequest } from 'next/server';
import { POST as newsletterPost } from '../../app/api/newsletter/route';
import { GET as oneClickGet, POST as oneClickPost } from '../../app/api/newsletter/unsubscribe/route';
import type { CartAnswer, CartClient } from './cart-requests';

/** A newsletter form: a plain form, unless `json` asks for the body its script sends. */
export function sendNewsletterForm(
  browser: CartClient,
  fields: Record<string, string>,
  options: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<CartAnswer> {
  return browser.post(
    newsletterPost,
    '/api/newsletter',
    options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    {
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...options.headers,
    },
  );
}

/**
 * RFC 8058 as a mail provider sends it: a POST of `List-Unsubscribe=One-Click` to the header's URL, from its own
 * servers (no Origin, no cookie), or a GET when a person opens the link.
 */
export async function oneClick(
  url: string,
  method: 'POST' | 'GET' = 'POST',
): Promise<{ status: number; text: string; location: string | null }> {
  const request = new NextRequest(url, {
    method,
    ...(method === 'POST'
      ? {
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'mail-provider/1.0' },
        }
      : {}),
  });
  const response = await (method === 'POST' ? oneClickPost(request) : oneClickGet(request));
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}
