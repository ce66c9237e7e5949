import { NextResponse } from 'next/server';

/** Everything a handler answers about one shopper is theirs alone: never stored by any cache. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

export interface ApiError {
  code: string;
  fields?: string[];
  values?: Record<string, string | number>;
}

export function jsonOk<T>(data: T, status = 200): NextResponse {
  return NextResponse.json({ ok: true, data }, { status, headers: PRIVATE_HEADERS });
}

export function jsonError(
  status: number,
  error: ApiError,
  headers: Record<string, string> = {},
): NextResponse {
  return NextResponse.json({ ok: false, error }, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
}

/** A plain form's answer (docs/architecture.md "Every mutation works without JavaScript"): 303 to the page that shows the result, the message in its query. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, ...PRIVATE_HEADERS } });
}

/** `?notice=cart.added&quantity=2`: a message key and its values, for the page a form lands on. */
export function messageQuery(kind: 'notice' | 'error', message: ApiError): string {
  const query = new URLSearchParams({ [kind]: message.code });
  for (const [name, value] of Object.entries(message.values ?? {})) query.set(name, String(value));
  return query.toString();
}
