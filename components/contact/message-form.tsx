'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formFields } from '@/lib/api/form-fields';
import type { KeptMessage } from '@/lib/contact/message-flash';
import { MESSAGE_SENT, messageOutcome, type MessageOutcome } from '@/lib/contact/message-outcome';
import {
  MESSAGE_MAX_LENGTH,
  messageErrors,
  messageFields,
  messageKeyOf,
  type MessageField,
  type MessageFormField,
  type MessageKind,
} from '@/lib/contact/message-schema';
import { useCaptchaSolution } from '@/lib/security/captcha-solution';
import { CAPTCHA_FIELDS, type CaptchaChallenge } from '@/lib/security/captcha-types';
import type { LanguageCode } from '@/lib/shop/codes';
import { FormField } from '../account/form-field';
import { FormOutcomeBox } from '../account/form-outcome-box';
import { SendButton } from '../account/send-button';
import { TextAreaField } from '../account/text-area-field';
import { useJsonForm, type JsonFormAnswer } from '../account/use-json-form';
import { CaptchaField } from '../checkout/captcha-field';

export interface MessageFormProps {
  kind: MessageKind;
  language: LanguageCode;
  /** Named in the message of a message that could not be sent, as the other way to reach the shop. */
  storeEmail: string;
  /** What the fields start with: a refused plain form's values, else the signed-in customer's name and address. */
  values: KeptMessage;
  captcha: CaptchaChallenge;
  message: MessageOutcome | null;
  errors: Partial<Record<MessageFormField, string>>;
}

/** An answer after the captcha was spent brings the next challenge. */
type Answer = JsonFormAnswer & { captcha?: CaptchaChallenge };

const fieldId = (field: MessageFormField) => (field === 'captcha' ? 'message-captcha' : `message-${field}`);

/**
 * The contact or feedback form. Without JavaScript it is a plain form with the captcha's question, whose answer
 * comes back as a new page; with it, the captcha's proof of work is solved in the background, the same schema
 * checks the fields first and the message goes as JSON, so nothing typed is lost. Either way an error summary
 * that links to each field takes the focus, and a sent message is confirmed where the form is.
 */
export function MessageForm(props: MessageFormProps) {
  const t = useTranslations('ContactForm');
  const text = useTranslations();
  const solution = useCaptchaSolution();
  const [challenge, setChallenge] = useState(props.captcha);
  const { hydrated, sending, message, errors, submit, outcomeRef, focusOnLoad } = useJsonForm<
    MessageOutcome,
    MessageFormField,
    Answer
  >({
    initial: { message: props.message, errors: props.errors },
    refuse: (values) => {
      const found = messageErrors(props.kind, values);
      return Object.keys(found).length > 0
        ? { message: messageOutcome('error', 'contactForm.invalid'), errors: found }
        : null;
    },
    complete: async (form) => {
      // A moment at most: the proof of work started with the page. '' → the question was asked and answered.
      const payload = await solution.whenSolved();
      const values = formFields(new FormData(form));
      if (payload) values[CAPTCHA_FIELDS.payload] = payload;
      return values;
    },
    clearedWhenSent: ['orderNumber', 'subject', 'message'],
    answered: (answer, ok) => {
      if (answer?.captcha) setChallenge(answer.captcha);
      if (ok) {
        const notice = answer?.data?.notice?.code ?? MESSAGE_SENT;
        return {
          message: messageOutcome('notice', notice) ?? messageOutcome('notice', MESSAGE_SENT),
        };
      }
      const code = answer?.error?.code ?? '';
      return {
        message:
          messageOutcome('error', code, answer?.error?.values?.seconds) ??
          messageOutcome('error', 'contactForm.failed'),
        errors: code.startsWith('captcha.') ? { captcha: code } : {},
      };
    },
  });

  const errorOf = (field: MessageFormField) => {
    const code = errors[field];
    return code ? text(messageKeyOf(code)) : null;
  };
  const labels: Record<MessageFormField, string> = {
    name: t('nameLabel'),
    email: t('emailLabel'),
    orderNumber: t('orderNumberLabel'),
    subject: t('subjectLabel'),
    message: t('messageLabel'),
    captcha: t('captchaLabel'),
  };
  const shown = messageFields[props.kind] as readonly MessageField[];
  const listed = Object.keys(errors) as MessageFormField[];
  const title = props.kind === 'contact' ? t('formTitle') : t('feedbackFormTitle');
  return (
    <section id="message-form" aria-labelledby="message-form-title" className="article-form">
      <h2 id="message-form-title">{title}</h2>
      {message && (
        <FormOutcomeBox
          kind={message.kind}
          text={text(message.key, { ...message.values, email: props.storeEmail })}
          fields={listed.map((field) => ({
            id: fieldId(field),
            label: labels[field],
            error: errorOf(field),
          }))}
          ref={outcomeRef}
          focusOnLoad={focusOnLoad}
          testId="message-form-outcome"
        />
      )}
      <form
        method="post"
        action={`/api/${props.kind}`}
        className="account-form"
        noValidate={hydrated}
        onSubmit={submit}
      >
        <input type="hidden" name="language" value={props.language} />
        <FormField
          scope="message"
          name="name"
          label={labels.name}
          autoComplete="name"
          defaultValue={props.values.name}
          error={errorOf('name')}
        />
        <FormField
          scope="message"
          name="email"
          type="email"
          label={labels.email}
          hint={t('emailHint')}
          autoComplete="email"
          defaultValue={props.values.email}
          error={errorOf('email')}
        />
        {shown.includes('orderNumber') && (
          <FormField
            scope="message"
            name="orderNumber"
            label={labels.orderNumber}
            hint={t('orderNumberHint')}
            autoComplete="off"
            required={false}
            defaultValue={props.values.orderNumber}
            error={errorOf('orderNumber')}
          />
        )}
        <FormField
          scope="message"
          name="subject"
          label={labels.subject}
          autoComplete="off"
          defaultValue={props.values.subject}
          error={errorOf('subject')}
        />
        <TextAreaField
          scope="message"
          name="message"
          label={labels.message}
          hint={t('messageHint')}
          rows={8}
          maxLength={MESSAGE_MAX_LENGTH}
          defaultValue={props.values.message}
          error={errorOf('message')}
        />
        <div id={fieldId('captcha')} tabIndex={-1}>
          <CaptchaField challenge={challenge} solution={solution} error={errorOf('captcha')} />
        </div>
        <SendButton sending={sending} text={t('submit')} sendingText={t('sending')} />
      </form>
    </section>
  );
}
