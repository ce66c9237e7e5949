/** The form fields both captcha modes post, so one handler reads either. */
export const CAPTCHA_FIELDS = {
  /** The solved proof of work (browsers with JavaScript). */
  payload: 'captcha_payload',
  /** The signed, expiring token that binds the fallback question's answer. */
  token: 'captcha_token',
  /** The shopper's answer to the fallback question (browsers without JavaScript). */
  answer: 'captcha_answer',
} as const;

/** ALTCHA's v1 proof of work: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. */
export interface PowChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
}

/** What the checkout page hands the captcha field: plain data, so it crosses from server to client. */
export interface CaptchaChallenge {
  pow: PowChallenge;
  /** The fallback question "a plus b"; its answer is bound to `token`, never sent. */
  question: { a: number; b: number };
  token: string;
}
