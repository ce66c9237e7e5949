import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Mails received so far, parsed as a mail client reads them. */
  received: ParsedMail[];
  /** Resolves with the next mail to arrive (or one that already did and was not yet taken). */
  next(): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (smtp-server from npm): what the shop sends arrives here over SMTP. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiting.shift()?.(((taken += 1), mail));
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () =>
      taken < received.length
        ? Promise.resolve(received[(taken += 1) - 1]!)
        : new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
