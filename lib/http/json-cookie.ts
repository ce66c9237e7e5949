/**
 * What a refused plain form hands back to its page travels as a cookie holding a JSON object (the flash cookies of
 * the account, contact, review, barrier-report, booking and block forms): base64url, so any text fits a cookie.
 */
export const jsonCookieValue = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The object such a cookie holds; null when it is missing, longer than `maxLength`, or not one of ours. */
export function readJsonCookie(
  cookie: string | undefined,
  maxLength: number,
): Record<string, unknown> | null {
  if (!cookie || cookie.length > maxLength) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The string values among `names`, each cut to `limit(name)` characters (whole characters, not UTF-16 halves). */
export function keptStrings<Name extends string>(
  values: Record<string, unknown>,
  names: readonly Name[],
  limit: (name: Name) => number,
): Partial<Record<Name, string>> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = values[name];
      return typeof value === 'string' ? [[name, [...value].slice(0, limit(name)).join('')]] : [];
    }),
  ) as Partial<Record<Name, string>>;
}

/**
 * A refused form's string values as a JSON cookie's value of at most `maxLength`: each cut to the first of `steps`
 * (through `cap` where a field holds less) that makes the whole fit, so spam-sized input shortens the values
 * rather than making the cookie too big to be kept at all.
 */
export function fittingCookieValue<Name extends string>(
  values: Record<string, unknown>,
  names: readonly Name[],
  steps: readonly number[],
  maxLength: number,
  cap: (name: Name, step: number) => number = (_, step) => step,
): string {
  let encoded = '';
  for (const step of steps) {
    encoded = jsonCookieValue(keptStrings(values, names, (name) => cap(name, step)));
    if (encoded.length <= maxLength) break;
  }
  return encoded;
}

/** The string values among `names` such a cookie holds, each at most `limit` long; none when it is not ours. */
export function readKeptStrings<Name extends string>(
  cookie: string | undefined,
  maxLength: number,
  names: readonly Name[],
  limit: number,
): Partial<Record<Name, string>> {
  const parsed = readJsonCookie(cookie, maxLength);
  return parsed ? keptStrings(parsed, names, () => limit) : {};
}
