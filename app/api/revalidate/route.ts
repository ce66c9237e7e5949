import { NextResponse, type NextRequest } from 'next/server';
import { forgetHandlerReads } from '@/lib/api/market-context';
import { isAuthorized, revalidationSchema } from '@/lib/api/revalidation';
import { withDependentTags } from '@/lib/catalog/cache-tags';
import { env } from '@/lib/env';
import { revalidateEverywhere } from '@/lib/page-cache/revalidations';
import { clearRouteCache } from '@/lib/seo/route-cache';

/**
 * Refreshes cached pages after the catalogue changed (`npm run revalidate`, after a re-seed or an import). Only
 * with REVALIDATE_TOKEN set and sent as a bearer token; unset, the endpoint does not exist. The next request for
 * a page with a named tag renders it anew, every path is looked up again (URLs may have changed), and route
 * handlers read the stores' settings anew. With REDIS_URL that happens on every instance sharing the cache, and the
 * answer says whether it did (`reach`).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const token = env().REVALIDATE_TOKEN;
  if (!token) return NextResponse.json({ ok: false, error: { code: 'notFound' } }, { status: 404 });
  if (!isAuthorized(request.headers.get('authorization'), token))
    return NextResponse.json({ ok: false, error: { code: 'unauthorized' } }, { status: 401 });
  const body = await request.json().catch(() => ({}));
  const parsed = revalidationSchema.safeParse(body ?? {});
  if (!parsed.success)
    return NextResponse.json(
      { ok: false, error: { code: 'revalidate.unknownTag', fields: ['tags'] } },
      { status: 422 },
    );
  const tags = withDependentTags(parsed.data.tags);
  const reach = await revalidateEverywhere(tags);
  clearRouteCache();
  forgetHandlerReads();
  return NextResponse.json({ ok: true, data: { revalidated: tags, reach } });
}
