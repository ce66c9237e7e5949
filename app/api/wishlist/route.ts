import type { NextRequest } from 'next/server';
import { postListAction } from '@/lib/lists/list-route';

/** A change of the shopper's wishlist (see postListAction). */
export function POST(request: NextRequest): Promise<Response> {
  return postListAction('wishlist', request);
}
