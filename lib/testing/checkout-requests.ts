import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST as checkoutPost } from '../../app/api/checkout/route';
import { GET as paymentReturn } from '../../app/api/payments/[provider]/return/route';
import { POST as webhookPost } from '../../app/api/payments/[provider]/webhook/route';
import { POST as payPost } from '../../app/api/payments/pay/route';
import { issueShopCaptcha } from '../security/shop-captcha';
import { encodePowPayload, findPowNumber } from '../security/captcha-pow-solve';
import type { CartAnswer, CartClient } from './cart-requests';

/** A guest's delivery address in Austria, as the checkout form sends it. */
export const viennaAddress = {
  title: 'miss',
  firstname: 'Anna',
  lastname: 'Huber',
  street: 'Ringstraße',
  houseNumber: '5',
  postcode: '1010',
  city: 'Wien',
  countryId: '13',
  phone: '+43 1 234 567',
};

/** A captcha solved as a browser with JavaScript solves it: the proof of work of a fresh challenge. */
export async function solvedCaptcha(): Promise<string> {
  const { pow } = await issueShopCaptcha();
  const number = await findPowNumber(pow);
  if (number === null) throw new Error('the proof of work has no solution');
  return encodePowPayload(pow, number);
}

export const newCheckoutKey = () => randomBytes(18).toString('base64url');

/** A checkout submit as client code sends it (JSON); `fields` override the guest's defaults. */
export function checkoutBody(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    checkoutKey: newCheckoutKey(),
    email: 'anna.huber@example.at',
    delivery: viennaAddress,
    invoiceSame: true,
    deliveryModuleId: 77,
    paymentMethod: 'prepayment',
    acceptTerms: true,
    language: 'de',
    ...fields,
  };
}

export function sendCheckout(
  client: CartClient,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CartAnswer> {
  return client.post(checkoutPost, '/api/checkout', JSON.stringify(body), {
    'content-type': 'application/json',
    ...headers,
  });
}

/** A checkout submit as the plain form sends it, without JavaScript. */
export function sendCheckoutForm(client: CartClient, fields: Record<string, string>): Promise<CartAnswer> {
  return client.post(checkoutPost, '/api/checkout', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
}

/** The order as the page shows it now (total and delivery), asked the way the page's update does. */
export async function pricedSummary(
  client: CartClient,
  fields: Record<string, unknown> = {},
): Promise<{ total: number; deliveryModuleId: number | null }> {
  const answer = await sendCheckout(client, checkoutBody({ ...fields, intent: 'update' }));
  const body = answer.body as unknown as {
    ok: boolean;
    data: { summary: { total: number; deliveryModuleId: number | null } };
  };
  if (!body?.ok) throw new Error(`the update was refused: ${JSON.stringify(answer.body)}`);
  return body.data.summary;
}

/** The total the page shows now. */
export const shownTotal = async (client: CartClient, fields: Record<string, unknown> = {}) =>
  (await pricedSummary(client, fields)).total;

/** The shopper back from the provider's page, with their session cookie. */
export async function returnFromProvider(
  client: CartClient,
  provider: string,
  query: string,
): Promise<string | null> {
  const request = new NextRequest(`http://at.localhost:3100/api/payments/${provider}/return?${query}`, {
    headers: { host: 'at.localhost:3100', ...(client.cookie ? { cookie: client.cookie } : {}) },
  });
  const response = await paymentReturn(request);
  return response.headers.get('location');
}

/** A provider's webhook delivery: the raw body and its signature headers, from no browser. */
export async function deliverEvent(
  provider: string,
  delivery: { body: string; headers: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  const request = new NextRequest(`http://at.localhost:3100/api/payments/${provider}/webhook`, {
    method: 'POST',
    body: delivery.body,
    headers: { host: 'at.localhost:3100', ...delivery.headers },
  });
  const response = await webhookPost(request, { params: Promise.resolve({ provider }) });
  return { status: response.status, body: await response.json() };
}

/** "Pay now" on /order-placed, the plain form's post; where it sends the shopper. */
export async function payAgain(client: CartClient): Promise<string | null> {
  const answer = await client.post(payPost, '/api/payments/pay', '', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  return answer.location;
}
