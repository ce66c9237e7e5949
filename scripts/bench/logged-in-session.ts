import { exchange, sessionCookieOf } from './http-exchange';

/** Logs in over HTTP from the shop's own origin; the session cookie as a Cookie header. */
export async function loggedInSession(
  serverUrl: string,
  host: string,
  login: { email: string; password: string },
): Promise<string> {
  const answer = await exchange(
    new URL('/api/account', serverUrl),
    { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ action: 'login', ...login }).toString(),
  );
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 303 || !cookie)
    throw new Error(`the bench customer's login answered ${answer.status}`);
  return cookie;
}
