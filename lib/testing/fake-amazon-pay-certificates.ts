import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * Self-signed X.509 certificates made in the test process (Node can read certificates but not write them, and
 * the shop has no certificate library): one for the fake SNS host's TLS, one that signs its notifications. Each
 * is a minimal DER v3 certificate, RSA 2048 with SHA-256, valid for a day, for 127.0.0.1.
 */

export interface LocalCertificate {
  /** The certificate, PEM. */
  certificate: string;
  privateKey: KeyObject;
  /** The private key, PEM (what an https server takes). */
  privateKeyPem: string;
}

const lengthOf = (length: number) =>
  length < 0x80
    ? Buffer.from([length])
    : length < 0x100
      ? Buffer.from([0x81, length])
      : Buffer.from([0x82, length >> 8, length & 0xff]);
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

const positiveInteger = (bytes: Buffer) =>
  tlv(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const commonName = (name: string) =>
  sequence(tlv(0x31, sequence(objectId('2.5.4.3'), tlv(0x0c, Buffer.from(name)))));
const sha256WithRsa = sequence(objectId('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

const extensions = tlv(
  0xa3,
  sequence(
    // basicConstraints cA, critical: the certificate is its own trust anchor.
    sequence(
      objectId('2.5.29.19'),
      tlv(0x01, Buffer.from([0xff])),
      tlv(0x04, sequence(tlv(0x01, Buffer.from([0xff])))),
    ),
    // subjectAltName iPAddress 127.0.0.1, which TLS checks the loopback address against.
    sequence(objectId('2.5.29.17'), tlv(0x04, sequence(tlv(0x87, Buffer.from([127, 0, 0, 1]))))),
  ),
);

export function localCertificate(name: string): LocalCertificate {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Date.now();
  const toBeSigned = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    positiveInteger(randomBytes(8)),
    sha256WithRsa,
    commonName(name),
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    commonName(name),
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', toBeSigned, privateKey);
  const der = sequence(toBeSigned, sha256WithRsa, tlv(0x03, Buffer.from([0]), signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    certificate: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    privateKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
