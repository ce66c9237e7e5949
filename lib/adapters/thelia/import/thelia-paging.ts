/**
 * The module's search routes answer a bare array, `limit` items from `offset`, with no total (thelia-open-api.yaml
 * x-quirks no-paging-totals): the last page is the first one shorter than the limit. Nothing orders them
 * strictly either (ties in created_at, items changed while an import reads), so an item met twice is given once.
 */
export async function* pagesOf<T extends { id: number }>(
  read: (offset: number, limit: number) => Promise<T[]>,
  limit: number,
): AsyncGenerator<T[]> {
  const seen = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const page = await read(offset, limit);
    const fresh = page.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
    // A full page of items read before means the offset was not applied: reading on would never end.
    if (page.length >= limit && fresh.length === 0) {
      throw new Error(
        `Thelia answered offset ${offset} with items it had already given: its paging is unusable`,
      );
    }
    if (fresh.length > 0) yield fresh;
    if (page.length < limit) return;
  }
}

/** Every item of a search, page by page. */
export async function readAll<T extends { id: number }>(
  read: (offset: number, limit: number) => Promise<T[]>,
  limit: number,
): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pagesOf(read, limit)) items.push(...page);
  return items;
}
