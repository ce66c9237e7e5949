import type { NextRequest } from 'next/server';
import { postFeeds } from '@/lib/installations/feeds-route';

/** An admin creates or revokes an installer team's calendar feed (see postFeeds). */
export function POST(request: NextRequest): Promise<Response> {
  return postFeeds(request);
}
