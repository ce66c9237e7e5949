'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import type { AccountSlotProps } from './account-menu';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header's account icon on cached pages: the server renders the link to /login-register (`children`); once
 * the page is idle a small chunk asks who is logged in and, for a customer, turns it into docs/product.md §2's dropdown
 * behind an icon button of the same size, so the row never reflows.
 */
export function AccountSlot({ children, ...props }: AccountSlotProps & { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={children}>
      <AccountMenu {...props}>{children}</AccountMenu>
    </Suspense>
  ) : (
    children
  );
}
