import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { encodePowPayload, findPowNumber } from './captcha-pow-solve';
import type { PowChallenge } from './captcha-types';

async function challenge(number: number, maxnumber = 1_000): Promise<PowChallenge> {
  const { challenge, salt, signature } = await createChallenge({ hmacKey: 'key', maxnumber, number });
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature };
}

describe('findPowNumber', () => {
  it.each([0, 1, 63, 64, 999, 1_000])(
    'finds %i, at the edges of a batch and of the range',
    async (number) => {
      expect(await findPowNumber(await challenge(number))).toBe(number);
    },
  );

  it('gives up beyond maxnumber', async () => {
    expect(await findPowNumber({ ...(await challenge(1_001, 2_000)), maxnumber: 1_000 })).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await findPowNumber(await challenge(500), { signal: controller.signal })).toBeNull();
  });

  // 30,000 hashes take about a second alone, several on a machine busy with other suites: this is about yielding,
  // not speed (npm run bench measures that), so it waits as long as a loaded machine needs.
  it('lets the page in between slices of the search', async () => {
    const yieldToPage = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(await findPowNumber(await challenge(30_000, 30_000), { yieldToPage })).toBe(30_000);
    expect(yieldToPage).toHaveBeenCalled();
  }, 30_000);
});

describe('encodePowPayload', () => {
  it("writes ALTCHA's v1 payload, which altcha-lib accepts", async () => {
    const pow = await challenge(321);
    expect(await verifySolution(encodePowPayload(pow, 321), 'key')).toBe(true);
    expect(await verifySolution(encodePowPayload(pow, 322), 'key')).toBe(false);
  });
});
