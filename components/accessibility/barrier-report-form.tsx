'use client';

import { useTranslations } from 'next-intl';
import type { KeptReport } from '@/lib/accessibility/report-flash';
import { REPORT_SENT, reportMessage, type ReportMessage } from '@/lib/accessibility/report-message';
import {
  barrierReportErrors,
  DESCRIPTION_MAX_LENGTH,
  type BarrierReportField,
} from '@/lib/accessibility/report-schema';
import type { LanguageCode } from '@/lib/shop/codes';
import { FormField } from '../account/form-field';
import { FormOutcomeBox } from '../account/form-outcome-box';
import { SendButton } from '../account/send-button';
import { TextAreaField } from '../account/text-area-field';
import { useJsonForm } from '../account/use-json-form';

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

const fieldId = (field: BarrierReportField) => `report-${field}`;

/**
 * The barrier-report form. Without JavaScript it is a plain form whose answer comes back as a new page; with it,
 * the same schema checks the fields first and the report goes as JSON, so nothing typed is lost. Either way an
 * error summary that links to each field takes the focus, and a sent report is confirmed where the form is.
 */
export function BarrierReportForm(props: BarrierReportFormProps) {
  const t = useTranslations('BarrierReport');
  const text = useTranslations();
  const { hydrated, sending, message, errors, submit, outcomeRef, focusOnLoad } = useJsonForm<
    ReportMessage,
    BarrierReportField
  >({
    initial: { message: props.message, errors: props.errors },
    refuse: (values) => {
      const found = barrierReportErrors(values);
      return Object.keys(found).length > 0
        ? { message: reportMessage('error', 'barrierReport.invalid'), errors: found }
        : null;
    },
    clearedWhenSent: ['page', 'description'],
    answered: (answer, ok) => ({
      message: ok
        ? reportMessage('notice', REPORT_SENT)
        : (reportMessage('error', answer?.error?.code ?? '', answer?.error?.values?.seconds) ??
          reportMessage('error', 'barrierReport.failed')),
    }),
  });

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
  return (
    <section id="barrier-report" aria-labelledby="barrier-report-title" className="article-form">
      <h2 id="barrier-report-title">{t('title')}</h2>
      <p>{t('intro')}</p>
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
          id="barrier-report-outcome"
          testId="barrier-report-outcome"
        />
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
        <TextAreaField
          scope="report"
          name="description"
          label={labels.description}
          hint={t('descriptionHint')}
          rows={6}
          maxLength={DESCRIPTION_MAX_LENGTH}
          defaultValue={props.kept.description}
          error={errorOf('description')}
        />
        <SendButton sending={sending} text={t('submit')} sendingText={t('sending')} />
      </form>
    </section>
  );
}
