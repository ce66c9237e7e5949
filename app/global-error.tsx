'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { ServerErrorScreen } from '@/components/errors/server-error-screen';
import { fallbackAudience } from '@/components/errors/market-fallback';
import './styles/tokens.css';
import './globals.css';
import './styles/pieces.css';

/** Replaces the whole document when even the layout failed, typically because the backend is unreachable. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams();
  const fallback = fallbackAudience(params?.market);
  useEffect(() => console.error(error), [error]);
  return (
    <html lang={fallback.language}>
      <body>
        <ServerErrorScreen fallback={fallback} />
      </body>
    </html>
  );
}
