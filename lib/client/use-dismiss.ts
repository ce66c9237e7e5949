'use client';

import { useEffect, type RefObject } from 'react';

/**
 * A popup's way out (WAI-ARIA disclosure): Escape closes it and gives focus back to its toggle; a press outside
 * both closes it and leaves focus where the press put it.
 */
export function useDismiss(
  panel: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  onClose: (returnFocus: boolean) => void,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [panel, toggle, onClose]);
}
