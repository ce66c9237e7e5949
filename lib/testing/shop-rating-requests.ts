import { NextRequest } from 'next/server';
import { GET } from '../../app/api/shop-rating/route';

export interface ShopRatingAnswer {
  status: number;
  body: unknown;
  cacheControl: string | null;
}

/** GET /api/shop-rating as a browser on `host` asks it (lib/ reaches app/ only through lib/testing). */
export async function askShopRating(host: string): Promise<ShopRatingAnswer> {
  const response = await GET(new NextRequest(`http://${host}/api/shop-rating`, { headers: { host } }));
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    cacheControl: response.headers.get('cache-control'),
  };
}
