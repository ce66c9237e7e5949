import type { ReactNode } from 'react';

/**
 * The outcome of a form above it (the message piece in pieces.css): an error is announced at once (it names
 * what to fix), a notice politely.
 */
export function FormMessage({
  kind,
  testId,
  id,
  children,
}: {
  kind: 'error' | 'notice';
  testId?: string;
  /** For a link or a script that moves the focus to the message. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      className={`form-message form-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={id ? -1 : undefined}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
