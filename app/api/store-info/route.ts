import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { storeForHost } from '@/lib/i18n/stores';
import { getCatalog } from '@/lib/storefront';
import { reportError } from '@/lib/monitoring/server';

export const dynamic = 'force-dynamic';

/**
 * The store's contact and support hours for the header's phone block (docs/product.md §7 "store info"). Not part of the
 * cached pages, so a change of hours shows at once.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const store = storeForHost(request.headers.get('host'), env().SHOP_HOST_MAP);
  try {
    const info = await (await getCatalog()).getStore(store);
    if (!info) return Response.json({ ok: false, error: { code: 'server.unknown' } }, { status: 404 });
    const { phone, supportTime, supportTimeMonThu } = info.info;
    return Response.json(
      { ok: true, data: { storeName: info.config.storeName, phone, supportTime, supportTimeMonThu } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    await reportError(error, 'Store info failed', request);
    return Response.json({ ok: false, error: { code: 'server.connection' } }, { status: 503 });
  }
}
