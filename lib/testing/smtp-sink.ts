import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A header as the mail carries it, its folded lines joined (mailparser makes objects of List-* headers). */
export const mailHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

export interface SmtpSink {
  url: string;
  /** Mails received so far, parsed as a mail client reads them. */
  received: ParsedMail[];
  /**
   * Resolves with the next mail to arrive (or one that already did and was not yet taken), to `to` when given:
   * several journeys' mails may be under way at once.
   */
  next(to?: string): Promise<ParsedMail>;
  /** Mails to refuse (a full mailbox, a server in trouble) before taking any again. */
  refuse: number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (smtp-server from npm): what the shop sends arrives here over SMTP. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const untaken: ParsedMail[] = [];
  const waiting: Array<{ wants: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }> = [];
  const recipientIs = (to: string | undefined) => (mail: ParsedMail) =>
    to === undefined ||
    [mail.to ?? []].flat().some((address) => address.value.some((entry) => entry.address === to));
  const sink = { refuse: 0 } as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      if (sink.refuse > 0) {
        sink.refuse -= 1;
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          const waiter = waiting.findIndex((entry) => entry.wants(mail));
          if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(mail);
          else untaken.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: (to?: string): Promise<ParsedMail> => {
      const wants = recipientIs(to);
      const ready = untaken.findIndex(wants);
      if (ready >= 0) return Promise.resolve(untaken.splice(ready, 1)[0]!);
      return new Promise<ParsedMail>((resolve) => waiting.push({ wants, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
