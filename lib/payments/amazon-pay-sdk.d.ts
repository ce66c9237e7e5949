/**
 * The parts of the official Amazon Pay SDK (2.3, plain JavaScript without types) the shop uses. Answers are
 * typed `unknown`: the provider parses what it reads.
 */
declare module '@amazonpay/amazon-pay-api-sdk-nodejs' {
  export interface AmazonPayClientConfig {
    publicKeyId: string;
    privateKey: string;
    region: 'eu' | 'na' | 'jp';
    /** Ignored for key ids that name their environment (SANDBOX-… / LIVE-…). */
    sandbox?: boolean;
    algorithm?: 'AMZN-PAY-RSASSA-PSS-V2';
  }

  /** What `apiCall` is given: the SDK fills in the path's environment and version and turns `payload` into JSON. */
  export interface AmazonPayRequest {
    method: string;
    urlFragment: string;
    payload?: unknown;
    headers?: Record<string, string> | null;
    queryParams?: Record<string, string> | null;
  }

  export interface AmazonPayAnswer {
    status: number;
    data: unknown;
  }

  export class AmazonPayClient {
    constructor(config: AmazonPayClientConfig);
    /** Sends one signed request; every API method of the client goes through it. */
    apiCall(options: AmazonPayRequest, maxRedirects?: number): Promise<AmazonPayAnswer>;
    /** Prepares `options` in place (path, JSON body) and answers the headers signed for it. */
    getSignedHeaders(options: AmazonPayRequest): Record<string, string>;
  }

  export class WebStoreClient extends AmazonPayClient {
    createCheckoutSession(payload: object, headers: Record<string, string>): Promise<AmazonPayAnswer>;
    getCheckoutSession(checkoutSessionId: string): Promise<AmazonPayAnswer>;
    completeCheckoutSession(checkoutSessionId: string, payload: object): Promise<AmazonPayAnswer>;
    getCharge(chargeId: string): Promise<AmazonPayAnswer>;
    getChargePermission(chargePermissionId: string): Promise<AmazonPayAnswer>;
  }
}
