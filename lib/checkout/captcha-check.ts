import 'server-only';
import { issueCaptcha, verifyCaptcha, type CaptchaOutcome } from '../security/captcha';
import type { CaptchaChallenge } from '../security/captcha-types';
import { signingKey } from '../session/signing-key';
import { getSessionStore } from '../shop';
import type { CheckoutInput } from './checkout-schema';

/** A new captcha for a guest's checkout form, signed with the key every instance shares. */
export async function issueCheckoutCaptcha(now = new Date()): Promise<CaptchaChallenge> {
  return issueCaptcha(await signingKey('captcha'), now);
}

/** The guest's captcha (SPEC §5 "Captcha must be accepted"): solved or answered, and spent once for good. */
export async function verifyCheckoutCaptcha(input: CheckoutInput, now = new Date()): Promise<CaptchaOutcome> {
  const sessions = await getSessionStore();
  return verifyCaptcha(
    { payload: input.captcha_payload, token: input.captcha_token, answer: input.captcha_answer },
    await signingKey('captcha'),
    now,
    (id, expiresAt) => sessions.spendOnce(`captcha:${id}`, expiresAt),
  );
}
