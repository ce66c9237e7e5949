import { NextResponse, type NextRequest } from 'next/server';
import { deliveryCountrySchema, returnPath } from '@/lib/api/delivery-country';
import { jsonError } from '@/lib/api/responses';
import { isSameOrigin } from '@/lib/api/same-origin';
import { env } from '@/lib/env';
import { setPrivateCookie } from '@/lib/http/private-cookie';
import { DELIVERY_COUNTRY_COOKIE } from '@/lib/i18n/decide-market';
import { storeForHost } from '@/lib/i18n/stores';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The header's delivery-country form posts here (it works without JavaScript). The cookie is all proxy.ts
 * needs to price every page for that country; the tax title and country record are derived from it.
 */
export async function POST(request: NextRequest): Promise<Response> {
  // Another site must not change what a shopper's pages show and charge (CSRF).
  if (!isSameOrigin(request.headers)) return jsonError(403, { code: 'request.crossSite' });
  const host = request.headers.get('host');
  const store = storeForHost(host, env().SHOP_HOST_MAP);
  const form = await request.formData().catch(() => null);
  const parsed = deliveryCountrySchema(store).safeParse({ countryId: form?.get('countryId') ?? undefined });
  if (!parsed.success) {
    return NextResponse.json(
      { ok: false, error: { code: 'siteCountry.updateFailed', fields: ['countryId'] } },
      { status: 422 },
    );
  }
  // A relative Location keeps the shopper on the host they used (at.localhost, www.sanitaerwelt.de, …).
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: returnPath(request.headers.get('referer'), host) },
  });
  setPrivateCookie(response, request, {
    name: DELIVERY_COUNTRY_COOKIE,
    value: String(parsed.data.countryId),
    maxAgeSeconds: ONE_YEAR,
  });
  return response;
}
