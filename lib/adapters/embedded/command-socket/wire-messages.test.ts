import {
  copiesFromClient,
  queryTextOf,
  readyStatus,
  simpleQuery,
  takeMessages,
  WireProtocolError,
} from './wire-messages';

const startupPacket = () => {
  const packet = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0\0', 'latin1');
  packet.writeInt32BE(packet.length, 0);
  return packet;
};
const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
const sync = Buffer.from('S\0\0\0\x04', 'latin1');
const parse = Buffer.from('P\0\0\0\x10\0SELECT 1\0\0\0', 'latin1');

describe('takeMessages', () => {
  it('reads an SSL request and the startup packet, which carry no type byte', () => {
    const taken = takeMessages(Buffer.concat([sslRequest, startupPacket()]), false);
    expect(taken.messages.map((message) => message.kind)).toEqual(['encryption', 'startup']);
    expect(taken.started).toBe(true);
    expect(taken.rest).toHaveLength(0);
  });

  it('marks a simple query and a Sync as the end of a unit of work, and nothing in between', () => {
    const taken = takeMessages(Buffer.concat([simpleQuery('BEGIN'), parse, sync]), true);
    expect(taken.messages.map((message) => message.kind === 'message' && message.endsUnit)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('keeps an incomplete message for the next chunk', () => {
    const whole = Buffer.concat([parse, sync]);
    const first = takeMessages(whole.subarray(0, 9), true);
    expect(first.messages).toEqual([]);
    const second = takeMessages(Buffer.concat([first.rest, whole.subarray(9)]), true);
    expect(second.messages).toHaveLength(2);
  });

  it('reads Terminate as the end of the connection', () => {
    expect(takeMessages(Buffer.from('X\0\0\0\x04', 'latin1'), true).messages).toEqual([
      { kind: 'terminate' },
    ]);
  });

  it('refuses what no PostgreSQL client sends', () => {
    expect(() => takeMessages(Buffer.from([0, 0, 0, 8, 0, 0, 0, 1]), false)).toThrow(WireProtocolError);
    expect(() => takeMessages(Buffer.from('Q\0\0\0\x01', 'latin1'), true)).toThrow(WireProtocolError);
  });
});

describe('readyStatus', () => {
  const ready = (status: string) => Buffer.from(`C\0\0\0\x0bCOMMIT\0Z\0\0\0\x05${status}`, 'latin1');

  it('reads idle, in a transaction and in a failed one from the closing ReadyForQuery', () => {
    expect(readyStatus(ready('I'))).toBe('I');
    expect(readyStatus(ready('T'))).toBe('T');
    expect(readyStatus(ready('E'))).toBe('E');
  });

  it('says nothing when the answer does not end with ReadyForQuery', () => {
    expect(readyStatus(Buffer.from('1\0\0\0\x04', 'latin1'))).toBeNull();
    expect(readyStatus(new Uint8Array(0))).toBeNull();
  });
});

describe('queryTextOf and copiesFromClient', () => {
  it('read the SQL of a simple query and of a Parse, and nothing of other messages', () => {
    expect(queryTextOf('Q', simpleQuery('COPY probe FROM STDIN'))).toBe('COPY probe FROM STDIN');
    expect(queryTextOf('P', parse)).toBe('SELECT 1');
    expect(queryTextOf('S', sync)).toBeNull();
  });

  it('tell COPY from the client apart from COPY to it and from other statements', () => {
    expect(copiesFromClient('copy probe (note) from stdin with (format csv)')).toBe(true);
    expect(copiesFromClient('COPY probe TO STDOUT')).toBe(false);
    expect(copiesFromClient("INSERT INTO probe VALUES ('from stdin')")).toBe(false);
  });

  it('end a unit of work with a FunctionCall too, which PGlite answers with ReadyForQuery', () => {
    const call = Buffer.from('F\0\0\0\x04', 'latin1');
    expect(takeMessages(call, true).messages).toEqual([
      expect.objectContaining({ type: 'F', endsUnit: true }),
    ]);
  });
});
