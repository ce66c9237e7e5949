import { z } from 'zod';
import { email } from '../account/fields';
import { captchaFields } from '../security/captcha-schema';
import { CAPTCHA_FIELDS } from '../security/captcha-types';
import { languageCodeSchema } from '../shop/schemas';
import { multiLine, singleLine } from '../validation/plain-text';

/** The two forms that write to the shop: the contact form (docs/product.md §2 /contact) and the feedback form (/feedback). */
export const messageKinds = ['contact', 'feedback'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The fields of each form, in the order the form and its error summary show them. */
export const messageFields = {
  contact: ['name', 'email', 'orderNumber', 'subject', 'message'],
  feedback: ['name', 'email', 'subject', 'message'],
} as const satisfies Record<MessageKind, readonly string[]>;
export type MessageField = 'name' | 'email' | 'orderNumber' | 'subject' | 'message';
/** The captcha's place in the error summary: it is refused by the handler, never by the schema. */
export type MessageFormField = MessageField | 'captcha';

export const NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
/** The shop's order numbers: `ORD` and 12 digits (order-placement.ts). */
export const ORDER_NUMBER = /^ORD[0-9]{12}$/;

/** Text of one line: any script and any character a person types, but no control characters (no header splits). */
const line = (max: number, required: string, tooLong: string) =>
  singleLine('contactForm.controlCharacters', required)
    .trim()
    .min(1, { message: required })
    .refine((value) => [...value].length <= max, { message: tooLong });

const common = {
  name: line(NAME_MAX_LENGTH, 'contactForm.nameRequired', 'contactForm.nameTooLong'),
  email,
  subject: line(SUBJECT_MAX_LENGTH, 'contactForm.subjectRequired', 'contactForm.subjectTooLong'),
  message: multiLine('contactForm.controlCharacters', 'contactForm.messageTooShort')
    .trim()
    .refine((value) => [...value].length >= MESSAGE_MIN_LENGTH, { message: 'contactForm.messageTooShort' })
    .refine((value) => [...value].length <= MESSAGE_MAX_LENGTH, { message: 'contactForm.messageTooLong' }),
  language: languageCodeSchema.optional(),
  ...captchaFields,
};

/**
 * One schema per form, shared by the form in the browser and the handler; each message is a code that
 * `messageKeyOf` turns into a key of the messages. The order number is checked for its form only: whether such
 * an order exists is never looked up, so the form tells no one which orders there are.
 */
export const messageSchemas = {
  contact: z.object({
    ...common,
    orderNumber: singleLine('contactForm.orderNumberInvalid')
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || ORDER_NUMBER.test(value), {
        message: 'contactForm.orderNumberInvalid',
      })
      .default(''),
  }),
  feedback: z.object(common),
};
export type ContactMessage = z.infer<(typeof messageSchemas)['contact']>;
export type FeedbackMessage = z.infer<(typeof messageSchemas)['feedback']>;
/** What either form sends, as the mails read it; feedback has no order number. */
export type VisitorMessage = FeedbackMessage & { orderNumber?: string };

/** Each field's first error as its code, in form order; empty when the message may be sent. */
export function messageErrors(kind: MessageKind, values: unknown): Partial<Record<MessageFormField, string>> {
  const parsed = messageSchemas[kind].safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<MessageFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]);
    const field = Object.values(CAPTCHA_FIELDS).some((captcha) => captcha === name)
      ? 'captcha'
      : messageFields[kind].find((known) => known === name);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const order: MessageFormField[] = [...messageFields[kind], 'captcha'];
  return Object.fromEntries(order.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
}

/**
 * The message key of a code: the forms' own codes under ContactForm.errors, the shop's shared ones (the e-mail
 * address, the captcha, the rate limit) under Errors.
 */
export function messageKeyOf(code: string): string {
  return code.startsWith('contactForm.') ? `ContactForm.errors.${code.slice(12)}` : `Errors.${code}`;
}
