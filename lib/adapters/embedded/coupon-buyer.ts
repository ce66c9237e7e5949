/** Providers that deliver `a.n.n.a@` to `anna@`: for them the dots of the local part name no other mailbox. */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * An e-mail address as it counts for a once-per-customer coupon: lower-case, without a `+tag` of the local part
 * (`anna+1@` reaches anna's mailbox), and for Gmail without dots and with one domain. Only for counting coupon
 * uses: the order keeps the address as typed.
 */
export function couponAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const [local = ''] = address.slice(0, at).split('+');
  const domain = address.slice(at + 1);
  if (!local) return address;
  return DOTS_IGNORED.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/**
 * Who uses a coupon (issue 30, finding 10): the normalised address, and the account when a customer is logged in,
 * so neither another spelling of the address nor another address of the same account uses it again. An account's
 * key has no `@`, so it never equals an address.
 */
export function couponBuyers(email: string, customerId: number | null): string[] {
  return [couponAddress(email), ...(customerId === null ? [] : [`customer:${customerId}`])];
}
