import { NextIntlClientProvider, useMessages } from 'next-intl';
import { BarrierReportForm, type BarrierReportFormProps } from './barrier-report-form';
import '@/app/styles/content.css';

type Tree = Record<string, Record<string, Record<string, string>>>;

/** The barrier-report form under the accessibility statement: its client part gets its own texts and no others. */
export function BarrierReport(props: BarrierReportFormProps) {
  const messages = useMessages() as unknown as Tree;
  const errors = messages.Errors!;
  const texts = {
    BarrierReport: messages.BarrierReport,
    Errors: {
      barrierReport: errors.barrierReport,
      account: { emailInvalid: errors.account!.emailInvalid },
      request: { tooMany: errors.request!.tooMany },
    },
  };
  return (
    <NextIntlClientProvider messages={texts}>
      <BarrierReportForm {...props} />
    </NextIntlClientProvider>
  );
}
