import { z } from 'zod';
import { languageCodeSchema } from '../shop/schemas';
import { consentSources } from '../shop/newsletter-store';
import { singleLine } from '../validation/plain-text';

/** RFC 5321 caps an address at 254 characters; the pattern is the browser's own for type=email. */
export const EMAIL_MAX_LENGTH = 254;
/** A signed link's token is far shorter; anything longer is not one of ours. */
const TOKEN_MAX_LENGTH = 512;

const newsletterEmail = singleLine('newsletter.emailInvalid')
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: 'newsletter.emailInvalid' })
  .regex(/^[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/, { message: 'newsletter.emailInvalid' })
  .transform((value) => value.toLowerCase());

const token = singleLine('newsletter.linkInvalid')
  .min(1, { message: 'newsletter.linkInvalid' })
  .max(TOKEN_MAX_LENGTH, { message: 'newsletter.linkInvalid' });

const language = languageCodeSchema.optional();

/**
 * Every newsletter form, one schema for the browser and the handler: the sign-up (from the footer's page, the
 * account or the checkout), the mailed links' confirm and unsubscribe buttons, and the account's own switch.
 * Each message is a code whose text is under Newsletter.messages.
 */
export const newsletterActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('signUp'),
    email: newsletterEmail,
    source: z.enum(consentSources).catch('newsletter'),
    language,
  }),
  z.object({ action: z.literal('confirm'), token, language }),
  z.object({ action: z.literal('unsubscribe'), token, language }),
  z.object({ action: z.literal('accountSubscribe'), language }),
  z.object({ action: z.literal('accountUnsubscribe'), language }),
]);
export type NewsletterAction = z.infer<typeof newsletterActionSchema>;

/** The first problem of a form's fields as its message code, or null when they may be sent. */
export function newsletterFormError(values: unknown): string | null {
  const parsed = newsletterActionSchema.safeParse(values);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? '';
  return message.startsWith('newsletter.') ? message : 'newsletter.invalid';
}
