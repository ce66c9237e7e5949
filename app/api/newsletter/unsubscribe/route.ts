import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { requestMarket } from '@/lib/api/market-context';
import { PRIVATE_HEADERS, seeOther } from '@/lib/api/responses';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { unsubscribe } from '@/lib/newsletter/newsletter-service';

const text = (status: number, body: string) =>
  new NextResponse(body, {
    status,
    headers: { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * RFC 8058 one-click unsubscribe: the URL of every newsletter mail's List-Unsubscribe header, which a mail client
 * POSTs `List-Unsubscribe=One-Click` to. Unlike every other mutation this one skips the same-origin check on
 * purpose: mail clients and their providers post from their own servers, with no Origin or another one. The
 * signed token in the URL is what authenticates it (only the mailbox that received it holds it, and it can do
 * nothing but unsubscribe that one subscriber), so a forged request from another site can do no more than the
 * holder of the link could. No cookies are read and nothing is answered that a third party could use.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  try {
    const outcome = await unsubscribe(token);
    if (!outcome.ok) return text(outcome.status, outcome.error);
    return text(200, outcome.notice);
  } catch (error) {
    await reportError(error, 'A one-click unsubscribe failed', request);
    return text(503, 'failed');
  }
}

/**
 * A mail client without one-click support, or a person, opens the link: GET never unsubscribes (link scanners
 * follow every GET), it leads to the page whose button does.
 */
export function GET(request: NextRequest): Response {
  const market = requestMarket(request, undefined);
  const query = new URLSearchParams({
    token: (request.nextUrl.searchParams.get('token') ?? '').slice(0, 600),
  });
  return seeOther(`${languagePrefix(market)}/newsletter-unsubscribe?${query.toString()}`);
}
