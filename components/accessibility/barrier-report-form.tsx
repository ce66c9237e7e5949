'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent } from 'react';
import type { KeptReport } from '@/lib/accessibility/report-flash';
import { REPORT_SENT, reportMessage, type ReportMessage } from '@/lib/accessibility/report-message';
import {
  barrierReportErrors,
  DESCRIPTION_MAX_LENGTH,
  type BarrierReportField,
} from '@/lib/accessibility/report-schema';
import { formFields } from '@/lib/api/form-fields';
import type { LanguageCode } from '@/lib/shop/codes';
import { FormField } from '../account/form-field';

export interface BarrierReportFormProps {
  language: LanguageCode;
  /** The statement's own path: where a plain form's answer leads back to. */
  back: string;
  /** Named in the message of a report that could not be sent, as the other way to reach the shop. */
  storeEmail: string;
  kept: KeptReport;
  /** The page address to start with: the kept one, or the page the visitor came from. */
  page: string;
  message: ReportMessage | null;
  errors: Partial<Record<BarrierReportField, string>>;
}

const noSubscription = () => () => undefined;
const fieldId = (field: BarrierReportField) => `report-${field}`;

/**
 * The barrier-report form. Without JavaScript it is a plain form whose answer comes back as a new page; with it,
 * the same schema checks the fields first and the report goes as JSON, so nothing typed is lost. Either way an
 * error summary that links to each field takes the focus, and a sent report is confirmed where the form is.
 */
export function BarrierReportForm(props: BarrierReportFormProps) {
  const t = useTranslations('BarrierReport');
  const text = useTranslations();
  // False while hydrating: the server's form validates natively, the script's form with the shop's own messages.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [message, setMessage] = useState(props.message);
  const [errors, setErrors] = useState(props.errors);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) outcome.current?.focus();
  }, [focusRequest]);

  const show = (next: ReportMessage | null, fieldErrors: typeof errors) => {
    setMessage(next);
    setErrors(fieldErrors);
    setFocusRequest((request) => request + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = formFields(new FormData(form));
    const found = barrierReportErrors(values);
    if (Object.keys(found).length > 0) return show(reportMessage('error', 'barrierReport.invalid'), found);
    setSending(true);
    const response = await fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    }).catch(() => null);
    // Without an answer the plain form does the work, and its page shows the server's verdict.
    if (!response) return form.submit();
    const answer = (await response.json().catch(() => null)) as {
      error?: { code?: string; values?: { seconds?: number } };
    } | null;
    setSending(false);
    if (response.ok) {
      for (const field of ['page', 'description'] as const) {
        const control = form.elements.namedItem(field);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = '';
      }
      return show(reportMessage('notice', REPORT_SENT), {});
    }
    const code = answer?.error?.code ?? '';
    show(
      reportMessage('error', code, answer?.error?.values?.seconds) ??
        reportMessage('error', 'barrierReport.failed'),
      code === 'barrierReport.invalid' ? found : {},
    );
  };

  const focusField = (field: BarrierReportField) => (event: MouseEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(fieldId(field));
    if (!control) return;
    event.preventDefault();
    control.focus();
  };
  const errorOf = (field: BarrierReportField) => {
    const code = errors[field];
    return code ? text(`Errors.${code}`) : null;
  };
  const labels: Record<BarrierReportField, string> = {
    name: t('name'),
    email: t('email'),
    page: t('page'),
    description: t('description'),
  };
  const listed = Object.keys(errors) as BarrierReportField[];
  // A message that came with the page (a plain form's answer) takes the focus as the page loads; the answer's
  // address has no fragment, which would keep the browser from honouring autofocus.
  const focusOnLoad = props.message !== null && focusRequest === 0;
  return (
    <section id="barrier-report" aria-labelledby="barrier-report-title" className="barrier-report">
      <h2 id="barrier-report-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {message && (
        <div
          ref={outcome}
          id="barrier-report-outcome"
          tabIndex={-1}
          autoFocus={focusOnLoad}
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`form-message form-message--${message.kind}`}
          data-testid="barrier-report-outcome"
        >
          <p>{text(message.key, { ...message.values, email: props.storeEmail })}</p>
          {listed.length > 0 && (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  {/* Following the link moves the focus into the field, not only the page to it. */}
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
        action="/api/accessibility-report"
        className="account-form"
        noValidate={hydrated}
        onSubmit={submit}
      >
        <input type="hidden" name="language" value={props.language} />
        <input type="hidden" name="back" value={props.back} />
        <FormField
          scope="report"
          name="name"
          label={labels.name}
          autoComplete="name"
          required={false}
          defaultValue={props.kept.name}
          error={errorOf('name')}
        />
        <FormField
          scope="report"
          name="email"
          type="email"
          label={labels.email}
          hint={t('emailHint')}
          autoComplete="email"
          defaultValue={props.kept.email}
          error={errorOf('email')}
        />
        <FormField
          scope="report"
          name="page"
          label={labels.page}
          hint={t('pageHint')}
          inputMode="url"
          autoComplete="off"
          defaultValue={props.page}
          error={errorOf('page')}
        />
        <FormField
          scope="report"
          name="description"
          label={labels.description}
          hint={t('descriptionHint')}
          autoComplete="off"
          error={errorOf('description')}
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              name="description"
              rows={6}
              required
              maxLength={DESCRIPTION_MAX_LENGTH}
              defaultValue={props.kept.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
    </section>
  );
}
