import type { AccountMessage } from '../page-message';

const codes = [
  'cancelled',
  'stateInvalid',
  'expired',
  'providerFailed',
  'emailUnverified',
  'wrongPassword',
  'emailTaken',
  'identityTaken',
] as const;

/**
 * A social sign-in's error in the login page's query (`?error=social.cancelled`), under SocialLogin.errors; null
 * for anything else, which the account's own messages read. Only the link form's password is ever marked.
 */
export function socialMessage(query: Record<string, string | string[] | undefined>): AccountMessage | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const code = /^social\.(\w+)$/.exec(first(query.error) ?? '')?.[1];
  if (!codes.some((known) => known === code)) return null;
  return {
    kind: 'error',
    key: `SocialLogin.errors.${code}`,
    values: {},
    fields: (first(query.fields) ?? '').split(',').filter((field) => field === 'password'),
    form: null,
  };
}
