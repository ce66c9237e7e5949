import 'server-only';
import { consume, rateLimits, spentOf } from '../api/rate-limit';
import { issueShopCaptcha, verifyShopCaptcha } from '../security/shop-captcha';
import type { CaptchaChallenge } from '../security/captcha-types';
import { failureKeys, passwordGate } from './password-throttle';
import type { AccountOutcome } from './account-outcome';

/** A password try: the account's address, the client's address and the captcha fields the form posted. */
export interface PasswordTry {
  email: string;
  address: string;
  captcha: { captcha_payload?: string; captcha_token?: string; captcha_answer?: string };
}

const limits = {
  client: rateLimits.loginFailures.points,
  accountClient: rateLimits.loginFailuresAccountClient.points,
  account: rateLimits.loginFailuresAccount.points,
};

/**
 * Checks a password (login, password change, login address change) behind the failure counts: a held-up client
 * is refused before any work; past a few failures on the account the captcha must be solved first; a wrong
 * password is counted on all three counts, a right one on none. `matches` does the check itself.
 */
export async function guardedPasswordCheck(
  attempt: PasswordTry,
  matches: () => Promise<boolean>,
): Promise<{ refusal: AccountOutcome } | { matched: boolean }> {
  const keys = failureKeys(attempt.email, attempt.address);
  const [client, accountClient, account] = await Promise.all([
    spentOf('loginFailures', attempt.address),
    spentOf('loginFailuresAccountClient', keys.accountClient),
    spentOf('loginFailuresAccount', keys.account),
  ]);
  const gate = passwordGate(
    { client: client.points, accountClient: accountClient.points, account: account.points },
    limits,
  );
  if (gate === 'tooMany') {
    const seconds = Math.max(client.retryAfterSeconds, accountClient.retryAfterSeconds);
    const error = { code: 'request.tooMany', values: { seconds } };
    return { refusal: { ok: false, status: 429, error, retryAfterSeconds: seconds } };
  }
  if (gate === 'captcha') {
    const { captcha_payload: payload, captcha_token: token, captcha_answer: answer } = attempt.captcha;
    const outcome = await verifyShopCaptcha({ payload, token, answer });
    if (outcome !== 'ok')
      return {
        refusal: { ok: false, status: 422, error: { code: `captcha.${outcome}`, fields: ['captcha'] } },
      };
  }
  if (await matches()) return { matched: true };
  await Promise.all([
    consume('loginFailures', attempt.address),
    consume('loginFailuresAccountClient', keys.accountClient),
    consume('loginFailuresAccount', keys.account),
  ]);
  return { matched: false };
}

/** The captcha for a form that checks the password of `email`, when its failures demand one; else null. */
export async function passwordCaptcha(email: string | undefined): Promise<CaptchaChallenge | null> {
  if (!email) return null;
  const failures = await spentOf('loginFailuresAccount', failureKeys(email, '').account);
  return failures.points >= limits.account ? issueShopCaptcha() : null;
}
