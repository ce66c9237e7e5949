import {
  WebStoreClient,
  type AmazonPayAnswer,
  type AmazonPayClientConfig,
  type AmazonPayRequest,
} from '@amazonpay/amazon-pay-api-sdk-nodejs';

/**
 * The official Amazon Pay client, with its sending replaced and its signing kept.
 *
 * The SDK (2.3) builds each request and signs it (AMZN-PAY-RSASSA-PSS-V2), then sends it through the shared
 * axios instance of its module: without a timeout, to Amazon's host for the region, and its only other address
 * (`overrideServiceUrl`) sets NODE_TLS_REJECT_UNAUTHORIZED=0 for the whole process. So this client overrides
 * `apiCall`, the one method all API calls go through: it asks the SDK for the signed headers of the request
 * (`getSignedHeaders`, public) and sends exactly that request with fetch, bounded by a timeout, to Amazon's host
 * (the one the signature names) or to `apiBase`. Nothing is shared between clients and TLS stays checked.
 */

export interface AmazonPayConnection {
  publicKeyId: string;
  privateKey: string;
  region: AmazonPayClientConfig['region'];
  sandbox: boolean;
  /** Another API origin, such as the local fake (`http://127.0.0.1:PORT`); Amazon's host for the region when unset. */
  apiBase?: string;
  timeoutMs: number;
}

/** Amazon's error answer (`reasonCode`, `message`), kept apart from timeouts and dropped connections. */
export class AmazonPayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reasonCode: string | null,
    message: string,
  ) {
    super(`Amazon Pay answered ${status} ${reasonCode ?? ''}: ${message}`);
    this.name = 'AmazonPayRefusal';
  }
}

function originOf(apiBase: string | undefined): string | null {
  if (!apiBase) return null;
  const url = new URL(apiBase);
  if (url.pathname !== '/' || url.search || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`Amazon Pay's apiBase is an origin (https://host[:port]), not ${apiBase}`);
  return url.origin;
}

const bodyOf = (text: string): { reasonCode?: unknown; message?: unknown } | null => {
  try {
    return JSON.parse(text) as { reasonCode?: unknown; message?: unknown } | null;
  } catch {
    return null;
  }
};

class ShopAmazonPayClient extends WebStoreClient {
  constructor(
    config: AmazonPayClientConfig,
    private readonly origin: string | null,
    private readonly timeoutMs: number,
  ) {
    super(config);
  }

  override async apiCall(options: AmazonPayRequest): Promise<AmazonPayAnswer> {
    const headers = this.getSignedHeaders(options);
    const origin = this.origin ?? `https://${headers['x-amz-pay-host']}`;
    const body = typeof options.payload === 'string' ? options.payload : undefined;
    const response = await fetch(`${origin}/${options.urlFragment}`, {
      method: options.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    const data = bodyOf(text);
    if (!response.ok || data === null)
      throw new AmazonPayRefusal(
        response.status,
        typeof data?.reasonCode === 'string' ? data.reasonCode : null,
        typeof data?.message === 'string' ? data.message : text.slice(0, 200),
      );
    return { status: response.status, data };
  }
}

export function amazonPayClient(connection: AmazonPayConnection): WebStoreClient {
  return new ShopAmazonPayClient(
    {
      publicKeyId: connection.publicKeyId,
      privateKey: connection.privateKey,
      region: connection.region,
      sandbox: connection.sandbox,
      algorithm: 'AMZN-PAY-RSASSA-PSS-V2',
    },
    originOf(connection.apiBase),
    connection.timeoutMs,
  );
}
