import { refererPath, sameSitePath } from '../http/same-site-path';

/**
 * docs/product.md §4: where a login returns to: the page the shopper was on, remembered unless it was the login,
 * password-recovery or logout page. Only a path of this shop (lib/http/same-site-path.ts) is ever a location.
 */
const NOT_REMEMBERED = /^(?:\/[a-z]{2})?\/(?:login-register|forgot-password|logout)(?:[/?#]|$)/;

/** Whether a page of the shop is one a login may return to (the browser remembers only those). */
export const isRememberedPage = (path: string): boolean => !NOT_REMEMBERED.test(path);

/** The path worth returning to, or null when the value is none of this shop's pages worth coming back to. */
export function loginReturnPath(value: unknown): string | null {
  const path = sameSitePath(value);
  return path === undefined || NOT_REMEMBERED.test(path) ? null : path;
}

/**
 * The login page for a visitor a page or form turned away (an account page, an order's page, a cancellation): it
 * returns to `page` (with its language prefix) once logged in, whatever the browser showed before.
 */
export function loginHref(linkPrefix: string, page: string): string {
  return `${linkPrefix}/login-register?return=${encodeURIComponent(page)}`;
}

/** The page of this host a Referer names, when it is worth returning to after a login. */
export function loginReturnPathOfReferer(referer: string | null, host: string | null): string | null {
  return loginReturnPath(refererPath(referer, host));
}
