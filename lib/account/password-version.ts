import { createHash } from 'node:crypto';

/**
 * A short fingerprint of the password an account has now, for links that act on it: a confirmation link names
 * the password its registration chose, so a later registration of the same unconfirmed address (someone else
 * choosing another password) makes the earlier link void instead of confirming the other person's password.
 */
export function passwordVersion(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? 'none')
    .digest('base64url')
    .slice(0, 16);
}
