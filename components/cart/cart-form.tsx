import type { ReactNode } from 'react';
import type { CartActionInput } from '@/lib/api/cart';

/** An action's fields but those the shopper enters (distributed over the actions). */
type Fields = CartActionInput extends infer Action
  ? Action extends unknown
    ? Omit<Action, 'quantity' | 'extras' | 'centreId'>
    : never
  : never;

/**
 * A cart action as a plain form (docs/architecture.md "Every mutation works without JavaScript"): it posts to
 * /api/cart, which answers 303 back to the cart with a message. The hidden fields are the action's own.
 */
export function CartForm({
  fields,
  className,
  children,
}: {
  fields: Fields;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action="/api/cart" className={className} data-cart-action={fields.action}>
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      {children}
    </form>
  );
}
