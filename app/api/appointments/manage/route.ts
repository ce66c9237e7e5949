import type { NextRequest } from 'next/server';
import { postManage } from '@/lib/booking/manage-route';

/** An appointment cancelled or moved from its page (see postManage). */
export function POST(request: NextRequest): Promise<Response> {
  return postManage(request);
}
