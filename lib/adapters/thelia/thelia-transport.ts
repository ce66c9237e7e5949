import type { paths } from './openapi/thelia-open-api';
import { asErrorBody, TheliaError, TheliaUnavailable } from './thelia-errors';
import type { TheliaSession } from './thelia-session';

/**
 * One call to the module, typed by the generated `paths`: the session's cookies go out and come back, the
 * session's language and currency ride along, and every outcome is a typed value, a TheliaError or a
 * TheliaUnavailable. Plain fetch rather than openapi-fetch: the cookie jar, the per-call timeout and the
 * error mapping wrap every call anyway, and its { data, error } results would only be unwrapped again.
 */

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';
export type TheliaPath = keyof paths;

export type Operation<P extends TheliaPath, M extends HttpMethod> = NonNullable<paths[P][M]>;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
export type RequestBody<O> = O extends { requestBody: infer Body } ? JsonOf<Body> : never;
export type QueryOf<O> = O extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
export type PathParams<O> = O extends { parameters: { path: infer Params } } ? Params : never;
export type Success<O> = O extends { responses: { 200: infer Ok } }
  ? JsonOf<Ok>
  : O extends { responses: { 204: unknown } }
    ? undefined
    : never;

export interface CallOptions {
  /** Overrides the client's timeout (covers connecting, waiting and reading the body). */
  timeoutMs?: number;
  /** The storefront's own cancellation (its request was aborted): rethrown as is, not as TheliaUnavailable. */
  signal?: AbortSignal;
}

export interface TransportOptions {
  /** Scheme, host and module prefix, e.g. https://shop.example/open_api (or …/index_dev.php/open_api). */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallSpec<P extends TheliaPath, M extends HttpMethod> {
  path: P;
  method: M;
  params?: PathParams<Operation<P, M>>;
  query?: QueryOf<Operation<P, M>>;
  body?: RequestBody<Operation<P, M>>;
  /** The route answers 204 with no body (logout); anywhere else a 204 is not an answer the adapter can use. */
  empty?: boolean;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** PHP reads "ids[]" keys as arrays; the generated types already carry the brackets in the names. */
export function queryString(query: Record<string, QueryValue>, session: TheliaSession): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  // Thelia stores both in the PHP session, and login switches the language to the customer's: sending them
  // every time keeps the session on the shopper's choice whatever happened in between.
  search.set('lang', session.locale);
  search.set('currency', session.currency);
  return search.toString();
}

function expandPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** What Thelia answered, read in full; a redirect is an answer too (its Location), never followed. */
interface TheliaAnswer {
  status: number;
  type: string | null;
  location: string | null;
  text: string;
}

interface TheliaRequest {
  url: string;
  method: string;
  accept: string;
  /** Sent as JSON. */
  body?: unknown;
  /** What the request is for, in messages ("/cart/add"). */
  what: string;
}

interface ExchangeSettings {
  fetch: typeof fetch;
  timeoutMs: number;
}

export const exchangeSettings = (options: TransportOptions): ExchangeSettings => ({
  fetch: options.fetch ?? fetch,
  timeoutMs: options.timeoutMs ?? 5_000,
});

/**
 * One request to Thelia on behalf of a session, an OpenApi route or one of Thelia's own front routes alike: the
 * session's cookies go out and the ones Thelia sets come back, in turn with the session's other first calls
 * (TheliaSession.admit); no answer at all is a TheliaUnavailable.
 */
export function exchange(
  session: TheliaSession,
  request: TheliaRequest,
  settings: ExchangeSettings,
  call: CallOptions = {},
): Promise<TheliaAnswer> {
  return session.admit(async () => {
    const timeoutMs = call.timeoutMs ?? settings.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
    const headers: Record<string, string> = { Accept: request.accept };
    const cookies = session.cookieHeader();
    if (cookies) headers.Cookie = cookies;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await settings.fetch(request.url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        redirect: 'manual',
      });
      // Cookies come from failed answers too: the first contact may well be a refusal that opens the session.
      session.takeSetCookies(response.headers.getSetCookie());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        location: response.headers.get('location'),
        text: await response.text(),
      };
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason;
      throw isTimeout(error) || timeout.aborted
        ? new TheliaUnavailable(
            'timeout',
            `Thelia did not answer ${request.what} within ${timeoutMs} ms`,
            null,
            error,
          )
        : new TheliaUnavailable('network', `Thelia could not be reached for ${request.what}`, null, error);
    }
  });
}

export function createTransport(options: TransportOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const settings = exchangeSettings(options);

  return async function call<P extends TheliaPath, M extends HttpMethod>(
    session: TheliaSession,
    spec: CallSpec<P, M>,
    options: CallOptions = {},
  ): Promise<Success<Operation<P, M>>> {
    const url = `${baseUrl}${expandPath(spec.path, spec.params as Record<string, number>)}?${queryString(
      (spec.query ?? {}) as Record<string, QueryValue>,
      session,
    )}`;
    const method = spec.method.toUpperCase();
    // A redirect means a login wall or a maintenance page in front of Thelia, not an answer: it falls through
    // to TheliaUnavailable below.
    const answer = await exchange(
      session,
      { url, method, accept: 'application/json', body: spec.body, what: spec.path },
      settings,
      options,
    );
    const where = `${method} ${spec.path}`;
    if (answer.status === 204 && spec.empty) return undefined as Success<Operation<P, M>>;
    let json: unknown;
    try {
      json = /\bjson\b/i.test(answer.type ?? '') ? JSON.parse(answer.text) : undefined;
    } catch {
      json = undefined;
    }
    if (answer.status === 200 && json !== undefined) return json as Success<Operation<P, M>>;
    const errorBody = answer.status === 400 ? asErrorBody(json) : null;
    if (errorBody) throw new TheliaError(answer.status, errorBody);
    throw new TheliaUnavailable(
      'unexpected-answer',
      `Thelia answered ${where} with HTTP ${answer.status} (${answer.type ?? 'no content type'})`,
      answer.status,
    );
  };
}

export type TheliaTransport = ReturnType<typeof createTransport>;
