import 'server-only';
import { createTransport, type Transporter } from 'nodemailer';
import { env } from '../env';
import { getMailOutbox, type OutgoingMail } from '../storefront';

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // One connection per mail, closed after it: a shop's mails are few, and no socket is left to go stale.
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends a mail through SMTP when `SMTP_URL` is set; otherwise keeps it in the outbox and logs that it did (never
 * its text, which may hold a one-time link). Answers where it went; a failing SMTP server throws.
 */
export async function sendMail(
  mail: OutgoingMail,
  smtpUrl: string | undefined = env().SMTP_URL,
): Promise<'smtp' | 'outbox'> {
  if (smtpUrl) {
    await transportFor(smtpUrl).sendMail(mail);
    return 'smtp';
  }
  await (await getMailOutbox()).keep(mail, new Date());
  console.info(`Mail kept in the outbox (no SMTP_URL): "${mail.subject}"`);
  return 'outbox';
}
