import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { captchaKey } from './captcha-keys';
import { CAPTCHA_LIMITS } from './captcha-schema';
import type { CaptchaChallenge } from './captcha-types';
import { readSignedToken, signToken } from './signed-token';

const tokenSchema = z.object({
  n: z.string().regex(/^[0-9a-f]{24}$/),
  h: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  e: z.number().int(),
});

export type AnswerReading =
  { outcome: 'right' | 'wrong'; id: string; expiresAt: Date } | { outcome: 'invalid' | 'expired' };

/**
 * The answer's MAC: in the token, so the server keeps no state, yet without the key it tells nothing, though
 * there are only 17 possible answers.
 */
function answerProof(id: string, answer: number, secret: string): Buffer {
  return createHmac('sha256', captchaKey(secret, 'answer')).update(`${id}:${answer}`).digest();
}

/** "a plus b" with a and b from 1 to 9: easy in any language, read aloud as well as shown. */
export function issueQuestion(
  id: string,
  expiresAt: Date,
  secret: string,
): Pick<CaptchaChallenge, 'question' | 'token'> {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const h = answerProof(id, a + b, secret).toString('base64url');
  return { question: { a, b }, token: signToken({ n: id, h }, expiresAt, captchaKey(secret, 'question')) };
}

/**
 * The token is checked apart from the answer, so a wrong answer to a genuine question is known as such (and
 * the caller can spend the question on it: one guess per question, not 17).
 */
export function readAnswer(token: string, answer: string, secret: string, now: Date): AnswerReading {
  const reading = readSignedToken(
    token,
    tokenSchema,
    captchaKey(secret, 'question'),
    now,
    CAPTCHA_LIMITS.token,
  );
  if (!reading.ok) return { outcome: reading.reason };
  const { n: id, h, e } = reading.payload;
  const expiresAt = new Date(e * 1000);
  const digits = answer.trim();
  if (!/^[0-9]{1,3}$/.test(digits)) return { outcome: 'wrong', id, expiresAt };
  const right = timingSafeEqual(answerProof(id, Number(digits), secret), Buffer.from(h, 'base64url'));
  return { outcome: right ? 'right' : 'wrong', id, expiresAt };
}
