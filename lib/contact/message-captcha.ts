import 'server-only';
import {
  issueCaptcha,
  verifyCaptcha,
  type CaptchaFieldValues,
  type CaptchaOutcome,
} from '../security/captcha';
import type { CaptchaChallenge } from '../security/captcha-types';
import { signingKey } from '../session/signing-key';
import { getSessionStore } from '../shop';

/** A new captcha for a contact or feedback form: the guest checkout's, with the key every instance shares. */
export async function issueMessageCaptcha(now = new Date()): Promise<CaptchaChallenge> {
  return issueCaptcha(await signingKey('captcha'), now);
}

/** Solved or answered, and spent once for good: the same solution never sends two messages. */
export async function verifyMessageCaptcha(
  fields: CaptchaFieldValues,
  now = new Date(),
): Promise<CaptchaOutcome> {
  const sessions = await getSessionStore();
  return verifyCaptcha(fields, await signingKey('captcha'), now, (id, expiresAt) =>
    sessions.spendOnce(`captcha:${id}`, expiresAt),
  );
}
