import type { NextRequest } from 'next/server';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { readLimited } from '@/lib/api/request-body';
import { jsonError } from '@/lib/api/responses';
import { parseViolations, REPORT_TYPES, violationLine, type Violation } from '@/lib/security/csp-report';

/** A report names a few URLs; anything larger is not one. */
const MAX_REPORT_BYTES = 16 * 1024;

async function violationsIn(request: NextRequest, type: (typeof REPORT_TYPES)[number]) {
  try {
    const body = await readLimited(request, MAX_REPORT_BYTES);
    return body === null ? null : parseViolations(type, JSON.parse(body));
  } catch {
    return null;
  }
}

/**
 * Content-Security-Policy violation reports when SENTRY_DSN is unset (README "Security"): each violation becomes
 * one log line. Anyone can post here, so nothing is trusted: limited per client address, bounded in size, junk
 * answered with 400, and never a 500 (a Redis that does not answer lets the report through).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const declared = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const type = REPORT_TYPES.find((known) => known === declared);
  if (!type) return jsonError(400, { code: 'request.contentType' });
  const limit = await consume('cspReport', clientAddress(request.headers)).catch(() => ({ allowed: true }));
  if (!limit.allowed) return jsonError(429, { code: 'request.tooMany' });
  const violations: Violation[] | null = await violationsIn(request, type);
  if (!violations) return jsonError(400, { code: 'request.invalid' });
  for (const violation of violations) console.warn(violationLine(violation));
  return new Response(null, { status: 204 });
}
