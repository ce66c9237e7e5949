import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback, serviceFaults, type FaultSwitches } from '../service-faults';

/**
 * The HTTP side shared by the fake Stripe and the fake PayPal: a server on a free port, requests read whole, and
 * the failures a provider shows (slow, answering 500, dropping connections). Failures touch only the API
 * (`/v1/…`, `/v2/…`): the hosted page stays usable, as a provider's checkout page does in an API outage.
 */

export interface ProviderRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; html: string }
  | { redirect: string };

/** The switches touch the API only: `down('error')` gives its calls the provider's 500 answer. */
export interface ProviderServer extends FaultSwitches {
  origin: string;
  close(): Promise<void>;
}

/** A provider's API lives under a version (/v1/, /v2/): slowness and outages hit it, never the hosted page. */
const isApiPath = (path: string) => /^\/v\d+\//.test(path);

/** A fake's two halves on one server: its API, and the hosted page the shopper is sent to. */
type Route = (request: ProviderRequest) => Answer | Promise<Answer>;

export const apiOrPage =
  (api: Route, page: Route): Route =>
  (request) =>
    isApiPath(request.path) ? api(request) : page(request);

export async function startProviderServer(
  route: Route,
  outageAnswer: { status: number; body: unknown },
  port = 0,
): Promise<ProviderServer> {
  const faults = serviceFaults();
  let origin = '';

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', origin);
    const isApi = isApiPath(url.pathname);
    if (isApi) await faults.delay();
    if (isApi && faults.outage() === 'close') return void request.socket.destroy();
    const providerRequest: ProviderRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    // A fake that trips over a request says so in its answer instead of taking the test process down.
    const answer: Answer =
      isApi && faults.outage() === 'error'
        ? { status: outageAnswer.status, json: outageAnswer.body }
        : await Promise.resolve()
            .then(() => route(providerRequest))
            .catch((error: Error) => ({ status: 500, json: { fake_error: error.message } }));
    if (response.destroyed) return;
    if ('redirect' in answer) {
      response.writeHead(303, { Location: answer.redirect }).end();
    } else if ('html' in answer) {
      response.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
    } else {
      response
        .writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers })
        .end(JSON.stringify(answer.json));
    }
  });
  origin = await listenOnLoopback(server, port);
  return { origin, ...faults.switches, close: () => faults.close(server) };
}

/** Posts a signed webhook delivery the way a provider does; the answer's status, or 0 when nobody answered. */
export async function deliverWebhook(
  url: string,
  delivery: { body: string; headers: Record<string, string> },
): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
