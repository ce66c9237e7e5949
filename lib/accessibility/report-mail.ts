import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import type { Market } from '../i18n/market';
import { storeDefaults } from '../i18n/stores';
import { composeMail, messagesTranslator, storeSender } from '../mail/compose';
import { sendMail } from '../mail/send';
import type { BarrierReport } from './report-schema';

/**
 * Mails a barrier report to the store's service address, in the store's own language whatever the page's: "reply"
 * reaches the visitor who reported it, who is owed an answer (the statement promises one within 14 days).
 */
export async function sendBarrierReport(
  report: BarrierReport,
  market: Market,
  context: MarketContext,
): Promise<void> {
  const language = storeDefaults[market.store].language;
  const t = await messagesTranslator(language, 'Mail.barrierReport');
  const storeName = context.store.config.storeName;
  await sendMail(
    composeMail({
      from: storeSender(context),
      to: context.store.info.email,
      replyTo: report.email,
      language,
      subject: t('subject', { storeName }),
      paragraphs: [
        t('intro', { storeName }),
        t('reporter', { reporter: report.name ? `${report.name} <${report.email}>` : report.email }),
        t('page', { page: report.page }),
        t('language', { language: market.language }),
        t('description'),
        // Each line of the description its own paragraph, so the HTML part keeps the visitor's line breaks.
        ...report.description.split(/\r?\n/).filter((line) => line.trim() !== ''),
      ],
      closing: [t('answer')],
    }),
  );
}
