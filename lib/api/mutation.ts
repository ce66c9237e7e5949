import type { NextResponse } from 'next/server';
import { isBodyProblem, readBody } from './request-body';
import { jsonError } from './responses';
import { isSameOrigin } from './same-origin';

export type Mutation =
  { refused: NextResponse } | { refused: null; form: boolean; fields: Record<string, unknown> };

/**
 * What every mutating handler starts with (docs/architecture.md "CSRF"): another site's request is refused with 403, and
 * the body is read within its bounds, as JSON from client code or as a plain form's fields.
 */
export async function readMutation(request: Request): Promise<Mutation> {
  if (!isSameOrigin(request.headers)) return { refused: jsonError(403, { code: 'request.crossSite' }) };
  const body = await readBody(request);
  if (isBodyProblem(body)) return { refused: jsonError(body.status, { code: body.code }) };
  return { refused: null, form: body.kind === 'form', fields: (body.data ?? {}) as Record<string, unknown> };
}

/** A rate limit's wait as the Retry-After header, when there is one. */
export const retryAfterHeaders = (seconds: number | undefined): Record<string, string> =>
  seconds ? { 'Retry-After': String(seconds) } : {};
