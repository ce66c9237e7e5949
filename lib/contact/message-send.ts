import 'server-only';
import { consume } from '../api/rate-limit';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { storeDefaults } from '../i18n/stores';
import { messagesTranslator } from '../mail/compose';
import { sendMail } from '../mail/send';
import { reportError } from '../monitoring/server';
import { senderCopy, storeMail } from './message-mails';
import type { MessageKind, VisitorMessage } from './message-schema';

/**
 * Mails a message to the store (a failure throws: the sender must know it did not arrive), then its copy to the
 * sender, unless that address has had its copies for the day: the store's mail is what matters, and a refusal
 * there would let anyone block another's contact form by filling in their address.
 */
export async function sendVisitorMessage(
  kind: MessageKind,
  message: VisitorMessage,
  market: Market,
  context: MarketContext,
): Promise<{ copied: boolean }> {
  const storeLanguage = storeDefaults[market.store].language;
  const toStore = await messagesTranslator(storeLanguage, 'ContactMail');
  await sendMail(storeMail(kind, message, context, storeLanguage, market.language, toStore));
  // From here on nothing may fail the message: the store has it, so the sender is told it arrived.
  try {
    if (!(await consume('contactCopy', message.email)).allowed) return { copied: false };
    const toSender = await messagesTranslator(market.language, 'ContactMail');
    await sendMail(senderCopy(kind, message, context, market.language, toSender));
    return { copied: true };
  } catch (error) {
    await reportError(error, 'Sending the copy of a contact message failed');
    return { copied: false };
  }
}
