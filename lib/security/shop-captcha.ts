import 'server-only';
import { issueCaptcha, verifyCaptcha, type CaptchaFieldValues, type CaptchaOutcome } from './captcha';
import type { CaptchaChallenge } from './captcha-types';
import { signingKey } from '../session/signing-key';
import { getSessionStore } from '../storefront';

/**
 * A new captcha for the forms a bot would abuse (a guest's checkout, contact and feedback, a password tried after
 * failures), signed with the key every instance shares.
 */
export async function issueShopCaptcha(now = new Date()): Promise<CaptchaChallenge> {
  return issueCaptcha(await signingKey('captcha'), now);
}

/** Solved or answered, and spent once for good: the same solution never passes two submits. */
export async function verifyShopCaptcha(
  fields: CaptchaFieldValues,
  now = new Date(),
): Promise<CaptchaOutcome> {
  const sessions = await getSessionStore();
  return verifyCaptcha(fields, await signingKey('captcha'), now, (id, expiresAt) =>
    sessions.spendOnce(`captcha:${id}`, expiresAt),
  );
}
