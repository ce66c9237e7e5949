import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  copiesFromClient,
  errorResponse,
  FAILING_EXECUTE,
  queryTextOf,
  readyForQuery,
  readyStatus,
  simpleQuery,
  SYNC,
  takeMessages,
  type ClientMessage,
  type TransactionStatus,
} from './wire-messages';

/**
 * Takes the shop's database from its own queries and transactions: PGlite's transaction lock, the one every
 * in-process query and transaction waits for. Resolves with the function that hands it back.
 */
function holdShopDatabase(client: PGlite): Promise<() => void> {
  return new Promise((held) => {
    void client._runExclusiveTransaction(() => new Promise<void>((release) => held(release)));
  });
}

function lastBytes(tail: Uint8Array, answer: Uint8Array, count: number): Uint8Array {
  const joined = Buffer.concat([tail, answer]);
  return joined.subarray(Math.max(0, joined.length - count));
}

/**
 * One command's connection to the running shop's PGlite. PGlite has a single session, so a command's unit of
 * work (a statement, or a whole transaction) runs with the shop's own queries held back, as an in-process
 * transaction would; between units the shop goes on. A command that goes away or falls silent while it holds the
 * database is rolled back, so it can neither leave half its writes behind nor stall the shop.
 */
export class CommandSession {
  private pending = Buffer.alloc(0);
  private started = false;
  private work: Promise<void> = Promise.resolve();
  private giveBack: (() => void) | null = null;
  private status: TransactionStatus = 'I';
  /** Inside an extended-protocol exchange (after Parse, Bind or Execute, before Sync). */
  private midExchange = false;
  /** After the socket refused a message of an extended exchange: the rest is ignored until Sync, as PostgreSQL does. */
  private discarding = false;
  private silence: NodeJS.Timeout | undefined;
  readonly finished: Promise<void>;

  constructor(
    private readonly client: PGlite,
    private readonly socket: Socket,
    private readonly silenceMs: number,
  ) {
    let ended: () => void = () => undefined;
    this.finished = new Promise((resolve) => (ended = resolve));
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.work = this.work.then(() => this.abandon()).finally(ended);
    });
  }

  private receive(chunk: Buffer): void {
    clearTimeout(this.silence);
    let messages: ClientMessage[];
    try {
      const taken = takeMessages(Buffer.concat([this.pending, chunk]), this.started);
      ({ messages, started: this.started } = taken);
      this.pending = Buffer.from(taken.rest);
    } catch (error) {
      console.error(`Command socket: ${(error as Error).message}; connection closed.`);
      this.socket.destroy();
      return;
    }
    for (const message of messages) this.work = this.work.then(() => this.handle(message));
    this.work = this.work
      .then(() => this.watchSilence())
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'ExitStatus') {
          // PGlite stopped its own program: every query of the shop would wait on it for ever. A supervisor restarts.
          console.error(
            'Command socket: PGlite stopped on a command’s message; the shop exits to be restarted.',
          );
          process.exit(1);
        }
        console.error('Command socket: PGlite failed a command’s message; connection closed.', error);
        this.socket.destroy();
      });
  }

  private async handle(message: ClientMessage): Promise<void> {
    // A message that came in the same chunk as earlier ones is no silence, however long those took.
    clearTimeout(this.silence);
    if (this.socket.destroyed) return;
    switch (message.kind) {
      case 'encryption':
        this.socket.write('N');
        return;
      case 'cancel':
      case 'terminate':
        this.socket.end();
        return;
      case 'startup':
        return this.run(message.bytes, true);
      case 'message':
        return this.relay(message);
    }
  }

  private async relay(message: Extract<ClientMessage, { kind: 'message' }>): Promise<void> {
    if (this.discarding) {
      if (message.type !== 'S') return;
      this.discarding = false;
      return this.run(message.bytes, true);
    }
    const sql = queryTextOf(message.type, message.bytes);
    if (sql === null || !copiesFromClient(sql)) return this.run(message.bytes, message.endsUnit);
    this.socket.write(
      errorResponse('COPY … FROM STDIN cannot run through the running shop: stop it, or use INSERT.'),
    );
    if (message.type === 'Q') {
      this.socket.write(readyForQuery(this.status));
      return;
    }
    // What the exchange executed so far goes with it, as the error would take it in PostgreSQL.
    if (this.midExchange) await this.exchange(FAILING_EXECUTE, () => undefined);
    this.discarding = true;
  }

  private async run(bytes: Uint8Array, endsUnit: boolean): Promise<void> {
    this.giveBack ??= await holdShopDatabase(this.client);
    const tail = await this.exchange(bytes, (answer) => {
      if (!this.socket.destroyed) this.socket.write(Buffer.from(answer));
    });
    this.midExchange = !endsUnit;
    if (!endsUnit) return;
    // Only an answer that ends with ReadyForQuery ends the unit: a COPY under way, for one, does not.
    const status = readyStatus(tail);
    if (status) this.status = status;
    if (status === 'I') this.handBack();
  }

  /** Sends one message to PGlite; returns the answer's last bytes, where ReadyForQuery sits. */
  private async exchange(bytes: Uint8Array, onAnswer: (answer: Uint8Array) => void): Promise<Uint8Array> {
    let tail: Uint8Array = new Uint8Array(0);
    await this.client.runExclusive(() =>
      this.client.execProtocolRawStream(bytes, {
        onRawData: (answer) => {
          onAnswer(answer);
          tail = lastBytes(tail, answer, 6);
        },
      }),
    );
    return tail;
  }

  private watchSilence(): void {
    if (!this.giveBack || this.socket.destroyed) return;
    this.silence = setTimeout(() => {
      console.error(
        `Command socket: a command held the shop's database ${this.silenceMs} ms without a word; rolled back.`,
      );
      this.socket.destroy();
    }, this.silenceMs);
  }

  private async abandon(): Promise<void> {
    clearTimeout(this.silence);
    if (!this.giveBack) return;
    try {
      // A Sync alone would commit a half-sent extended exchange: a failing Execute first makes it roll back.
      if (this.midExchange) await this.exchange(FAILING_EXECUTE, () => undefined);
      const status = readyStatus(await this.exchange(SYNC, () => undefined));
      if (status !== 'I') await this.exchange(simpleQuery('ROLLBACK'), () => undefined);
    } finally {
      this.handBack();
    }
  }

  private handBack(): void {
    this.giveBack?.();
    this.giveBack = null;
  }
}
