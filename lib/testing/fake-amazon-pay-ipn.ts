import { randomBytes, randomUUID, sign } from 'node:crypto';
import { createServer } from 'node:https';
import { listenOnLoopback } from './loopback';
import { localCertificate } from './fake-amazon-pay-certificates';
import notificationTemplate from './payment-fixtures/amazonpay/sns-notification.json';

/**
 * Amazon Pay's notifications as Amazon SNS delivers them, signed the way SNS signs them, with certificates served
 * over https by a stand-in SNS host on loopback. The shop trusts that host only through its test configuration
 * (`ipnCertificateHosts` and the host's CA): https rather than plain http, so the provider's real rule (https
 * certificate addresses only) is the rule under test, and a plain-http address can be shown to be refused.
 */

export interface SnsDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface SnsSigningOptions {
  /** "1" (SHA1withRSA, SNS's default), "2" (SHA256withRSA), or anything else to see it refused. */
  signatureVersion?: string;
  /** Which certificate the message names; `other` is a valid certificate of another key. */
  certificate?: 'own' | 'other';
  /** Names this address as SigningCertURL instead (signed all the same). */
  certificateUrl?: string;
}

export interface SnsHost {
  /** host:port of the stand-in, for `ipnCertificateHosts`. */
  host: string;
  /** Its TLS certificate (self-signed), for `ipnCertificateCa`. */
  ca: string;
  certificateUrl: string;
  /** How often a signing certificate was downloaded. */
  downloads(): number;
  deliver(notification: object, options?: SnsSigningOptions): SnsDelivery;
  close(): Promise<void>;
}

const signedFields = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;

export async function startSnsHost(): Promise<SnsHost> {
  const tls = localCertificate('sns.local');
  const own = localCertificate('sns.amazonaws.com');
  const other = localCertificate('sns.amazonaws.com');
  const files = new Map([
    [`/SimpleNotificationService-${randomBytes(16).toString('hex')}.pem`, own.certificate],
    [`/SimpleNotificationService-${randomBytes(16).toString('hex')}.pem`, other.certificate],
  ]);
  let downloads = 0;
  const server = createServer({ cert: tls.certificate, key: tls.privateKeyPem }, (request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'https://sns.local').pathname);
    if (!file) return void response.writeHead(404).end();
    downloads += 1;
    response.writeHead(200, { 'Content-Type': 'application/x-pem-file' }).end(file);
  });
  const { origin, close } = await listenOnLoopback(server);
  const base = origin.replace('http:', 'https:');
  const [ownPath = '', otherPath = ''] = files.keys();

  return {
    host: new URL(base).host,
    ca: tls.certificate,
    certificateUrl: `${base}${ownPath}`,
    downloads: () => downloads,
    deliver(notification, { signatureVersion = '1', certificate = 'own', certificateUrl } = {}) {
      const message: Record<string, string> = {
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: notificationTemplate.TopicArn,
        Message: JSON.stringify(notification),
        Timestamp: new Date().toISOString(),
      };
      const toSign = signedFields
        .filter((field) => message[field] !== undefined)
        .map((field) => `${field}\n${message[field]}\n`)
        .join('');
      const body = JSON.stringify({
        ...message,
        SignatureVersion: signatureVersion,
        Signature: sign(
          signatureVersion === '1' ? 'sha1' : 'sha256',
          Buffer.from(toSign),
          own.privateKey,
        ).toString('base64'),
        SigningCertURL: certificateUrl ?? `${base}${certificate === 'own' ? ownPath : otherPath}`,
        UnsubscribeURL: notificationTemplate.UnsubscribeURL,
      });
      return {
        body,
        headers: {
          'content-type': 'text/plain; charset=UTF-8',
          'x-amz-sns-message-type': 'Notification',
          'x-amz-sns-message-id': message.MessageId ?? '',
          'x-amz-sns-topic-arn': notificationTemplate.TopicArn,
          'user-agent': 'Amazon Simple Notification Service Agent',
        },
      };
    },
    close: () => {
      server.closeAllConnections();
      return close();
    },
  };
}
