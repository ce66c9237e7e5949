'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent } from 'react';
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

type Answer = {
  ok?: boolean;
  error?: { code?: string; values?: { seconds?: number } };
  captcha?: CaptchaChallenge;
};

const noSubscription = () => () => undefined;
const fieldId = (field: MessageFormField) => (field === 'captcha' ? 'message-captcha' : `message-${field}`);
const cleared: MessageField[] = ['orderNumber', 'subject', 'message'];

/**
 * The contact or feedback form. Without JavaScript it is a plain form with the captcha's question, whose answer
 * comes back as a new page; with it, the captcha's proof of work is solved in the background, the same schema
 * checks the fields first and the message goes as JSON, so nothing typed is lost. Either way an error summary
 * that links to each field takes the focus, and a sent message is confirmed where the form is.
 */
export function MessageForm(props: MessageFormProps) {
  const t = useTranslations('ContactForm');
  const text = useTranslations();
  // False while hydrating: the server's form validates natively, the script's form with the shop's own messages.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const solution = useCaptchaSolution();
  const [challenge, setChallenge] = useState(props.captcha);
  const [message, setMessage] = useState(props.message);
  const [errors, setErrors] = useState(props.errors);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) outcome.current?.focus();
  }, [focusRequest]);

  const show = (next: MessageOutcome | null, fieldErrors: typeof errors) => {
    setMessage(next);
    setErrors(fieldErrors);
    setFocusRequest((request) => request + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const found = messageErrors(props.kind, formFields(new FormData(form)));
    if (Object.keys(found).length > 0) return show(messageOutcome('error', 'contactForm.invalid'), found);
    setSending(true);
    // A moment at most: the proof of work started with the page. '' → the question was asked and answered.
    const payload = await solution.whenSolved();
    const values = formFields(new FormData(form));
    if (payload) values[CAPTCHA_FIELDS.payload] = payload;
    const response = await fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    }).catch(() => null);
    // Without an answer the plain form does the work, and its page shows the server's verdict.
    if (!response) return form.submit();
    const answer = (await response.json().catch(() => null)) as Answer | null;
    setSending(false);
    if (answer?.captcha) setChallenge(answer.captcha);
    if (response.ok) {
      for (const field of cleared) {
        const control = form.elements.namedItem(field);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = '';
      }
      const code = (answer as { data?: { notice?: { code?: string } } } | null)?.data?.notice?.code;
      return show(
        messageOutcome('notice', code ?? MESSAGE_SENT) ?? messageOutcome('notice', MESSAGE_SENT),
        {},
      );
    }
    const code = answer?.error?.code ?? '';
    show(
      messageOutcome('error', code, answer?.error?.values?.seconds) ??
        messageOutcome('error', 'contactForm.failed'),
      code.startsWith('captcha.') ? { captcha: code } : code === 'contactForm.invalid' ? found : {},
    );
  };

  const focusField = (field: MessageFormField) => (event: MouseEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(fieldId(field));
    if (!control) return;
    event.preventDefault();
    control.focus();
  };
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
  // A message that came with the page (a plain form's answer) takes the focus as the page loads.
  const focusOnLoad = props.message !== null && focusRequest === 0;
  const title = props.kind === 'contact' ? t('formTitle') : t('feedbackFormTitle');
  return (
    <section id="message-form" aria-labelledby="message-form-title" className="message-form">
      <h2 id="message-form-title">{title}</h2>
      {message && (
        <div
          ref={outcome}
          tabIndex={-1}
          autoFocus={focusOnLoad}
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`form-message form-message--${message.kind}`}
          data-testid="message-form-outcome"
        >
          <p>{text(message.key, { ...message.values, email: props.storeEmail })}</p>
          {listed.length > 0 && (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`} onClick={focusField(field)}>
                    {labels[field]}: {errorOf(field)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
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
        <FormField
          scope="message"
          name="message"
          label={labels.message}
          hint={t('messageHint')}
          autoComplete="off"
          error={errorOf('message')}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              name="message"
              rows={8}
              required
              maxLength={MESSAGE_MAX_LENGTH}
              defaultValue={props.values.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <div id={fieldId('captcha')} tabIndex={-1}>
          <CaptchaField challenge={challenge} solution={solution} error={errorOf('captcha')} />
        </div>
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
