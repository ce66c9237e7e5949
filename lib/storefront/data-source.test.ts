import { dataSourceKey } from './data-source';

describe('dataSourceKey', () => {
  const pglite = (folder: string) => dataSourceKey({ DATABASE_URL: undefined, PGLITE_DATA_DIR: folder });

  it('tells databases apart and names the same one the same way however its folder is written', () => {
    expect(pglite('./data/e2e')).not.toBe(pglite('./data/bench-100000'));
    expect(pglite('./data/e2e')).toBe(pglite('data/e2e/'));
    expect(dataSourceKey({ DATABASE_URL: 'postgres://127.0.0.1/a', PGLITE_DATA_DIR: './data/e2e' })).not.toBe(
      dataSourceKey({ DATABASE_URL: 'postgres://127.0.0.1/b', PGLITE_DATA_DIR: './data/e2e' }),
    );
  });

  it('keeps a password out of the key', () => {
    const key = dataSourceKey({ DATABASE_URL: 'postgres://shop:secret@db/shop', PGLITE_DATA_DIR: '' });
    expect(key).toMatch(/^[0-9a-f]{16}$/);
  });
});
