'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { formFields } from '@/lib/api/form-fields';
import { newsletterMessage, type NewsletterMessage } from '@/lib/newsletter/newsletter-message';
import { EMAIL_MAX_LENGTH, newsletterFormError } from '@/lib/newsletter/newsletter-schema';
import type { LanguageCode } from '@/lib/shop/codes';

export interface NewsletterFormProps {
  id: string;
  language: LanguageCode;
  /** The form's action and what it carries besides the address: a mailed link's token, the consent's source. */
  hidden: Record<string, string>;
  /** The sign-up's address field, with the value to start with; other forms are a button alone. */
  email?: string;
  button: string;
  message: NewsletterMessage | null;
  /** The account's switch shows the subscription anew once it changed. */
  refreshAfter?: boolean;
}

const noSubscription = () => () => undefined;
/** Where every newsletter form goes; `form.action` would name the form's own field called "action". */
const ENDPOINT = '/api/newsletter';

/**
 * A newsletter form. Without JavaScript a plain form whose answer is a new page with the outcome; with it, the
 * shared schema checks the address first and the form goes as JSON, its outcome shown in place and focused.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const t = useTranslations('Newsletter');
  const router = useRouter();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [message, setMessage] = useState(props.message);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) outcome.current?.focus();
  }, [focusRequest]);

  const show = (next: NewsletterMessage | null) => {
    setMessage(next);
    setFocusRequest((request) => request + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = formFields(new FormData(form));
    const problem = newsletterFormError(values);
    if (problem) return show(newsletterMessage('error', problem));
    setSending(true);
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    }).catch(() => null);
    // Without an answer the plain form does the work, and its page shows the server's verdict.
    if (!response) return form.submit();
    const answer = (await response.json().catch(() => null)) as {
      data?: { notice?: { code?: string } };
      error?: { code?: string; values?: { seconds?: number } };
    } | null;
    setSending(false);
    show(
      response.ok
        ? newsletterMessage('notice', answer?.data?.notice?.code)
        : (newsletterMessage('error', answer?.error?.code, answer?.error?.values?.seconds) ??
            newsletterMessage('error', 'newsletter.failed')),
    );
    if (response.ok && props.refreshAfter) router.refresh();
  };

  const invalid = message?.kind === 'error' && message.key === 'emailInvalid';
  const outcomeId = `${props.id}-outcome`;
  return (
    <>
      {message && (
        <div
          ref={outcome}
          id={outcomeId}
          tabIndex={-1}
          // A plain form's answer arrives with the page: its message takes the focus as the page loads.
          autoFocus={props.message !== null && focusRequest === 0}
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`form-message form-message--${message.kind}`}
          data-testid={outcomeId}
        >
          <p>{t(`messages.${message.key}`, { seconds: message.seconds ?? 60 })}</p>
        </div>
      )}
      <form
        id={props.id}
        method="post"
        action={ENDPOINT}
        className="account-form"
        noValidate={hydrated}
        onSubmit={submit}
      >
        <input type="hidden" name="language" value={props.language} />
        {Object.entries(props.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {props.email !== undefined && (
          <div className={invalid ? 'form-field form-field--invalid' : 'form-field'}>
            <label htmlFor={`${props.id}-email`}>{t('email')}</label>
            <input
              id={`${props.id}-email`}
              name="email"
              type="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="email"
              defaultValue={props.email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? outcomeId : undefined}
            />
          </div>
        )}
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('sending') : props.button}
        </button>
      </form>
    </>
  );
}
