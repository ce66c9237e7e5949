import 'server-only';
import { signingKey } from '../../session/signing-key';
import { PENDING_COOKIE, openPending, type PendingIdentity } from './sealed-cookies';

/**
 * The form the login page shows after a provider's answer (`?social=complete|link`), with the pending identity
 * it is about; 'expired' when the query asks for one whose cookie is gone, expired or not ours; null otherwise.
 */
export async function pendingForm(
  query: Record<string, string | string[] | undefined>,
  cookie: (name: string) => string | undefined,
): Promise<PendingIdentity | 'expired' | null> {
  const asked = query.social;
  if (asked !== 'complete' && asked !== 'link') return null;
  const sealed = cookie(PENDING_COOKIE);
  const reading = sealed ? openPending(sealed, await signingKey('social-login'), new Date()) : null;
  return reading?.ok && reading.payload.k === asked ? reading.payload : 'expired';
}
