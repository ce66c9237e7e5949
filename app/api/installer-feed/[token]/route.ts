import type { NextRequest } from 'next/server';
import { getInstallerFeed } from '@/lib/installations/feed-route';

export const dynamic = 'force-dynamic';

/** An installer team's calendar subscription, opened by its secret token (see getInstallerFeed). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  return getInstallerFeed(request, (await params).token);
}
