'use client';

import { useEffect, useRef } from 'react';
import { LAST_LOCATION_KEY } from '@/lib/client/last-location';
import { loginReturnPath } from '@/lib/account/return-path';

/**
 * The page a login returns to: the server's choice (the link's `?return=`, the refused form's, the Referer), else
 * the last page this tab remembers having shown (a shopper who typed the login address, or whose browser sends
 * no Referer). Without JavaScript the server's choice alone.
 */
export function ReturnToField({ returnTo }: { returnTo: string | null }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!field.current || field.current.value) return;
    field.current.value = loginReturnPath(window.sessionStorage.getItem(LAST_LOCATION_KEY)) ?? '';
  }, []);
  return <input ref={field} type="hidden" name="returnTo" defaultValue={returnTo ?? ''} />;
}
