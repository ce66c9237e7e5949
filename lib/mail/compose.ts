import { createTranslator } from 'use-intl/core';
import type { MarketContext } from '../catalog/market-context';
import type { LanguageCode } from '../shop/codes';
import type { MailAttachment, OutgoingMail } from '../storefront';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The store's service address under its name: every shop mail comes from it (SPF/DKIM, README "Mail"). */
export const storeSender = (context: Pick<MarketContext, 'store'>): string =>
  `"${context.store.config.storeName.replace(/"/g, '')}" <${context.store.info.email}>`;

/** An image among a mail's paragraphs: shown inline in the HTML; the text version has its description. */
export interface MailImage {
  cid: string;
  /** What the image says, for readers who see no images and for the text version. */
  alt: string;
  png: Buffer;
  /** CSS pixels it is shown at. */
  width: number;
}

const isImage = (paragraph: string | MailImage): paragraph is MailImage => typeof paragraph !== 'string';

export type MailTranslator = (key: string, values?: Record<string, string | number>) => string;

/** A namespace of a language's messages, for texts the server sends outside any page (mails, downloads). */
export async function messagesTranslator(language: LanguageCode, namespace: string): Promise<MailTranslator> {
  const messages = (await import(`../../messages/${language}.json`)).default as Record<string, unknown>;
  const translate = createTranslator({ locale: language, messages, namespace });
  // The messages are read at run time, so their keys are not known to the type checker.
  return (key, values) => (translate as unknown as MailTranslator)(key, values);
}

/** The Mail messages of a language. */
export const mailTranslator = (language: LanguageCode): Promise<MailTranslator> =>
  messagesTranslator(language, 'Mail');

/**
 * A mail of paragraphs (and images sent along with it) and at most one link, as plain text and as simple HTML: every
 * text is escaped, the link is written out in full (readers see where it goes), and nothing is loaded from elsewhere.
 */
export function composeMail(parts: {
  from: string;
  to: string;
  subject: string;
  language: LanguageCode;
  paragraphs: Array<string | MailImage>;
  link?: string;
  closing: string[];
  replyTo?: string;
  attachments?: MailAttachment[];
}): OutgoingMail {
  const { paragraphs, link, closing } = parts;
  const text = [
    ...paragraphs.map((paragraph) => (isImage(paragraph) ? paragraph.alt : paragraph)),
    ...(link ? [link] : []),
    ...closing,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${parts.language}"><body style="font-family:sans-serif;line-height:1.5">${[
    ...paragraphs.map((paragraph) =>
      isImage(paragraph)
        ? `<p><img src="cid:${escape(paragraph.cid)}" alt="${escape(paragraph.alt)}" width="${paragraph.width}" height="${paragraph.width}"></p>`
        : `<p>${escape(paragraph)}</p>`,
    ),
    ...(link ? [`<p><a href="${escape(link)}">${escape(link)}</a></p>`] : []),
    ...closing.map((paragraph) => `<p>${escape(paragraph)}</p>`),
  ].join('')}</body></html>`;
  const mail: OutgoingMail = {
    from: parts.from,
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    ...(parts.replyTo ? { replyTo: parts.replyTo } : {}),
  };
  const attachments = [
    ...paragraphs.filter(isImage).map((image) => ({
      filename: `${image.cid.split('@')[0]}.png`,
      content: image.png,
      contentType: 'image/png',
      cid: image.cid,
    })),
    ...(parts.attachments ?? []),
  ];
  return attachments.length ? { ...mail, attachments } : mail;
}
