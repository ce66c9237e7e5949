import type { PaymentReport } from './order-types';

/**
 * The payment providers' webhook events the storefront has handled (docs/architecture.md "Payments"): its own
 * state, since a shop backend knows nothing of Stripe's or PayPal's events. A provider delivers an event at least
 * once; the handler asks `handled` first, records the report with the backend, then `remember`s it. Recording
 * again is harmless (an order is marked paid or cancelled only from not paid), so an event remembered late, or
 * two deliveries at once, change an order once.
 */
export interface PaymentEvents {
  /** Whether this provider's event was handled already. */
  handled(provider: PaymentReport['provider'], eventId: string): Promise<boolean>;
  /** Remembers a handled event with the order it was about; remembering it again changes nothing. */
  remember(provider: PaymentReport['provider'], eventId: string, orderId: number): Promise<void>;
}
