import type { ReactNode } from 'react';
import { FULL_MENU_ID } from './header-ids';
import { HeaderBehaviour } from './header-behaviour-loader';

// One menu per page.
const TITLE_ID = 'full-menu-title';

interface FullMenuProps {
  labels: { open: string; title: string; close: string };
  icons: { open: ReactNode; close: ReactNode };
  /** The panel's content: category levels and service links. */
  children: ReactNode;
}

/**
 * The off-canvas menu of phones and tablets (docs/product.md §2, docs/design.md "Off-canvas menu"), drawn on the server so none of
 * it is the page's JavaScript. It is a <details>: without JavaScript the menu button opens and closes it, a tap
 * on the dimmed page (the summary's backdrop) closes it and CSS locks the page's scroll. With JavaScript it also
 * behaves as a modal dialog (header-behaviour.ts, loaded when the page is idle or the menu first opens): focus
 * moves in and stays in, Escape and the close button close it, focus returns to the menu button, and the
 * current category is marked. The same chunk brings the main category row's chevrons and keys on wide screens.
 */
export function FullMenu({ labels, icons, children }: FullMenuProps) {
  return (
    <details id={FULL_MENU_ID} className="full-menu">
      <summary className="full-menu__toggle site-header__icon" aria-label={labels.open}>
        {icons.open}
      </summary>
      <div className="full-menu__panel" role="dialog" aria-labelledby={TITLE_ID}>
        <div className="full-menu__head" data-menu-part="head">
          <h2 id={TITLE_ID}>{labels.title}</h2>
          <button type="button" className="full-menu__close site-header__icon" aria-label={labels.close}>
            {icons.close}
          </button>
        </div>
        <div className="full-menu__body" data-menu-part="body">
          {children}
        </div>
      </div>
      <HeaderBehaviour />
    </details>
  );
}
