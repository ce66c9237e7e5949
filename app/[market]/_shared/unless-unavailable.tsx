import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { ServerErrorScreen } from '@/components/errors/server-error-screen';
import { fallbackAudience } from '@/components/errors/market-fallback';
import { reportError } from '@/lib/monitoring/server';

/**
 * A shopper's own page (cart, checkout) whose backend may be out of reach: a Thelia shop that is down, a database
 * that went away. The error boundary would show the maintenance screen only once the browser's JavaScript ran (a
 * server error streams an empty body), so the page renders the same screen on the server itself, readable
 * without JavaScript. Next's own signals (redirect, not found) pass through.
 */
export async function unlessUnavailable(
  marketSegment: string,
  render: () => Promise<ReactNode>,
): Promise<ReactNode> {
  try {
    return await render();
  } catch (error) {
    unstable_rethrow(error);
    await reportError(error, 'A shopper’s page could not be rendered: its backend did not answer');
    return <ServerErrorScreen fallback={fallbackAudience(marketSegment)} />;
  }
}
