import { pagesOf, readAll } from './thelia-paging';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

/** A search over `all` as the module pages it, recording the offsets asked for. */
function search(all: Array<{ id: number }>) {
  const offsets: number[] = [];
  const read = async (offset: number, limit: number) => {
    offsets.push(offset);
    return all.slice(offset, offset + limit);
  };
  return { read, offsets };
}

describe('reading a Thelia search page by page', () => {
  it('reads on until a page comes back shorter than the limit', async () => {
    const { read, offsets } = search(items(1, 2, 3, 4, 5));
    expect((await readAll(read, 2)).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(offsets).toEqual([0, 2, 4]);
  });

  it('asks once more after an exactly full last page, which comes back empty', async () => {
    const { read, offsets } = search(items(1, 2, 3, 4));
    expect(await readAll(read, 2)).toHaveLength(4);
    expect(offsets).toEqual([0, 2, 4]);
  });

  it('gives an item met on two pages once (an order with ties, a catalogue changing meanwhile)', async () => {
    const answers = [items(1, 2), items(2, 3), items(4)];
    const pages = [];
    for await (const page of pagesOf(async () => answers.shift()!, 2)) pages.push(page.map((i) => i.id));
    expect(pages).toEqual([[1, 2], [3], [4]]);
  });

  it('stops with an error when the offset is ignored and the same page comes again', async () => {
    const read = async () => items(1, 2);
    await expect(readAll(read, 2)).rejects.toThrow(/paging is unusable/);
  });
});
