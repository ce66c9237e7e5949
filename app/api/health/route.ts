import { logError } from '@/lib/monitoring/log-error';
import { pingBackend, remoteBackendState } from '@/lib/storefront';

export const dynamic = 'force-dynamic';

/**
 * Liveness and readiness in one: answers 200 once the storefront's database answers a query. A Thelia shop behind
 * it (SHOP_BACKEND=thelia) is reported, not judged: without it the catalogue still serves, so no instance should be
 * taken out of rotation for it.
 */
export async function GET(): Promise<Response> {
  try {
    await pingBackend();
    return Response.json({ ok: true, ...(await remoteBackendState()) });
  } catch (error) {
    logError('Health check failed:', error);
    return Response.json({ ok: false, error: { code: 'backendUnavailable' } }, { status: 503 });
  }
}
