/** A mail as the shop sends it: plain text for every reader, HTML for those who show it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where "reply" goes when not to the sender (a visitor's report to the shop); the outbox's text names it. */
  replyTo?: string;
  /** Documents sent along (an order's invoice); the outbox keeps only the texts, as a document can be made again. */
  attachments?: MailAttachment[];
  /** Headers beyond the usual, such as a newsletter's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Content id of an image the HTML shows inline (`<img src="cid:…">`), rather than a file to open. */
  cid?: string;
}

/**
 * Where mails go when no SMTP server is configured (docs/architecture.md "Mail"): kept in the storefront's own store, so
 * the embedded default needs nothing and an operator can still read what would have been sent.
 */
export interface MailOutbox {
  keep(mail: OutgoingMail, now: Date): Promise<void>;
  /** The mails kept for an address, newest first. */
  listFor(to: string): Promise<Array<OutgoingMail & { keptAt: Date }>>;
}
