/** An order id from an address, within the database's integer range; null for anything else (never a 500). */
export function orderIdOf(param: string): number | null {
  const id = /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
