/** A route parameter that must be a database id: digits only, within PostgreSQL's integer. */
export function positiveId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
