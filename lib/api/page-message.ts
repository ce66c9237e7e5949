import { sameSitePath } from '../http/same-site-path';

export interface PageMessage {
  kind: 'notice' | 'error';
  /** A full message key (`Errors.cart.notInStock`, `Toasts.addedToWishlist`). */
  key: string;
  values: Record<string, number>;
  /** The page the shopper came from, for a way back (a path on this host). */
  from: string | null;
}

/** What one page accepts from a form's 303: its notices and errors, and the numbers they may name. */
export interface PageVocabulary {
  notices: readonly string[];
  errors: readonly string[];
  valueNames: readonly string[];
  /** A notice's key where it is not `Errors.<code>`. */
  noticeKeys: Record<string, string>;
}

type Query = Record<string, string | string[] | undefined>;

/**
 * The message in a page's query (`?notice=cart.added&quantity=2`), when it is one the shop sends there: anything
 * else in a URL (which anyone can write) shows nothing, and a way back is only ever a path of this host.
 */
export function readPageMessage(query: Query, vocabulary: PageVocabulary): PageMessage | null {
  const first = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const notice = first('notice');
  const error = first('error');
  const code = vocabulary.notices.includes(notice ?? '')
    ? notice!
    : vocabulary.errors.includes(error ?? '')
      ? error!
      : null;
  if (!code) return null;
  const values: Record<string, number> = {};
  for (const name of vocabulary.valueNames) {
    const value = Number(first(name));
    if (Number.isSafeInteger(value) && value >= 0) values[name] = value;
  }
  const from = first('from');
  return {
    kind: code === notice ? 'notice' : 'error',
    key: vocabulary.noticeKeys[code] ?? `Errors.${code}`,
    values,
    from: sameSitePath(from) ?? null,
  };
}
