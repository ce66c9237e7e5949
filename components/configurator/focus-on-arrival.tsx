'use client';

import { useEffect } from 'react';

/**
 * Moves the focus to an answer when it arrives: after a client navigation the form that was submitted is gone from
 * where the focus was, and a keyboard or screen-reader user should land on what they asked for.
 */
export function FocusOnArrival({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.focus({ preventScroll: true });
  }, [id]);
  return null;
}
