// The fields the account's forms share, each with the message of docs/product.md §5 it fails with.
import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { languageCodes } from '../shop/codes';
import { customerTitles, isBusiness } from '../shop/customer-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

/** The page's language, which every account form sends so its answer comes in it. */
export const page = { language: z.enum(languageCodes).optional() };

/** RFC 5321 caps an address at 254 characters; the pattern is the browser's own for type=email. */
export const email = singleLine('account.emailInvalid')
  .trim()
  .max(254, { message: 'account.emailInvalid' })
  .regex(/^[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/, { message: 'account.emailInvalid' })
  .transform((value) => value.toLowerCase());

/** docs/product.md §5 names: at least 2 characters; any script, but no markup and no control characters. */
export const name = singleLine('account.nameInvalid', 'account.nameTooShort')
  .trim()
  .min(2, { message: 'account.nameTooShort' })
  .max(100, { message: 'account.nameTooLong' })
  .regex(/^[^<>]+$/, { message: 'account.nameInvalid' });

/** A new password as the form sends it: the policy's length here, its list of common ones in the handler. */
export const newPassword = z
  .string({ message: 'account.passwordTooShort' })
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, { message: 'account.passwordTooShort' })
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, { message: 'account.passwordTooLong' });

/** An EU VAT id's shape (country code and 2–13 characters); its check digit and VIES come with the VAT check. */
export const vatNumber = singleLine('account.vatInvalid')
  .trim()
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z.union([
      z.literal(''),
      z.string().regex(/^[A-Z]{2}[0-9A-Z+*]{2,13}$/, { message: 'account.vatInvalid' }),
    ]),
  )
  .transform((value) => value || null);

/** docs/product.md §3's title codes by name. */
export const title = z.enum(Object.keys(customerTitles) as [keyof typeof customerTitles], {
  message: 'account.titleInvalid',
});

/** A password as a form repeats it: bounded, compared with the first in the schema's refinement. */
export const passwordRepeat = z.string({ message: 'account.passwordsDiffer' }).max(PASSWORD_MAX_LENGTH * 4);

/**
 * docs/product.md §3's person of a customer, as registration, the account page and a provider's sign-up ask for it: title,
 * names, and the company with its VAT id for companies and associations.
 */
export const person = {
  title,
  firstname: name,
  lastname: name,
  company: singleLine('account.nameInvalid')
    .trim()
    .max(255, { message: 'account.nameTooLong' })
    .optional()
    .default(''),
  vatNumber: vatNumber.optional().default(null),
};

/** A company or association names itself (the person's refinement). */
export function companyNamed(
  input: { title: keyof typeof customerTitles; company: string },
  context: z.RefinementCtx,
): void {
  if (isBusiness(input.title) && input.company.length < 2)
    context.addIssue({ code: 'custom', path: ['company'], message: 'account.companyRequired' });
}
