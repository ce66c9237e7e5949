import { SMTPServer } from 'smtp-server';

export interface HeldSmtp {
  url: string;
  /** Recipients of every mail whose text arrived, answered or not. */
  arrived: string[];
  /** Recipients of the mails answered as taken. */
  taken: string[];
  /**
   * How long the answer to a mail's text waits: 0 answers at once, null never (as a mail server that hangs after
   * the final dot, until the sender goes away).
   */
  holdMs: number | null;
  /** Resolves once the next mail's text arrived, its answer still held. */
  nextArrival(): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (smtp-server from npm) that holds its answer to each mail's text. */
export async function startHeldSmtp(): Promise<HeldSmtp> {
  const waiting: Array<(to: string) => void> = [];
  const smtp = { arrived: [], taken: [], holdMs: 0 } as unknown as HeldSmtp;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
      stream.resume();
      stream.on('end', () => {
        smtp.arrived.push(to);
        waiting.shift()?.(to);
        if (smtp.holdMs === null) return;
        setTimeout(() => {
          smtp.taken.push(to);
          done();
        }, smtp.holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return Object.assign(smtp, {
    url: `smtp://127.0.0.1:${port}`,
    nextArrival: () => new Promise<string>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
