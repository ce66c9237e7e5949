import { logError } from '@/lib/monitoring/log-error';
import { pingBackend } from '@/lib/storefront';

export const dynamic = 'force-dynamic';

/** Liveness and readiness in one: answers 200 once the backend answers a query. */
export async function GET(): Promise<Response> {
  try {
    await pingBackend();
    return Response.json({ ok: true });
  } catch (error) {
    logError('Health check failed:', error);
    return Response.json({ ok: false, error: { code: 'backendUnavailable' } }, { status: 503 });
  }
}
