import type { MarketContext } from '../catalog/market-context';
import { composeMail, storeSender, type MailTranslator } from '../mail/compose';
import type { OutgoingMail } from '../storefront';
import type { LanguageCode } from '../shop/codes';
import type { MessageKind, VisitorMessage } from './message-schema';

/** The message's lines as paragraphs, so the HTML part keeps the sender's line breaks (each escaped as text). */
const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/**
 * The message to the store's service address, in the store's own language: "reply" reaches the sender. The
 * sender's name and subject go into the body and the subject only as text (the schema lets no line break in).
 */
export function storeMail(
  kind: MessageKind,
  message: VisitorMessage,
  context: Pick<MarketContext, 'store'>,
  language: LanguageCode,
  pageLanguage: LanguageCode,
  t: MailTranslator,
): OutgoingMail {
  return composeMail({
    from: storeSender(context),
    to: context.store.info.email,
    replyTo: message.email,
    language,
    subject: t(`${kind}.subject`, { subject: message.subject }),
    paragraphs: [
      t(`${kind}.intro`, { storeName: context.store.config.storeName }),
      t('sender', { sender: `${message.name} <${message.email}>` }),
      ...(message.orderNumber ? [t('storeOrderNumber', { orderNumber: message.orderNumber })] : []),
      t('pageLanguage', { language: pageLanguage }),
      t('subjectLine', { subject: message.subject }),
      t('message'),
      ...lines(message.message),
    ],
    closing: [t('answer')],
  });
}

/**
 * The sender's copy, in the page's language. Anyone can type any address into the form, so the copy must be of
 * no use to send strangers spam: its subject and opening are the shop's own confirmation, it greets no one by
 * the typed name, and what was typed follows only as a quotation, each line marked with "> " (in the HTML part
 * escaped text, no link). The handler also limits the copies per address.
 */
export function senderCopy(
  kind: MessageKind,
  message: VisitorMessage,
  context: Pick<MarketContext, 'store'>,
  language: LanguageCode,
  t: MailTranslator,
): OutgoingMail {
  const storeName = context.store.config.storeName;
  const quote = (text: string) => `> ${text}`;
  return composeMail({
    from: storeSender(context),
    to: message.email,
    language,
    subject: t('copy.subject', { storeName }),
    paragraphs: [
      t('copy.greeting'),
      t(`copy.${kind}Intro`, { storeName }),
      t('copy.quoted'),
      quote(t('subjectLine', { subject: message.subject })),
      ...(message.orderNumber ? [quote(t('orderNumber', { orderNumber: message.orderNumber }))] : []),
      ...lines(message.message).map(quote),
    ],
    closing: [t('copy.notYou', { email: context.store.info.email }), t('copy.signature', { storeName })],
  });
}
