import 'server-only';
import { randomBytes } from 'node:crypto';
import { issuePow, readPow } from './captcha-pow';
import { issueQuestion, readAnswer } from './captcha-question';
import type { CaptchaChallenge } from './captcha-types';

/** Long enough to fill in a checkout form, short enough that a harvested challenge soon goes stale. */
const LIFETIME_MS = 10 * 60 * 1000;

/** `Errors.captcha.<outcome>` is the message for each outcome but 'ok'. */
export type CaptchaOutcome = 'ok' | 'missing' | 'invalid' | 'expired' | 'replayed';

/**
 * Records a challenge's id as used until it expires; false when it was used already. Must be atomic (SET NX,
 * INSERT … ON CONFLICT DO NOTHING): two submissions racing with one solution must not both pass.
 */
export type MarkCaptchaUsed = (id: string, expiresAt: Date) => Promise<boolean>;

export interface CaptchaFieldValues {
  payload?: string;
  token?: string;
  answer?: string;
}

/**
 * A challenge for one form: a proof of work for browsers with JavaScript and a question for those without.
 * Both share one id, so whichever is used spends the other too. Issue a new one with every form rendered,
 * also after a refused submission: a challenge that passed once never passes again.
 */
export async function issueCaptcha(key: string, now: Date): Promise<CaptchaChallenge> {
  const id = randomBytes(12).toString('hex');
  // Whole seconds: the salt and the token carry their expiry in seconds.
  const expiresAt = new Date(Math.floor((now.getTime() + LIFETIME_MS) / 1000) * 1000);
  return { pow: await issuePow(id, expiresAt, key), ...issueQuestion(id, expiresAt, key) };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks what the form posted: the proof of work when there is one, else the answer to the question. Never
 * throws on what a client sends; an error of `markUsed` (the store being down) is passed on, not taken for a
 * verdict on the shopper.
 */
export async function verifyCaptcha(
  fields: CaptchaFieldValues,
  key: string,
  now: Date,
  markUsed: MarkCaptchaUsed,
): Promise<CaptchaOutcome> {
  const spend = async ({ id, expiresAt }: { id: string; expiresAt: Date }) =>
    (await markUsed(id, expiresAt)) ? 'ok' : 'replayed';
  const payload = text(fields.payload);
  if (payload) {
    const pow = await readPow(payload, key, now);
    return pow.outcome === 'solved' ? spend(pow) : pow.outcome;
  }
  const answer = text(fields.answer);
  if (!answer) return 'missing';
  const reading = readAnswer(text(fields.token), answer, key, now);
  if (reading.outcome === 'right') return spend(reading);
  if (reading.outcome === 'wrong') {
    // One guess per question: the shopper gets a new one with the refused form anyway.
    await markUsed(reading.id, reading.expiresAt);
    return 'invalid';
  }
  return reading.outcome;
}
