/**
 * The PostgreSQL wire protocol's framing, as far as the command socket needs it: where one client message ends,
 * which messages end a unit of work, and whether the server is idle after it. PGlite answers the messages; this
 * only decides when the shop's own queries may run again between a command's.
 */

const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSS_ENCRYPTION_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

export type ClientMessage =
  /** The startup packet: answered by PGlite with its authentication and ReadyForQuery. */
  | { kind: 'startup'; bytes: Uint8Array }
  /** SSL or GSS encryption asked for: refused with a single 'N', the socket is local and owner-only. */
  | { kind: 'encryption' }
  /** A query cancel on a new connection: PGlite cannot cancel, so it is dropped. */
  | { kind: 'cancel' }
  | { kind: 'terminate' }
  /**
   * Any other message, by its type byte; `endsUnit` for a simple Query, a Sync or a FunctionCall, after which
   * PGlite sends ReadyForQuery.
   */
  | { kind: 'message'; type: string; bytes: Uint8Array; endsUnit: boolean };

export class WireProtocolError extends Error {}

/**
 * Splits the complete messages off the front of `buffer`. `started` says whether the startup packet has been
 * seen: before it, messages carry no type byte. Returns the messages and the incomplete rest.
 */
export function takeMessages(
  buffer: Buffer,
  started: boolean,
): { messages: ClientMessage[]; rest: Buffer; started: boolean } {
  const messages: ClientMessage[] = [];
  let offset = 0;
  while (true) {
    const available = buffer.length - offset;
    if (!started) {
      if (available < 8) break;
      const length = buffer.readInt32BE(offset);
      const code = buffer.readInt32BE(offset + 4);
      if (length < 8 || length > 10_000) throw new WireProtocolError(`startup packet of ${length} bytes`);
      if (available < length) break;
      if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) messages.push({ kind: 'encryption' });
      else if (code === CANCEL_REQUEST) messages.push({ kind: 'cancel' });
      else if (code === PROTOCOL_3) {
        messages.push({ kind: 'startup', bytes: buffer.subarray(offset, offset + length) });
        started = true;
      } else throw new WireProtocolError(`unknown startup code ${code}`);
      offset += length;
      continue;
    }
    if (available < 5) break;
    const type = String.fromCharCode(buffer[offset]!);
    const length = buffer.readInt32BE(offset + 1);
    if (length < 4) throw new WireProtocolError(`message ${type} of ${length} bytes`);
    if (available < 1 + length) break;
    const bytes = buffer.subarray(offset, offset + 1 + length);
    offset += 1 + length;
    if (type === 'X') messages.push({ kind: 'terminate' });
    else
      messages.push({ kind: 'message', type, bytes, endsUnit: type === 'Q' || type === 'S' || type === 'F' });
  }
  return { messages, rest: buffer.subarray(offset), started };
}

/** A transaction state from ReadyForQuery: idle, in a transaction, or in a failed one. */
export type TransactionStatus = 'I' | 'T' | 'E';

/**
 * The status of the ReadyForQuery that closes `answerTail` (the last bytes PGlite sent for a unit), or null when
 * the answer does not end with one.
 */
export function readyStatus(answerTail: Uint8Array): TransactionStatus | null {
  if (answerTail.length < 6) return null;
  const at = answerTail.length - 6;
  const view = Buffer.from(answerTail.buffer, answerTail.byteOffset, answerTail.byteLength);
  if (view[at] !== 0x5a || view.readInt32BE(at + 1) !== 5) return null;
  const status = String.fromCharCode(view[at + 5]!);
  return status === 'I' || status === 'T' || status === 'E' ? status : null;
}

/** A simple Query message, for the socket's own clean-up (ROLLBACK of a command that went away mid-transaction). */
export function simpleQuery(text: string): Uint8Array {
  return framed('Q', Buffer.from(`${text}\0`, 'utf8'));
}

/** A Sync message: ends an extended-protocol exchange a command left half-way, so PGlite is ready again. */
export const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

/** One typed message: its type byte, its length, its body. */
export function framed(type: string, body: Buffer): Buffer {
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * An Execute of a portal that does not exist: it fails on purpose, so the Sync after it rolls back what a
 * command that went away mid-exchange had executed (a Sync alone would commit it).
 */
export const FAILING_EXECUTE = framed('E', Buffer.from('storefront_abandoned\0\0\0\0\0', 'latin1'));

/** The SQL of a simple Query or a Parse message; null for any other message. */
export function queryTextOf(type: string, bytes: Uint8Array): string | null {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset + 5, bytes.byteLength - 5);
  if (type === 'Q') return body.toString('utf8', 0, Math.max(0, body.indexOf(0)));
  if (type !== 'P') return null;
  const textStart = body.indexOf(0) + 1;
  return body.toString('utf8', textStart, Math.max(textStart, body.indexOf(0, textStart)));
}

/**
 * COPY … FROM STDIN: PGlite cannot take its data over the wire (it stops with exit(1), which would hang the
 * shop), so the socket refuses it before PGlite sees it.
 */
export const copiesFromClient = (sql: string) => /\bcopy\b[\s\S]*\bfrom\s+stdin\b/i.test(sql);

/** An ErrorResponse the socket sends itself (feature_not_supported). */
export function errorResponse(text: string): Buffer {
  const fields = ['SERROR', 'VERROR', 'C0A000', `M${text}`].map((field) => `${field}\0`).join('');
  return framed('E', Buffer.from(`${fields}\0`, 'utf8'));
}

export const readyForQuery = (status: TransactionStatus) => framed('Z', Buffer.from(status, 'latin1'));
