/**
 * Who sends an order's confirmation mail, and whether it went: the storefront's own state, so that of two
 * processes finishing one payment only one mails the buyer.
 */
export interface OrderConfirmationLeases {
  /**
   * Claims the sending of an order's confirmation for a while (a lease): true when it is not sent and nobody else
   * claimed it within the lease, so a sender that died holding the claim leaves the mail to a later retry.
   */
  claimOrderConfirmation(orderId: number): Promise<boolean>;
  /** The SMTP server accepted the confirmation: no claim takes it again. */
  markOrderConfirmationSent(orderId: number): Promise<void>;
  /** Gives a claim back after sending failed, so the next attempt sends it without waiting for the lease. */
  releaseOrderConfirmation(orderId: number): Promise<void>;
  /**
   * Orders placed between `since` and `until` whose confirmation is not sent and nobody holds a live claim on,
   * oldest first, at most `limit`: what a sweep looks at for confirmations a crash lost.
   */
  listUnsentConfirmations(since: Date, until: Date, limit: number): Promise<number[]>;
}
