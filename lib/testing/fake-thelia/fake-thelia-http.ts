import { TheliaFailure } from './fake-thelia-session';

/** How the stand-in reads requests and writes answers the way Thelia does. */

export const htmlPage = (status: number, title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0) cookies[part.slice(0, separator).trim()] = part.slice(separator + 1).trim();
  }
  return cookies;
}

/** Every model carries the session locale (BaseApiModel::getCurrentLocale()). */
export function stampLocale(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((item) => stampLocale(item, locale));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'currentLocale' ? locale : stampLocale(child, locale),
    ]),
  );
}

export const errorBody = (failure: TheliaFailure | Error) => ({
  title: failure instanceof TheliaFailure ? failure.title : 'Unexpected error',
  description: failure instanceof TheliaFailure ? failure.description : failure.message,
  schemaViolations:
    failure instanceof TheliaFailure && failure.violations
      ? Object.fromEntries(
          Object.entries(failure.violations).map(([path, message]) => [
            path,
            { message, currentLocale: null },
          ]),
        )
      : null,
  currentLocale: null,
});
