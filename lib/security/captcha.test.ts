import fc from 'fast-check';
import { issueCaptcha, verifyCaptcha, type CaptchaFieldValues } from './captcha';
import { encodePowPayload, findPowNumber } from './captcha-pow-solve';
import type { CaptchaChallenge } from './captcha-types';

const KEY = 'captcha-test-key-0123456789abcdef';
const NOW = new Date('2030-05-01T10:00:00Z');
const LATER = new Date(NOW.getTime() + 5 * 60_000);
const PAST_EXPIRY = new Date(NOW.getTime() + 10 * 60_000 + 1_000);

/** The store the caller backs with Redis or the database: remembers ids, says whether one is new. */
function usedIds() {
  const seen = new Set<string>();
  return jest.fn(async (id: string) => !seen.has(id) && Boolean(seen.add(id)));
}

async function solved(challenge: CaptchaChallenge): Promise<string> {
  const number = await findPowNumber(challenge.pow);
  if (number === null) throw new Error('unsolvable challenge');
  return encodePowPayload(challenge.pow, number);
}

function edited(payload: string, change: Record<string, unknown>): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  return Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64');
}

const answerOf = ({ question }: CaptchaChallenge) => String(question.a + question.b);

let challenge: CaptchaChallenge;
let payload: string;

beforeAll(async () => {
  challenge = await issueCaptcha(KEY, NOW);
  payload = await solved(challenge);
});

describe('issueCaptcha', () => {
  it('issues a proof of work and a question of one id, expiring in ten minutes', () => {
    const [, id, expires] = /^([0-9a-f]{24})\?expires=(\d+)&$/.exec(challenge.pow.salt) ?? [];
    expect(Number(expires) * 1000).toBe(NOW.getTime() + 10 * 60_000);
    expect(challenge.pow).toMatchObject({ algorithm: 'SHA-256', maxnumber: 40_000 });
    expect(challenge.question.a).toBeGreaterThanOrEqual(1);
    expect(challenge.question.b).toBeLessThanOrEqual(9);
    const token = JSON.parse(Buffer.from(challenge.token.split('.')[0]!, 'base64url').toString());
    expect(token).toMatchObject({ n: id, e: Number(expires) });
  });

  it('sends the answer only as a MAC in the token', () => {
    const token = JSON.parse(Buffer.from(challenge.token.split('.')[0]!, 'base64url').toString());
    expect(Object.keys(token).sort()).toEqual(['e', 'h', 'n']);
  });
});

describe('verifyCaptcha with a proof of work', () => {
  it('accepts a solution once, spending its id until it expires', async () => {
    const markUsed = usedIds();
    expect(await verifyCaptcha({ payload, token: challenge.token }, KEY, LATER, markUsed)).toBe('ok');
    expect(markUsed).toHaveBeenCalledWith(challenge.pow.salt.slice(0, 24), new Date(NOW.getTime() + 600_000));
    expect(await verifyCaptcha({ payload }, KEY, LATER, markUsed)).toBe('replayed');
  });

  it('spends the question too: the answer of the same challenge is then a replay', async () => {
    const markUsed = usedIds();
    await verifyCaptcha({ payload }, KEY, LATER, markUsed);
    const fields = { token: challenge.token, answer: answerOf(challenge) };
    expect(await verifyCaptcha(fields, KEY, LATER, markUsed)).toBe('replayed');
  });

  it.each([
    ['another number', () => edited(payload, { number: (JSON.parse(atob(payload)).number + 1) % 40_000 })],
    [
      'a later expiry',
      () => edited(payload, { salt: challenge.pow.salt.replace(/expires=\d+/, 'expires=4102444800') }),
    ],
    ['a forged signature', () => edited(payload, { signature: 'ab'.repeat(32) })],
    ['another algorithm', () => edited(payload, { algorithm: 'SHA-1' })],
    ['a negative number', () => edited(payload, { number: -1 })],
  ])('refuses a payload with %s', async (_, tampered) => {
    const markUsed = usedIds();
    expect(await verifyCaptcha({ payload: tampered() }, KEY, LATER, markUsed)).toBe('invalid');
    expect(markUsed).not.toHaveBeenCalled();
  });

  it('refuses a solution of a challenge signed with another key', async () => {
    expect(await verifyCaptcha({ payload }, `${KEY}-rotated`, LATER, usedIds())).toBe('invalid');
  });

  it('calls a solution expired after ten minutes, without spending it', async () => {
    const markUsed = usedIds();
    expect(await verifyCaptcha({ payload }, KEY, PAST_EXPIRY, markUsed)).toBe('expired');
    expect(markUsed).not.toHaveBeenCalled();
  });
});

describe('verifyCaptcha with the question', () => {
  const fields = (answer: string): CaptchaFieldValues => ({ token: challenge.token, answer });

  it('accepts the right answer once, spaces around it or not', async () => {
    const markUsed = usedIds();
    expect(await verifyCaptcha(fields(` ${answerOf(challenge)} `), KEY, LATER, markUsed)).toBe('ok');
    expect(await verifyCaptcha(fields(answerOf(challenge)), KEY, LATER, markUsed)).toBe('replayed');
  });

  it('refuses a wrong answer and spends the question on it: one guess per question', async () => {
    const markUsed = usedIds();
    const wrong = String(Number(answerOf(challenge)) + 1);
    expect(await verifyCaptcha(fields(wrong), KEY, LATER, markUsed)).toBe('invalid');
    expect(await verifyCaptcha(fields('sieben'), KEY, LATER, markUsed)).toBe('invalid');
    expect(await verifyCaptcha(fields(answerOf(challenge)), KEY, LATER, markUsed)).toBe('replayed');
  });

  it('calls the question expired after ten minutes', async () => {
    expect(await verifyCaptcha(fields(answerOf(challenge)), KEY, PAST_EXPIRY, usedIds())).toBe('expired');
  });

  it('refuses an answer without a token, or with a token of another key', async () => {
    const other = await issueCaptcha(`${KEY}-other`, NOW);
    expect(await verifyCaptcha({ answer: answerOf(challenge) }, KEY, LATER, usedIds())).toBe('invalid');
    const foreign = { token: other.token, answer: answerOf(other) };
    expect(await verifyCaptcha(foreign, KEY, LATER, usedIds())).toBe('invalid');
  });

  it('calls a form without a solution or an answer missing', async () => {
    expect(await verifyCaptcha({}, KEY, LATER, usedIds())).toBe('missing');
    expect(await verifyCaptcha({ token: challenge.token, answer: '  ' }, KEY, LATER, usedIds())).toBe(
      'missing',
    );
  });
});

describe('verifyCaptcha on garbage', () => {
  const outcomes = ['missing', 'invalid', 'expired'];
  const nasty = [
    'x'.repeat(1_000_000),
    btoa('{"algorithm":"SHA-256","number":1e400}'),
    btoa('[[[[[[[[[[]]]]]]]]]]'),
    btoa('{"__proto__":{"number":1}}'),
    'eyJuIjoiYWIifQ.c2lnbmF0dXJl.extra',
    '%%%.***',
  ];

  it.each(nasty)('never throws nor spends anything: %#', async (value) => {
    const markUsed = usedIds();
    for (const field of ['payload', 'token', 'answer'] as const) {
      const result = await verifyCaptcha({ answer: '7', [field]: value }, KEY, LATER, markUsed);
      expect(outcomes).toContain(result);
    }
    expect(markUsed).not.toHaveBeenCalled();
  });

  it('never throws on arbitrary values, whatever their type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), fc.anything(), async (payload, token, answer) => {
        const fields = { payload, token, answer } as CaptchaFieldValues;
        expect(outcomes).toContain(await verifyCaptcha(fields, KEY, LATER, usedIds()));
      }),
      { numRuns: 300 },
    );
  });
});
