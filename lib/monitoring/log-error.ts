/**
 * The server's one way to log a fault (docs/architecture.md "Errors"). A failed database query arrives as drizzle's
 * DrizzleQueryError, whose message ends in "params: …" and which keeps the values as `params` (PGlite's own error
 * does too): e-mail addresses, names, addresses. What is logged, and sent to Sentry, keeps the query with its
 * placeholders and the database's message and code, never the values (issue 30, finding 9).
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = withoutQueryValues(error.cause, depth + 1);
  if (!('params' in error) && !('detail' in error) && cause === error.cause) return error;
  // Only the query's text stays: the values follow it, and PostgreSQL's detail may quote a row's values.
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  const copy = new Error(message, cause === undefined ? undefined : { cause });
  copy.name = error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  copy.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}

/** Logs a fault with what was being done, without any query's values. */
export function logError(what: string, error: unknown): void {
  console.error(what, withoutQueryValues(error));
}
