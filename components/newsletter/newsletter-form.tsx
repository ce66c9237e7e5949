'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { newsletterMessage, type NewsletterMessage } from '@/lib/newsletter/newsletter-message';
import { EMAIL_MAX_LENGTH, newsletterFormError } from '@/lib/newsletter/newsletter-schema';
import type { LanguageCode } from '@/lib/shop/codes';
import { FormOutcomeBox } from '../account/form-outcome-box';
import { SendButton } from '../account/send-button';
import { useJsonForm } from '../account/use-json-form';

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

/** Where every newsletter form goes; `form.action` would name the form's own field called "action". */
const ENDPOINT = '/api/newsletter';

/**
 * A newsletter form. Without JavaScript a plain form whose answer is a new page with the outcome; with it, the
 * shared schema checks the address first and the form goes as JSON, its outcome shown in place and focused.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const t = useTranslations('Newsletter');
  const router = useRouter();
  const { hydrated, sending, message, submit, outcomeRef, focusOnLoad } = useJsonForm<
    NewsletterMessage,
    never
  >({
    initial: { message: props.message },
    endpoint: ENDPOINT,
    refuse: (values) => {
      const problem = newsletterFormError(values);
      return problem ? { message: newsletterMessage('error', problem) } : null;
    },
    answered: (answer, ok) => {
      if (ok && props.refreshAfter) router.refresh();
      return {
        message: ok
          ? newsletterMessage('notice', answer?.data?.notice?.code)
          : (newsletterMessage('error', answer?.error?.code, answer?.error?.values?.seconds) ??
            newsletterMessage('error', 'newsletter.failed')),
      };
    },
  });

  const invalid = message?.kind === 'error' && message.key === 'emailInvalid';
  const outcomeId = `${props.id}-outcome`;
  return (
    <>
      {message && (
        <FormOutcomeBox
          kind={message.kind}
          text={t(`messages.${message.key}`, { seconds: message.seconds ?? 60 })}
          ref={outcomeRef}
          focusOnLoad={focusOnLoad}
          id={outcomeId}
          testId={outcomeId}
        />
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
        <SendButton sending={sending} text={props.button} sendingText={t('sending')} />
      </form>
    </>
  );
}
