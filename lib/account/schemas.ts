import { z } from 'zod';
import { captchaFields } from '../security/captcha-schema';
import { addressActionSchemas } from './address-schema';
import { companyNamed, email, newPassword, page, passwordRepeat, person } from './fields';
import { PASSWORD_MAX_LENGTH } from './password-limits';
import { singleLine } from '../validation/plain-text';
import { profileActionSchemas } from './profile-schemas';

/** The new password typed twice must be the same. */
const samePasswords = (input: { password: string; passwordRepeat: string }) =>
  input.passwordRepeat === input.password;
const passwordsDiffer = { path: ['passwordRepeat'], message: 'account.passwordsDiffer' };

/** A mailed link's form: its token and the password the opener chooses, twice. */
function linkWithNewPassword<Action extends string>(action: Action) {
  return z
    .object({
      action: z.literal(action),
      token: singleLine('request.invalid').max(512),
      password: newPassword,
      passwordRepeat,
      ...page,
    })
    .refine(samePasswords, passwordsDiffer);
}

/**
 * What a login sends; a password of any length is checked (the policy is for new ones), within a bound; the
 * captcha's fields when failures on the account made it due.
 */
export const loginSchema = z.object({
  action: z.literal('login'),
  email,
  password: z
    .string({ message: 'account.passwordRequired' })
    .min(1, { message: 'account.passwordRequired' })
    .max(PASSWORD_MAX_LENGTH * 4, { message: 'account.passwordTooLong' }),
  /** The page to return to (lib/account/return-path.ts); anything but one of this shop's pages is ignored. */
  returnTo: z.string().max(2000).optional(),
  ...captchaFields,
  ...page,
});

/**
 * Registration (docs/product.md §5): title, names and the e-mail twice; a company or association names itself. No password:
 * the opener of the mailed link chooses it (confirmSchema), so nobody can register someone else's address with a
 * password of their own. The customer id, admin flag and any price are never read from a request.
 */
export const registerSchema = z
  .object({
    action: z.literal('register'),
    ...person,
    email,
    emailRepeat: singleLine('account.emailsDiffer').trim().max(254, { message: 'account.emailsDiffer' }),
    ...page,
  })
  .superRefine((input, context) => {
    companyNamed(input, context);
    if (input.emailRepeat.toLowerCase() !== input.email)
      context.addIssue({ code: 'custom', path: ['emailRepeat'], message: 'account.emailsDiffer' });
  });

/** docs/product.md §4: after a guest order, the guest asks for an account; everything but the password is the order's. */
export const registerAfterOrderSchema = z.object({ action: z.literal('registerAfterOrder'), ...page });

/** The registration link's form: the opener chooses the account's password. */
export const confirmSchema = linkWithNewPassword('confirm');

export const logoutSchema = z.object({ action: z.literal('logout'), ...page });

/** docs/product.md §2 /forgot-password: the address to send a reset link to. */
export const forgotSchema = z.object({ action: z.literal('forgot'), email, ...page });

/** The reset link's form: the new password. */
export const resetSchema = linkWithNewPassword('reset');

export const changePasswordSchema = z
  .object({
    action: z.literal('changePassword'),
    oldPassword: z
      .string({ message: 'account.oldPasswordRequired' })
      .min(1, { message: 'account.oldPasswordRequired' })
      .max(PASSWORD_MAX_LENGTH * 4, { message: 'account.wrongOldPassword' }),
    password: newPassword,
    passwordRepeat,
    ...captchaFields,
    ...page,
  })
  .refine(samePasswords, passwordsDiffer);

/** Every account action, one per request (POST /api/account). */
export const accountActionSchema = z.discriminatedUnion('action', [
  loginSchema,
  registerSchema,
  registerAfterOrderSchema,
  confirmSchema,
  logoutSchema,
  forgotSchema,
  resetSchema,
  changePasswordSchema,
  ...profileActionSchemas,
  ...addressActionSchemas,
]);

export type AccountAction = z.output<typeof accountActionSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type RegisterAfterOrderInput = z.output<typeof registerAfterOrderSchema>;
export type ConfirmInput = z.output<typeof confirmSchema>;
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
  'newEmail',
  'addressId',
  'label',
  'street',
  'houseNumber',
  'line2',
  'postcode',
  'city',
  'countryId',
  'stateId',
  'phone',
  'returnTo',
] as const;
