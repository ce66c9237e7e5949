import { databaseTargets } from '../testing/databases';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { getMailOutbox, storefrontOn, useStorefrontForTests } from '../storefront';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { sendMail } from './send';

jest.mock('server-only', () => ({}));

const mail = {
  from: '"Sanitärwelt România" <service@sanitaerwelt.ro>',
  to: 'Ștefan.Țurcanu@example.ro',
  subject: 'Bun venit, Ștefan! Contul dumneavoastră așteaptă confirmarea',
  text: 'Vă mulțumim pentru înregistrare. Încă un pas: confirmați adresa de e-mail.',
  html: '<p>Vă mulțumim pentru înregistrare. <strong>Încă un pas</strong>: confirmați adresa de e-mail.</p>',
};

describe('sending mail over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers text and HTML with Romanian diacritics intact to a real SMTP server', async () => {
    expect(await sendMail(mail, sink.url)).toBe('smtp');
    const received = await sink.next();
    expect(received.subject).toBe(mail.subject);
    expect(received.text?.trim()).toBe(mail.text);
    expect(received.html).toContain('<strong>Încă un pas</strong>');
    expect(received.from?.value[0]).toEqual({
      name: 'Sanitärwelt România',
      address: 'service@sanitaerwelt.ro',
    });
    expect(received.to && 'value' in received.to && received.to.value[0]?.address).toBe(mail.to);
  });

  it('throws when the SMTP server cannot be reached, so the caller can say the mail did not go', async () => {
    await expect(sendMail(mail, 'smtp://127.0.0.1:9')).rejects.toThrow();
  });
});

describe.each(databaseTargets())('the outbox without SMTP_URL ($name)', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  beforeAll(async () => {
    handle = await open({ seed: 3, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
  }, 120_000);
  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('keeps the mail, readable by its recipient address in any case', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await sendMail(mail, undefined)).toBe('outbox');
    const [kept] = await (await getMailOutbox()).listFor(mail.to.toUpperCase());
    expect(kept).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html, from: mail.from });
    // The log names the mail, never its text (which may carry a one-time link).
    expect(log.mock.calls.flat().join(' ')).not.toContain('Încă un pas');
    log.mockRestore();
  });
});
