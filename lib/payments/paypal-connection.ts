import { Agent, type RequestOptions } from 'node:https';
import { connect } from 'node:net';
import { Client, Environment } from '@paypal/paypal-server-sdk';

/**
 * The official PayPal client, pointed at `apiBase`.
 *
 * The SDK (2.5) knows only PayPal's two hosts: its Environment picks the base URL and nothing overrides it. For
 * PayPal's hosts we choose that Environment. For anything else (the local fake) we keep the SDK's URLs and give
 * it what it does let us choose, its https agent (`httpClientOptions.httpsAgent`, a stable option): that agent
 * opens each connection to apiBase instead, over plain TCP. The SDK then speaks the same HTTP it would speak to
 * PayPal (OAuth token, Orders v2, timeouts) to the fake, with PayPal's host name in the Host header.
 * This needs no dependency the shop does not already have (axios is the SDK's own) and no interception in the
 * process, so the Next.js server of a browser test reaches the fake just as a unit under test does.
 */

const paypalHosts: Record<string, Environment> = {
  'https://api-m.paypal.com': Environment.Production,
  'https://api-m.sandbox.paypal.com': Environment.Sandbox,
};

export interface PayPalConnection {
  clientId: string;
  clientSecret: string;
  /** PayPal's live API (the default) or its sandbox, or a plain-http stand-in (`http://127.0.0.1:PORT`). */
  apiBase?: string;
  timeoutMs: number;
}

/** An https agent that connects to a plain-http stand-in, whichever host the request names. */
class StandInAgent extends Agent {
  constructor(private readonly target: URL) {
    super();
  }

  override createConnection(_options: RequestOptions) {
    return connect({ host: this.target.hostname, port: Number(this.target.port) || 80 });
  }
}

export function paypalClient(connection: PayPalConnection): Client {
  const base = new URL(connection.apiBase ?? 'https://api-m.paypal.com');
  const environment = paypalHosts[base.origin];
  if (!environment && (base.protocol !== 'http:' || base.pathname !== '/')) {
    throw new Error(
      `PayPal's apiBase is one of PayPal's hosts or a plain-http origin, not ${connection.apiBase}`,
    );
  }
  return new Client({
    // For a stand-in the SDK still writes sandbox URLs; the agent below takes them elsewhere.
    environment: environment ?? Environment.Sandbox,
    clientCredentialsAuthCredentials: {
      oAuthClientId: connection.clientId,
      oAuthClientSecret: connection.clientSecret,
    },
    // The SDK's retries stay off (its default): they would repeat every error answer as if it were a timeout,
    // a declined capture or refused credentials included. The shop retries by itself where it matters: the order
    // stays payable, the return page settles again, PayPal delivers a webhook again.
    httpClientOptions: {
      timeout: connection.timeoutMs,
      ...(!environment && { httpsAgent: new StandInAgent(base) }),
    },
  });
}
