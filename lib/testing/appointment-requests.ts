import { POST as bookPost } from '../../app/api/appointments/route';
import { POST as managePost } from '../../app/api/appointments/manage/route';
import { POST as holdPost } from '../../app/api/appointments/hold/route';
import type { CartAnswer, CartClient } from './cart-requests';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

/** POST /api/appointments as a plain form, or as JSON; `headers` adds to (or overrides) the request's. */
export function postBooking(
  client: CartClient,
  fields: Record<string, string>,
  options: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<CartAnswer> {
  const body = options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  return client.post(bookPost, '/api/appointments', body, {
    ...(options.json ? JSON_BODY : FORM),
    ...options.headers,
  });
}

/** POST /api/appointments/manage as the appointment page's plain form. */
export function postAppointmentChange(
  client: CartClient,
  fields: Record<string, string>,
): Promise<CartAnswer> {
  return client.post(managePost, '/api/appointments/manage', new URLSearchParams(fields).toString(), FORM);
}

/** POST /api/appointments/hold as the checkout's plain form, or as JSON. */
export function postHold(
  client: CartClient,
  fields: Record<string, string>,
  options: { json?: boolean } = {},
): Promise<CartAnswer> {
  const body = options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  return client.post(holdPost, '/api/appointments/hold', body, options.json ? JSON_BODY : FORM);
}
