'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import { CATEGORY_ROW_ID, COUNTRY_BAR_ID } from './header-ids';

const loadBehaviour = () => import('./header-behaviour');

// One menu per page.
const TITLE_ID = 'full-menu-title';

interface FullMenuProps {
  labels: { open: string; title: string; close: string };
  /** Drawn on the server, so their code is no part of the page's JavaScript. */
  icons: { open: ReactNode; close: ReactNode };
  /** The panel's content, rendered on the server: category levels and service links. */
  children: ReactNode;
}

/**
 * The off-canvas menu of phones and tablets (SPEC §2, DESIGN "Off-canvas menu"). It is a <details>: without
 * JavaScript the menu button opens and closes it, a tap on the dimmed page (the summary's backdrop) closes it and
 * CSS locks the page's scroll. With JavaScript it also behaves as a modal dialog (header-behaviour.ts, loaded
 * when the page is idle): focus moves in and stays in, Escape and the close button close it, focus returns to
 * the menu button, and the current category is marked. The same chunk brings the main category row's chevrons
 * and keys on wide screens.
 */
export function FullMenu({ labels, icons, children }: FullMenuProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const release = useRef<(() => void) | null>(null);

  // The main category row of wide screens is server-rendered; its chevrons and keys come with the same chunk.
  useEffect(() => {
    let detach: (() => void) | undefined;
    const cancel = whenIdle(() => {
      void loadBehaviour().then(({ attachRowKeys }) => {
        const row = document.getElementById(CATEGORY_ROW_ID);
        if (row) detach = attachRowKeys(row);
      });
    });
    return () => {
      cancel();
      detach?.();
    };
  }, []);

  const onToggle = () => {
    const menu = details.current!;
    if (!menu.open) {
      release.current?.();
      release.current = null;
      return;
    }
    void loadBehaviour().then(({ holdMenu }) => {
      if (menu.open && !release.current)
        release.current = holdMenu(menu, document.getElementById(COUNTRY_BAR_ID));
    });
  };

  return (
    <details ref={details} className="full-menu" onToggle={onToggle}>
      <summary className="full-menu__toggle site-header__icon" aria-label={labels.open}>
        {icons.open}
      </summary>
      <div className="full-menu__panel" role="dialog" aria-labelledby={TITLE_ID}>
        <div className="full-menu__head" data-menu-part="head">
          <h2 id={TITLE_ID}>{labels.title}</h2>
          <button
            type="button"
            className="full-menu__close site-header__icon"
            aria-label={labels.close}
            onClick={() => (details.current!.open = false)}
          >
            {icons.close}
          </button>
        </div>
        <div className="full-menu__body" data-menu-part="body">
          {children}
        </div>
      </div>
    </details>
  );
}
