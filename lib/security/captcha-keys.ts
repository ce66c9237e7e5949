import 'server-only';
import { createHmac } from 'node:crypto';

/**
 * A key for one use of the captcha secret, so a signature made for one purpose never passes for another (a
 * proof of work's signature as a question token, or one answer's token for another answer's).
 */
export function captchaKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`captcha:${purpose}`).digest('hex');
}
