import { z } from 'zod';
import { languageCodes } from '../shop/codes';
import { customerTitles } from '../shop/customer-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

const page = { language: z.enum(languageCodes).optional() };

/** RFC 5321 caps an address at 254 characters; the pattern is the browser's own for type=email. */
export const email = z
  .string({ message: 'account.emailInvalid' })
  .trim()
  .max(254, { message: 'account.emailInvalid' })
  .regex(/^[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/, { message: 'account.emailInvalid' })
  .transform((value) => value.toLowerCase());

/** SPEC §5 names: at least 2 characters; any script, but no markup and no control characters. */
const name = z
  .string({ message: 'account.nameTooShort' })
  .trim()
  .min(2, { message: 'account.nameTooShort' })
  .max(100, { message: 'account.nameTooLong' })
  .regex(/^[^<>\p{Cc}]+$/u, { message: 'account.nameInvalid' });

/** What a login sends; a password of any length is checked (the policy is for new ones), within a bound. */
export const loginSchema = z.object({
  action: z.literal('login'),
  email,
  password: z
    .string({ message: 'account.passwordRequired' })
    .min(1, { message: 'account.passwordRequired' })
    .max(PASSWORD_MAX_LENGTH * 4, { message: 'account.passwordTooLong' }),
  ...page,
});

/** A new password as the form sends it: the policy's length here, its list of common ones in the handler. */
const newPassword = z
  .string({ message: 'account.passwordTooShort' })
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, { message: 'account.passwordTooShort' })
  .refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, { message: 'account.passwordTooLong' });

/** An EU VAT id's shape (country code and 2–13 characters); its check digit and VIES come with the VAT check. */
const vatNumber = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z.union([
      z.literal(''),
      z.string().regex(/^[A-Z]{2}[0-9A-Z+*]{2,13}$/, { message: 'account.vatInvalid' }),
    ]),
  )
  .transform((value) => value || null);

/**
 * Registration (SPEC §5): title, names, e-mail and password each twice; a company or association names itself.
 * The repeats must match; the customer id, admin flag and any price are never read from a request.
 */
export const registerSchema = z
  .object({
    action: z.literal('register'),
    title: z.enum(Object.keys(customerTitles) as [keyof typeof customerTitles], {
      message: 'account.titleInvalid',
    }),
    firstname: name,
    lastname: name,
    email,
    emailRepeat: z
      .string({ message: 'account.emailsDiffer' })
      .trim()
      .max(254, { message: 'account.emailsDiffer' }),
    password: newPassword,
    passwordRepeat: z.string({ message: 'account.passwordsDiffer' }).max(PASSWORD_MAX_LENGTH * 4),
    company: z.string().trim().max(255, { message: 'account.nameTooLong' }).optional().default(''),
    vatNumber: vatNumber.optional().default(null),
    ...page,
  })
  .superRefine((input, context) => {
    if (input.emailRepeat.toLowerCase() !== input.email)
      context.addIssue({ code: 'custom', path: ['emailRepeat'], message: 'account.emailsDiffer' });
    if (input.passwordRepeat !== input.password)
      context.addIssue({ code: 'custom', path: ['passwordRepeat'], message: 'account.passwordsDiffer' });
    const business = input.title === 'company' || input.title === 'association';
    if (business && input.company.length < 2)
      context.addIssue({ code: 'custom', path: ['company'], message: 'account.companyRequired' });
  });

export const confirmSchema = z.object({
  action: z.literal('confirm'),
  token: z.string().max(512),
  ...page,
});

export const logoutSchema = z.object({ action: z.literal('logout'), ...page });

/** SPEC §2 /forgot-password: the address to send a reset link to. */
export const forgotSchema = z.object({ action: z.literal('forgot'), email, ...page });

/** The reset link's form: the link's token and the new password twice. */
export const resetSchema = z
  .object({
    action: z.literal('reset'),
    token: z.string().max(512),
    password: newPassword,
    passwordRepeat: z.string({ message: 'account.passwordsDiffer' }).max(PASSWORD_MAX_LENGTH * 4),
    ...page,
  })
  .refine((input) => input.passwordRepeat === input.password, {
    path: ['passwordRepeat'],
    message: 'account.passwordsDiffer',
  });

/** SPEC §5 password change: the current password (required and right) and the new one twice. */
export const changePasswordSchema = z
  .object({
    action: z.literal('changePassword'),
    oldPassword: z
      .string({ message: 'account.oldPasswordRequired' })
      .min(1, { message: 'account.oldPasswordRequired' })
      .max(PASSWORD_MAX_LENGTH * 4, { message: 'account.wrongOldPassword' }),
    password: newPassword,
    passwordRepeat: z.string({ message: 'account.passwordsDiffer' }).max(PASSWORD_MAX_LENGTH * 4),
    ...page,
  })
  .refine((input) => input.passwordRepeat === input.password, {
    path: ['passwordRepeat'],
    message: 'account.passwordsDiffer',
  });

/** Every account action, one per request (POST /api/account). */
export const accountActionSchema = z.discriminatedUnion('action', [
  loginSchema,
  registerSchema,
  confirmSchema,
  logoutSchema,
  forgotSchema,
  resetSchema,
  changePasswordSchema,
]);

export type AccountAction = z.output<typeof accountActionSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type ResetInput = z.output<typeof resetSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
/** Fields of the forms whose values come back after an error; passwords never do. */
export const keptFields = [
  'title',
  'firstname',
  'lastname',
  'email',
  'emailRepeat',
  'company',
  'vatNumber',
] as const;
