import { z } from 'zod';
import { captchaFields } from '../security/captcha-schema';
import { companyNamed, email, page, person } from './fields';
import { PASSWORD_MAX_LENGTH } from './password-limits';
import { singleLine } from '../validation/plain-text';

/** docs/product.md §5 personal information: title and names; a company or association names itself. */
export const updateProfileSchema = z
  .object({ action: z.literal('updateProfile'), ...person, ...page })
  .superRefine(companyNamed);

/** A new login address, with the current password: a stolen session alone cannot move the account away. */
export const changeEmailSchema = z.object({
  action: z.literal('changeEmail'),
  newEmail: email,
  currentPassword: z
    .string({ message: 'account.passwordRequired' })
    .min(1, { message: 'account.passwordRequired' })
    .max(PASSWORD_MAX_LENGTH * 4, { message: 'account.wrongPassword' }),
  ...captchaFields,
  ...page,
});

/** The button behind the link mailed to the new address. */
export const confirmEmailSchema = z.object({
  action: z.literal('confirmEmail'),
  token: singleLine('request.invalid').max(512),
  ...page,
});

/** "Check now" for the customer's VAT id at VIES; the id is the one the account holds, never one sent. */
export const checkVatSchema = z.object({ action: z.literal('checkVat'), ...page });

/**
 * docs/product.md §6 excludeVAT: a business customer asks for prices without VAT (`on`) or with it again (`off`). Only a
 * wish: whether it can be granted is decided from the account, never from the request.
 */
export const vatExclusionSchema = z.object({
  action: z.literal('setVatExclusion'),
  excludeVat: z.enum(['on', 'off'], { message: 'request.invalid' }).transform((value) => value === 'on'),
  ...page,
});

export const profileActionSchemas = [
  updateProfileSchema,
  changeEmailSchema,
  confirmEmailSchema,
  checkVatSchema,
  vatExclusionSchema,
] as const;

export type UpdateProfileInput = z.output<typeof updateProfileSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
