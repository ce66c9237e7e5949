import { execFileSync } from 'node:child_process';

/** next.config.mjs as `next build` loads it, with `environment` set: its build id and the data cache's stamp. */
function buildIdentity(environment: Record<string, string>) {
  const script = `
    const { default: config } = await import('./next.config.mjs');
    const resolved = config('phase-production-build');
    console.log(JSON.stringify({ buildId: await resolved.generateBuildId(), stamp: resolved.env.STOREFRONT_BUILD }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...environment },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as { buildId: string | null; stamp: string };
}

describe('the build id of next.config.mjs', () => {
  it('is STOREFRONT_BUILD_ID when set, for the pages and the data cache alike, so builds made apart share a cache', () => {
    expect(buildIdentity({ STOREFRONT_BUILD_ID: '3f9c2e1-2026-11-28' })).toEqual({
      buildId: '3f9c2e1-2026-11-28',
      stamp: '3f9c2e1-2026-11-28',
    });
  });

  it("is Next's own (random) otherwise, and refuses an id that is no safe folder name", () => {
    expect(buildIdentity({ STOREFRONT_BUILD_ID: '' }).buildId).toBeNull();
    expect(() => buildIdentity({ STOREFRONT_BUILD_ID: '../etc' })).toThrow(/STOREFRONT_BUILD_ID/);
  });
});
