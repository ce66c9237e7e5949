import { verify, X509Certificate } from 'node:crypto';
import { get } from 'node:https';
import { rootCertificates } from 'node:tls';
import { z } from 'zod';

/**
 * Amazon Pay's instant payment notifications (IPN): Amazon SNS messages posted to the shop's webhook, `Type`
 * "Notification", the notification itself a JSON string in `Message`. SNS signs the message's fields with the key
 * of the certificate at `SigningCertURL` (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA), so that certificate
 * is trusted only when fetched over https from an SNS host (any AWS region's `sns.<region>.amazonaws.com`, as
 * AWS's own message validators accept) or from the hosts the configuration names instead.
 *
 * There is no freshness window: SNS redelivers a message for hours with its first Timestamp and signature, so a
 * window would refuse real redeliveries; a replay is caught by its NotificationId, which the shop stores.
 */

const snsMessageSchema = z.object({
  Type: z.literal('Notification'),
  MessageId: z.string().min(1),
  TopicArn: z.string().regex(/^arn:aws:sns:[a-z0-9-]+:\d{12}:[\w-]+$/),
  Subject: z.string().optional(),
  Message: z.string(),
  Timestamp: z.string(),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1),
  SigningCertURL: z.string(),
});
type SnsMessage = z.infer<typeof snsMessageSchema>;

const notificationSchema = z.object({
  MerchantID: z.string(),
  ObjectType: z.string(),
  ObjectId: z.string().min(1),
  ChargePermissionId: z.string().optional(),
  NotificationType: z.string(),
  NotificationId: z.string().min(1),
});
export type AmazonPayNotification = z.infer<typeof notificationSchema>;

const algorithms = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' } as const;
const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com$/;
/** SNS's certificates are about 2 KB; anything much larger is not one. */
const MAX_CERTIFICATE_BYTES = 16 * 1024;
const CACHED_CERTIFICATES = 16;

/** SNS's string to sign for a Notification: each signed field as "name\nvalue\n", in this order. */
export function snsStringToSign(message: SnsMessage): string {
  const fields = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;
  return fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join('');
}

/** Only https, no credentials, a .pem file, on an SNS host or (when given) on one of `hosts`. */
export function isAllowedCertificateUrl(address: string, hosts?: readonly string[]): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  if (url.protocol !== 'https:' || url.username || url.password || !url.pathname.endsWith('.pem'))
    return false;
  return hosts ? hosts.includes(url.host) : SNS_HOST.test(url.host);
}

export interface IpnVerifierOptions {
  merchantId: string;
  certificateHosts?: readonly string[];
  /** A further CA (PEM) trusted for downloading certificates, beside the system's: the tests' local one. */
  certificateCa?: string;
  timeoutMs: number;
}

function download(address: string, options: IpnVerifierOptions): Promise<X509Certificate> {
  const ca = options.certificateCa ? [...rootCertificates, options.certificateCa] : undefined;
  return new Promise((resolve, reject) => {
    const request = get(address, { ca, timeout: options.timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_CERTIFICATE_BYTES) request.destroy(new Error(`${address} is too large`));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        if (response.statusCode !== 200)
          return reject(new Error(`${address} answered ${response.statusCode}`));
        try {
          resolve(new X509Certificate(Buffer.concat(chunks)));
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${address} did not answer in time`)));
    request.on('error', reject);
  });
}

/**
 * Checks an IPN delivery: the notification when SNS signed it for this merchant, null when it is not an authentic
 * notification. Throws when an allowed certificate host cannot be reached: that is no verdict on the delivery.
 */
export function ipnVerifier(options: IpnVerifierOptions) {
  const certificates = new Map<string, Promise<X509Certificate>>();
  const certificateAt = (address: string) => {
    const known = certificates.get(address);
    if (known) return known;
    const fetched = download(address, options);
    fetched.catch(() => certificates.delete(address));
    if (certificates.size >= CACHED_CERTIFICATES) certificates.delete(certificates.keys().next().value ?? '');
    certificates.set(address, fetched);
    return fetched;
  };

  return async (rawBody: string, headers: Headers): Promise<AmazonPayNotification | null> => {
    let parsed: ReturnType<typeof snsMessageSchema.safeParse>;
    try {
      parsed = snsMessageSchema.safeParse(JSON.parse(rawBody));
    } catch {
      return null;
    }
    if (!parsed.success) return null;
    const message = parsed.data;
    const typeHeader = headers.get('x-amz-sns-message-type');
    if (typeHeader !== null && typeHeader !== message.Type) return null;
    if (!isAllowedCertificateUrl(message.SigningCertURL, options.certificateHosts)) return null;
    const certificate = await certificateAt(message.SigningCertURL);
    const signed = verify(
      algorithms[message.SignatureVersion],
      Buffer.from(snsStringToSign(message), 'utf8'),
      certificate.publicKey,
      Buffer.from(message.Signature, 'base64'),
    );
    if (!signed) return null;
    try {
      const notification = notificationSchema.safeParse(JSON.parse(message.Message));
      return notification.success && notification.data.MerchantID === options.merchantId
        ? notification.data
        : null;
    } catch {
      return null;
    }
  };
}
