import 'server-only';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, two passes, one lane): about 20 ms per hash on these
 * cores, so a login stays far below 250 ms at p95 while every guess costs an attacker 19 MiB.
 */
export const ARGON2_PARAMETERS = {
  // Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), ARGON2_PARAMETERS);
}

// Verified against when no account has the e-mail address, so "no such account" takes as long as "wrong password".
let decoy: Promise<string> | null = null;

/**
 * Whether `password` is the one `storedHash` was made from. Without a stored hash it still does the work of a
 * check (and answers false), so the time of an answer tells nobody whether the account exists.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword('no account has this password');
  const against = storedHash ?? (await decoy);
  const matches = await verify(against, password.normalize('NFC')).catch(() => false);
  return storedHash !== null && matches;
}
