import { createServer, type IncomingHttpHeaders } from 'node:http';

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

export interface ProviderServer {
  origin: string;
  /** API answers wait this long (0: at once). */
  slow(delayMs: number): void;
  /** `error`: API calls get the provider's 500 answer; `close`: their connections are dropped unanswered. */
  down(how: 'error' | 'close'): void;
  up(): void;
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
  let delayMs = 0;
  let outage: 'error' | 'close' | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });
  let origin = '';

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', origin);
    const isApi = isApiPath(url.pathname);
    if (isApi && delayMs > 0) await wait(delayMs);
    if (isApi && outage === 'close') return void request.socket.destroy();
    const providerRequest: ProviderRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    // A fake that trips over a request says so in its answer instead of taking the test process down.
    const answer: Answer =
      isApi && outage === 'error'
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    slow: (ms) => void (delayMs = ms),
    down: (how) => void (outage = how),
    up: () => void (outage = null),
    close: () =>
      new Promise((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
