import { warnWhenUnfilled } from './readiness';

async function warningsFor(unfilledIndices: () => Promise<string[]>): Promise<string[]> {
  const warnings: string[] = [];
  await warnWhenUnfilled({ unfilledIndices }, (message) => warnings.push(message));
  return warnings;
}

describe('warnWhenUnfilled', () => {
  it('names the unfilled aliases and the command that fills them', async () => {
    const [warning, ...rest] = await warningsFor(async () => ['shop-products-ro', 'shop-contents-ro']);
    expect(rest).toEqual([]);
    expect(warning).toContain('shop-products-ro, shop-contents-ro');
    expect(warning).toContain('npm run search:index');
  });

  it('stays quiet when every index is filled', async () => {
    expect(await warningsFor(async () => [])).toEqual([]);
  });

  it('warns instead of failing the start when the cluster does not answer', async () => {
    const warnings = await warningsFor(() =>
      Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9200')),
    );
    expect(warnings).toEqual([expect.stringContaining('ECONNREFUSED')]);
  });
});
