import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { env } from '../env';
import { getSessionStore } from '../storefront';

export type SigningPurpose =
  'back-to-cart' | 'account' | 'social-login' | 'captcha' | 'guest-order' | 'newsletter' | 'appointment';

const made = new Map<SigningPurpose, Promise<string>>();

/**
 * The key that signs one kind of link, the same on every instance: derived from SESSION_SECRET, or made once and
 * kept in the database they share. One key per purpose, so a token of one kind is never accepted as another.
 */
export function signingKey(purpose: SigningPurpose): Promise<string> {
  const configured = env().SESSION_SECRET;
  if (configured)
    return Promise.resolve(createHmac('sha256', configured).update(purpose).digest('base64url'));
  let key = made.get(purpose);
  if (!key) {
    key = getSessionStore()
      .then((sessions) => sessions.secret(purpose, () => randomBytes(32).toString('base64url')))
      .catch((error: unknown) => {
        made.delete(purpose);
        throw error;
      });
    made.set(purpose, key);
  }
  return key;
}
