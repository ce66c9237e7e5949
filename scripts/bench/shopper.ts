import type { IncomingHttpHeaders } from 'node:http';
import type { CheckoutAttempt, LoadRecord } from './load-record';
import { addToCartForm, checkoutForm, CookieJar } from './without-javascript';
import { routeOf, shopperAddress, shopperSteps } from './shopper-steps';
import type { Route, ShopperPages, Step } from './shopper-steps';

export interface ShopperRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const FORM = 'application/x-www-form-urlencoded';
const pathOf = (location: string) => {
  const url = new URL(location, 'http://shop.invalid');
  return url.pathname + url.search + url.hash;
};
/**
 * Whether an instance nginx moved on from had received the request (X-Shop-Instance-Sent, one count per instance
 * tried): nginx fills in the bytes as it moves on, so the answering instance, always last, says 0.
 */
const receivedBeforeAnswer = (bytesPerInstance: string) =>
  bytesPerInstance
    .split(',')
    .slice(0, -1)
    .some((bytes) => Number(bytes) > 0);

const headerOf = (headers: IncomingHttpHeaders, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * One connection's shoppers, one after the other: each walks its 100 steps with a cookie jar and an address of
 * its own, then the next one arrives at step 0 (the first one may join at any step). Pure bookkeeping; the load
 * generator sends what `request` says and hands each answer to `answered`.
 */
export class Shopper {
  private steps: Step[] = [];
  private jar = new CookieJar();
  private headers: Record<string, string> = {};
  private email = '';
  private offer: URLSearchParams | null = null;
  private cartPath = '/cart';
  private form: URLSearchParams | null = null;
  private attempt: CheckoutAttempt | null = null;
  private afterOrder = '/';
  private underWay: { route: Route; method: ShopperRequest['method']; sentAt: number } | null = null;

  constructor(
    private readonly pages: ShopperPages,
    private readonly host: string,
    private readonly record: LoadRecord,
    /** The next shopper's number, unique in the load (it decides the address and the pages). */
    private readonly nextNumber: () => number,
  ) {}

  /** The request under way lost its connection; `begun` if its answer had begun. */
  lost(begun: boolean): void {
    if (this.underWay) this.record.tally.unanswered(this.underWay.route, begun);
    this.underWay = null;
  }

  request(index: number, now: number): ShopperRequest {
    // Its answer never came, and autocannon went on: a timeout.
    this.lost(false);
    if (index === 0 || this.steps.length === 0) this.arrive(this.nextNumber());
    const step = this.steps[index]!;
    let route = routeOf(step);
    let request: ShopperRequest = { method: 'GET', path: '/cart', headers: this.sent() };
    if (step.kind === 'page' || step.kind === 'search') request.path = step.path;
    else if (step.kind === 'add' && this.offer) request = this.post('/api/cart', this.offer);
    else if (step.kind === 'cart') request.path = this.cartPath;
    else if (step.kind === 'checkout' || (step.kind === 'place' && !this.form)) request.path = '/checkout';
    else if (step.kind === 'place') request = this.submit(false);
    else if (step.kind === 'after order' && this.attempt?.outcome === 502 && !this.attempt.resubmitted) {
      request = this.submit(true);
      route = 'checkout';
    } else if (step.kind === 'after order') request.path = this.afterOrder;
    this.underWay = { route, method: request.method, sentAt: now };
    return request;
  }

  answered(index: number, status: number, body: string, headers: IncomingHttpHeaders, now: number): void {
    const step = this.steps[index]!;
    const { route, method, sentAt } = this.underWay!;
    this.underWay = null;
    this.jar.keep(headerOf(headers, 'set-cookie'));
    const instance = headerOf(headers, 'x-shop-instance');
    if (typeof instance === 'string') {
      this.record.answeredBy.set(instance, (this.record.answeredBy.get(instance) ?? 0) + 1);
      if (instance.includes(',')) this.record.retried[method] += 1;
    }
    const bytesReceived = headerOf(headers, 'x-shop-instance-sent');
    if (typeof bytesReceived === 'string' && receivedBeforeAnswer(bytesReceived))
      this.record.receivedTwice[method] += 1;
    const location = headerOf(headers, 'location');
    const redirect = status === 303 && typeof location === 'string' ? pathOf(location) : null;
    let refused = method === 'POST' && redirect !== null && /[?&#](error=|checkout-message)/.test(redirect);
    if (this.steps[index + 1]?.kind === 'add') this.offer = addToCartForm(body)?.form ?? null;
    if (step.kind === 'add' && redirect) this.cartPath = redirect;
    if (step.kind === 'checkout') this.form = checkoutForm(body, this.email);
    if (method === 'POST' && route === 'checkout' && this.attempt) {
      const placed = redirect?.endsWith('/order-placed') ?? false;
      this.attempt.outcome = placed ? 'placed' : status;
      if (redirect && !placed) this.attempt.location = redirect;
      this.afterOrder = placed ? redirect! : '/';
      refused = !placed && status < 400;
    }
    this.record.tally.answered(route, status, now - sentAt, refused);
  }

  private arrive(number: number): void {
    this.steps = shopperSteps(this.pages, number);
    this.jar = new CookieJar();
    // Believed by the test nginx (realip) or by a shop that trusts this machine (TRUSTED_PROXIES).
    this.headers = { host: this.host, 'x-forwarded-for': shopperAddress(number) };
    this.email = `shopper-${number}@example.at`;
    this.offer = this.form = this.attempt = null;
    this.cartPath = '/cart';
    this.afterOrder = '/';
  }

  private sent(): Record<string, string> {
    const cookie = this.jar.header();
    return cookie ? { ...this.headers, cookie } : { ...this.headers };
  }

  private post(path: string, form: URLSearchParams): ShopperRequest {
    const headers = { ...this.sent(), origin: `http://${this.host}`, 'content-type': FORM };
    return { method: 'POST', path, headers, body: form.toString() };
  }

  private submit(resubmitted: boolean): ShopperRequest {
    this.attempt = { checkoutKey: this.form!.get('checkoutKey') ?? '', outcome: 'no answer', resubmitted };
    this.record.checkouts.push(this.attempt);
    return this.post('/api/checkout', this.form!);
  }
}
