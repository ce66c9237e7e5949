import type { NextRequest } from 'next/server';
import { postBlocks } from '@/lib/installations/blocks-route';

/** An admin blocks time of the installers' book or frees it (see postBlocks). */
export function POST(request: NextRequest): Promise<Response> {
  return postBlocks(request);
}
