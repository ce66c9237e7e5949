import { sameSitePath } from '../http/same-site-path';

/**
 * Where a plain form's answer leads: the page the form names, when it is a path of this very host (never another
 * site, so the field cannot make the shop an open redirect), else the home page of the language.
 */
export function reportReturnPath(back: unknown, linkPrefix: string): string {
  const path = sameSitePath(back);
  return path && !/[?#]/.test(path) ? path : linkPrefix || '/';
}
