/** Messages the order pages' redirects may carry; anything else in the query is ignored. */
const known = ['request.tooMany', 'payment.wait', 'payment.unavailable'];

/** `?error=payment.wait&seconds=7` as a message key under Errors with its number; null for anything else. */
export function orderPageMessage(
  query: Record<string, string | string[] | undefined>,
): { key: string; values: Record<string, number> } | null {
  const error = query.error;
  if (typeof error !== 'string' || !known.includes(error)) return null;
  const seconds = Number(query.seconds);
  return {
    key: error,
    values: { seconds: Number.isInteger(seconds) && seconds > 0 && seconds < 3_600 ? seconds : 0 },
  };
}
