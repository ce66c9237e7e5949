/** The account mails counted per recipient; a registration after an order is a registration. */
export type AccountMailKind = 'registration' | 'passwordReset' | 'emailChange';

/** One counter per kind and mailbox, however the address was spelled: trimmed and lower-case. */
export function recipientKey(kind: AccountMailKind, email: string): string {
  return `${kind}:${email.trim().toLowerCase()}`;
}
