'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { ServerErrorScreen } from '@/components/errors/server-error-screen';
import { fallbackAudience } from '@/components/errors/market-fallback';

/** The error boundary of every page below the store's frame, for server and client errors alike. */
export default function MarketError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams();
  useEffect(() => console.error(error), [error]);
  return <ServerErrorScreen fallback={fallbackAudience(params?.market)} />;
}
