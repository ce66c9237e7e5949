import type { NextRequest } from 'next/server';
import { postHold } from '@/lib/checkout/appointment-hold-route';

/** A slot held for the cart at checkout, or given up (see postHold). */
export function POST(request: NextRequest): Promise<Response> {
  return postHold(request);
}
