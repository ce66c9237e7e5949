import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { CAPTCHA_FIELDS } from './captcha-types';

/** Bounds on what a captcha field may carry; an honest browser sends far less (payload ≈ 330, token ≈ 120). */
export const CAPTCHA_LIMITS = { payload: 1024, token: 512, answer: 8 } as const;

/**
 * The captcha's fields for a form schema: `z.object({ ...captchaFields, email, … })`. All optional: which one
 * a browser sends depends on its mode, and `verifyCaptcha` tells a missing captcha from a wrong one.
 */
export const captchaFields = {
  [CAPTCHA_FIELDS.payload]: singleLine('captcha.invalid')
    .max(CAPTCHA_LIMITS.payload, { message: 'captcha.invalid' })
    .optional(),
  [CAPTCHA_FIELDS.token]: singleLine('captcha.invalid')
    .max(CAPTCHA_LIMITS.token, { message: 'captcha.invalid' })
    .optional(),
  [CAPTCHA_FIELDS.answer]: singleLine('captcha.invalid')
    .trim()
    .max(CAPTCHA_LIMITS.answer, { message: 'captcha.invalid' })
    .optional(),
};

export const captchaFieldsSchema = z.object(captchaFields);
