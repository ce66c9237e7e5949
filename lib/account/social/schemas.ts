import { z } from 'zod';
import { captchaFields } from '../../security/captcha-schema';
import { companyNamed, page, person } from '../fields';
import { PASSWORD_MAX_LENGTH } from '../password-limits';

/**
 * "Complete your account" after a provider vouched for a new address: what registration asks of a person (title,
 * names, company and VAT id for companies), without e-mail or password, which the provider's answer stands for.
 */
export const completeSchema = z
  .object({ action: z.literal('complete'), ...person, ...page })
  .superRefine(companyNamed);

/** Linking a provider to the account that has its address: that account's password, bounded like a login's. */
export const linkSchema = z.object({
  action: z.literal('link'),
  password: z
    .string({ message: 'account.passwordRequired' })
    .min(1, { message: 'account.passwordRequired' })
    .max(PASSWORD_MAX_LENGTH * 4, { message: 'account.passwordTooLong' }),
  ...captchaFields,
  ...page,
});

/** Both forms post to POST /api/auth/social. */
export const socialActionSchema = z.discriminatedUnion('action', [completeSchema, linkSchema]);

export type CompleteInput = z.output<typeof completeSchema>;
export type LinkInput = z.output<typeof linkSchema>;
