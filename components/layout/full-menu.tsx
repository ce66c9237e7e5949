'use client';

import { useRef, useState } from 'react';
import type { MenuNode } from '@/lib/catalog/frame';

interface FullMenuProps {
  tree: MenuNode[];
  /** `expandTemplate` names the category with {title} (a raw message, filled in here per category). */
  labels: { open: string; close: string; title: string; expandTemplate: string };
}

function MenuLevel({
  nodes,
  level,
  labels,
}: {
  nodes: MenuNode[];
  level: number;
  labels: FullMenuProps['labels'];
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className={`full-menu__level full-menu__level--${level}`}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className="full-menu__item">
            <a href={node.url}>{node.title}</a>
            {node.children.length > 0 && (
              <button
                type="button"
                className="full-menu__expand"
                aria-expanded={open === node.id}
                aria-controls={`full-menu-${node.id}`}
                aria-label={labels.expandTemplate.replace('{title}', node.title)}
                onClick={() => setOpen(open === node.id ? null : node.id)}
              >
                <span aria-hidden="true">{open === node.id ? '−' : '+'}</span>
              </button>
            )}
          </div>
          {node.children.length > 0 && (
            <div id={`full-menu-${node.id}`} hidden={open !== node.id}>
              <MenuLevel nodes={node.children} level={level + 1} labels={labels} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The full menu (SPEC §2): every category down to four levels, off-canvas on small screens. A modal <dialog>
 * traps focus, closes on Escape and hands focus back to the button; page scroll is locked while it is open.
 */
export function FullMenu({ tree, labels }: FullMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => {
    document.documentElement.classList.add('scroll-locked');
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className="full-menu__toggle" aria-haspopup="dialog" onClick={open}>
        <span aria-hidden="true" className="full-menu__burger" />
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className="full-menu"
        aria-labelledby="full-menu-title"
        onClose={() => document.documentElement.classList.remove('scroll-locked')}
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="full-menu__header">
          <h2 id="full-menu-title">{labels.title}</h2>
          <button type="button" className="full-menu__close" onClick={close}>
            {labels.close}
          </button>
        </div>
        <MenuLevel nodes={tree} level={1} labels={labels} />
      </dialog>
    </>
  );
}
