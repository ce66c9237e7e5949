import { consentSources, type ConsentSource } from '../shop/newsletter-store';
import { EMAIL_MAX_LENGTH } from './newsletter-schema';

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * docs/product.md §2 /newsletter?email={email}: what the page starts with. An address typed in the footer is where the
 * consent is given from; a sign-up refused by the handler comes back with its own source. A spam-sized value is
 * cut to what the field takes, and the field then says what is wrong.
 */
export function signUpStart(query: Query): { email: string; source: ConsentSource } {
  const email = first(query.email);
  const given = consentSources.find((source) => source === first(query.source));
  return {
    email: [...(email ?? '')].slice(0, EMAIL_MAX_LENGTH + 1).join(''),
    source: given ?? (email === undefined ? 'newsletter' : 'footer'),
  };
}

/** A mailed link's token, as the page's button sends it on; the handler checks it. */
export function linkToken(query: Query, name: 'confirm' | 'token'): string | null {
  const token = first(query[name]);
  return token ? token.slice(0, 600) : null;
}
