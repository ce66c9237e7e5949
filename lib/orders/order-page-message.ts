/** Errors the order pages' redirects may carry (keys under Errors); anything else in the query is ignored. */
const errors = [
  'request.tooMany',
  'payment.wait',
  'payment.unavailable',
  'orders.cancelFailed',
  'orders.alreadyPaid',
];
/** Notices they may carry, by their key under Order. */
const notices: Record<string, string> = { 'orders.cancelled': 'Order.cancelledNotice' };

export interface OrderPageMessage {
  kind: 'notice' | 'error';
  /** A key from the messages' root: `Errors.payment.wait`, `Order.cancelledNotice`. */
  key: string;
  values: Record<string, number>;
}

/** `?error=payment.wait&seconds=7` or `?notice=orders.cancelled` as a message with its number; null otherwise. */
export function orderPageMessage(
  query: Record<string, string | string[] | undefined>,
): OrderPageMessage | null {
  const { error, notice } = query;
  if (typeof notice === 'string' && Object.hasOwn(notices, notice))
    return { kind: 'notice', key: notices[notice]!, values: {} };
  if (typeof error !== 'string' || !errors.includes(error)) return null;
  const seconds = Number(query.seconds);
  return {
    kind: 'error',
    key: `Errors.${error}`,
    values: { seconds: Number.isInteger(seconds) && seconds > 0 && seconds < 3_600 ? seconds : 0 },
  };
}
