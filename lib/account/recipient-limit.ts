import 'server-only';
import { consume } from '../api/rate-limit';
import { recipientKey, type AccountMailKind } from './recipient-key';

/**
 * Spends one of the few account mails of `kind` an address may get an hour, from whoever asks (pentest #30:
 * a registration or reset form must not become a way to flood a stranger's mailbox). False when they are
 * spent: the mail is then left out in silence, and the form answers as if it went, so the answer tells
 * nobody whether the address has an account nor whether it was mailed.
 */
export async function mayMailRecipient(kind: AccountMailKind, email: string): Promise<boolean> {
  return (await consume('accountMailRecipient', recipientKey(kind, email))).allowed;
}
