'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import type { AdminBarLabels } from './admin-bar';

const AccountMenu = lazy(() => import('./account-menu'));

export interface AccountSlotProps {
  language: string;
  accountHref: string;
  /** `login` is the server-rendered link's text, whose width the menu's button keeps. */
  labels: { account: string; logout: string; menu: string; login: string; admin: AdminBarLabels };
}

/**
 * The header's account entry on cached pages: the server renders the link to /login-register (`children`); once
 * the page is idle a small chunk asks who is logged in and, for a customer, turns it into SPEC §2's dropdown.
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
