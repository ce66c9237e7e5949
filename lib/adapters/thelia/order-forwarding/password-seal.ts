import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The Thelia passwords the storefront made for its buyers, sealed at rest: AES-256-GCM under a key derived from
 * SESSION_SECRET for this one purpose, so a copy of the database alone gives no login at Thelia. A password is
 * made by the storefront, never typed by a person. A changed secret strands the accounts made before: their orders
 * are refused for manual entry (customer-links.ts), as the module cannot set a new password.
 */

const VERSION = 'v1';
const PURPOSE = 'thelia-customer-password';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), PURPOSE, 32));
}

/** A new password for a buyer's Thelia account: 144 random bits, well above any Thelia length rule. */
export const newTheliaPassword = () => randomBytes(18).toString('base64url');

export function sealPassword(password: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The password sealed with the same secret; throws on another secret or a changed seal. */
export function openPassword(sealed: string, secret: string): string {
  const [version, iv, body] = sealed.split('.');
  if (version !== VERSION || !iv || !body) throw new Error('Not a sealed Thelia password');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(-16));
  return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString('utf8');
}
