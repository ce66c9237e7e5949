import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, serviceFaults, type FaultSwitches } from '../service-faults';
import { FakeTheliaCarts } from './fake-thelia-cart';
import { FakeTheliaCatalogue } from './fake-thelia-catalogue';
import type { RouteAnswer } from './fake-thelia-context';
import { errorBody, htmlPage, parseCookies, stampLocale } from './fake-thelia-http';
import { FakeTheliaOrders, type FakeTheliaShop } from './fake-thelia-orders';
import { resolveRoute } from './fake-thelia-routing';
import {
  FakeTheliaSessions,
  resolveCurrency,
  resolveLocale,
  type FakePhpSession,
} from './fake-thelia-session';

/**
 * A local stand-in for a Thelia 2.5 shop with the OpenApi module (thelia-open-api.yaml), on 127.0.0.1.
 *
 *   const thelia = await startFakeThelia({ port?, sessionCookieName?, extraProducts? });
 *   thelia.baseUrl                 http://127.0.0.1:PORT/open_api, for the client
 *   thelia.requests                every call: method, path, route, query, cookies sent, status, answer
 *   thelia.world                   sessions, carts, catalogue and orders as the shop holds them now
 *   thelia.slow(ms) · thelia.down('error' | 'close') · thelia.up() · thelia.close()
 *
 * Thelia's ways are kept: the PHP session cookie on first contact, ?lang= / ?locale= and ?currency= stored in
 * the session, every module failure a 400 Error body, an unparsable JSON body core's 400 InvalidJsonError, and an
 * unknown path or method Thelia's HTML error page. Outside /open_api, Thelia's own front routes that place an
 * order (fake-thelia-front.ts) answer with redirects and HTML. down('error') answers like a shop whose PHP or
 * database is gone (an HTML 503); down('close') drops connections unanswered.
 */

export interface RecordedTheliaRequest {
  method: string;
  path: string;
  /** The route template ("/cart/{cartItemId}"), null when none matched. */
  route: string | null;
  query: URLSearchParams;
  cookies: Record<string, string>;
  body: string;
  status: number;
  /** The JSON answer, undefined for an empty or HTML one. */
  answer: unknown;
}

export interface FakeTheliaOptions {
  port?: number;
  sessionCookieName?: string;
  extraProducts?: number;
  /** Thelia's check-available-stock setting (on by default, as in a new shop). */
  checkAvailableStock?: boolean;
}

export interface FakeThelia extends FaultSwitches {
  origin: string;
  baseUrl: string;
  requests: RecordedTheliaRequest[];
  world: FakeTheliaShop;
  /** The PHP session a session id names. */
  session(id: string): FakePhpSession | undefined;
  close(): Promise<void>;
}

export async function startFakeThelia(options: FakeTheliaOptions = {}): Promise<FakeThelia> {
  const sessionCookieName = options.sessionCookieName ?? 'PHPSESSID';
  const world: FakeTheliaShop = {
    sessions: new FakeTheliaSessions(),
    carts: new FakeTheliaCarts(),
    catalogue: new FakeTheliaCatalogue(options.extraProducts),
    cookieNames: { cart: 'thelia_cart', rememberMe: 'crmcn' },
    orders: new FakeTheliaOrders(),
    checkAvailableStock: options.checkAvailableStock ?? true,
  };
  const requests: RecordedTheliaRequest[] = [];
  const faults = serviceFaults();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    await faults.delay();
    if (faults.outage() === 'close') return void request.socket.destroy();
    const url = new URL(request.url ?? '/', 'http://fake-thelia');
    const method = request.method ?? 'GET';
    const cookies = parseCookies(request.headers.cookie);
    const record: RecordedTheliaRequest = {
      method,
      path: url.pathname,
      route: null,
      query: url.searchParams,
      cookies,
      body,
      status: 0,
      answer: undefined,
    };
    requests.push(record);
    const setCookies: string[] = [];
    const send = (status: number, json: unknown, locale: string) => {
      record.status = status;
      record.answer = json === undefined ? undefined : stampLocale(json, locale);
      const headers = { 'Set-Cookie': setCookies };
      if (json === undefined) response.writeHead(status, headers).end();
      else
        response
          .writeHead(status, { ...headers, 'Content-Type': 'application/json' })
          .end(JSON.stringify(record.answer));
    };
    const sendHtml = (status: number, title: string, location?: string) => {
      record.status = status;
      const headers = { 'Set-Cookie': setCookies, 'Content-Type': 'text/html; charset=UTF-8' };
      response
        .writeHead(status, location === undefined ? headers : { ...headers, Location: location })
        .end(htmlPage(status, title));
    };
    if (faults.outage() === 'error') return sendHtml(503, 'Service Unavailable');

    // Thelia's kernel opens the PHP session and reads lang and currency before routing, on every request.
    const { session, isNew } = world.sessions.open(cookies[sessionCookieName]);
    if (isNew) {
      setCookies.push(`${sessionCookieName}=${session.id}; path=/; HttpOnly; SameSite=Lax`);
      // A new session finds its cart again through the persistent cart cookie.
      const kept = cookies[world.cookieNames.cart] && world.carts.byToken(cookies[world.cookieNames.cart]!);
      if (kept) session.cartId = kept.id;
    }
    const lang = url.searchParams.get('lang') ?? url.searchParams.get('locale');
    if (lang !== null) session.locale = resolveLocale(lang);
    const currency = url.searchParams.get('currency');
    if (currency !== null) session.currency = resolveCurrency(currency);

    const target = resolveRoute(method, url.pathname);
    if ('status' in target)
      return sendHtml(target.status, target.status === 404 ? 'Page not found' : 'Method Not Allowed');
    record.route = target.template;
    if (target.kind === 'front') {
      try {
        const answer = target.handler({ session, world, params: target.params });
        // Thelia's redirects carry absolute URLs: the request's host and the script name it came through.
        const shop = `http://${request.headers.host}${target.script}`;
        if (answer.status === 302) return sendHtml(302, 'Redirecting', `${shop}${answer.to}`);
        return sendHtml(200, answer.title);
      } catch (error) {
        // An exception in a front controller is Thelia's HTML error page, not the module's 400.
        return sendHtml(500, (error as Error).message);
      }
    }

    let parsed: unknown;
    if (body !== '' && /json/i.test(request.headers['content-type'] ?? '')) {
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(400, { error: 'The given data is not a valid json' }, session.locale);
      }
    }
    let answer: RouteAnswer;
    try {
      answer = target.handler({
        session,
        query: url.searchParams,
        body: parsed,
        params: target.params,
        world,
        setCookie: (header) => setCookies.push(header),
      });
    } catch (error) {
      return send(400, errorBody(error as Error), session.locale);
    }
    send(answer.status, answer.status === 204 ? undefined : answer.json, session.locale);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`fake Thelia: ${error.message}`);
    });
  });
  const origin = await listenOnLoopback(server, options.port);
  return {
    origin,
    baseUrl: `${origin}/open_api`,
    requests,
    world,
    session: (id) => world.sessions.get(id),
    ...faults.switches,
    close: () => faults.close(server),
  };
}
