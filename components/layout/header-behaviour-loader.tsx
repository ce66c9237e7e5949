'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import { FULL_MENU_ID } from './header-ids';

/**
 * Loads the header's menu behaviour (header-behaviour.ts) when the page is idle, or at once when the shopper
 * opens the off-canvas menu first, and attaches it once. It draws nothing.
 */
export function HeaderBehaviour() {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let unmounted = false;
    let loading: Promise<void> | undefined;
    const load = () =>
      (loading ??= import('./header-behaviour').then(({ attachHeader }) => {
        if (!unmounted) detach = attachHeader();
      }));
    const menu = document.getElementById(FULL_MENU_ID);
    menu?.addEventListener('toggle', load, { once: true });
    const cancel = whenIdle(load);
    return () => {
      unmounted = true;
      cancel();
      menu?.removeEventListener('toggle', load);
      detach?.();
    };
  }, []);
  return null;
}
