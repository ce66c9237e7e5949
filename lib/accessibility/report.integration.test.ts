import type { ParsedMail } from 'mailparser';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { CartClient, type CartAnswer } from '../testing/cart-requests';
import { databaseTargets } from '../testing/databases';
import { reportBarrier } from '../testing/report-requests';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { decodeKeptReport, REPORT_FLASH_COOKIE } from './report-flash';

jest.mock('server-only', () => ({}));

const report = {
  name: 'Maria Gruber',
  email: 'maria.gruber@example.at',
  page: 'http://at.localhost:3100/badezimmer.html',
  description: 'Die Filter der Kategorie sind mit dem Screenreader nicht erreichbar.\n\nIch nutze NVDA.',
  language: 'de',
  back: '/barrierefreiheit',
};

type Answer = { ok: true; data: { notice: { code: string } } } | { ok: false; error: ApiErrorBody };
interface ApiErrorBody {
  code: string;
  fields?: string[];
  values?: { seconds?: number };
}
const bodyOf = (answer: CartAnswer) => answer.body as unknown as Answer;
const replyToOf = (mail: ParsedMail) => mail.replyTo?.value[0]?.address;
const flashOf = (answer: CartAnswer) =>
  decodeKeptReport(new RegExp(`${REPORT_FLASH_COOKIE}=([^;]*)`).exec(answer.setCookie ?? '')?.[1]);

// The handler's mails go through SMTP (docs/architecture.md "Mail"): the handler and the mail path are tested once, on
// the embedded default database, whose store configuration names the address the report goes to.
const [pglite] = databaseTargets();

describe('POST /api/accessibility-report', () => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let sink: SmtpSink;
  let sinkClosed = false;
  let address = 0;
  // Each visitor from an address of their own, so the rate limit of one never stops another.
  const visitor = (host = 'at.localhost:3100') => new CartClient(host, `203.0.113.${(address += 1)}`);

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Before the first handler reads the environment, which it does once.
    process.env.SMTP_URL = sink.url;
    handle = await pglite!.open({ seed: 5, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
    if (!sinkClosed) await sink?.close();
  }, 30_000);

  it('mails a report sent as JSON to the store, answerable to the visitor, and confirms it', async () => {
    const answer = await reportBarrier(visitor(), report, { json: true });
    expect(answer.status).toBe(200);
    expect(bodyOf(answer)).toEqual({ ok: true, data: { notice: { code: 'barrierReport.sent' } } });
    const mail = await sink.next('service@sanitaerwelt.at');
    expect(mail.from?.value[0]).toEqual({ name: 'Sanitärwelt', address: 'service@sanitaerwelt.at' });
    expect(replyToOf(mail)).toBe(report.email);
    expect(mail.subject).toBe('Barriere gemeldet – Sanitärwelt');
    expect(mail.text).toContain('Gemeldet von: Maria Gruber <maria.gruber@example.at>');
    expect(mail.text).toContain(`Seite: ${report.page}`);
    expect(mail.text).toContain('Ich nutze NVDA.');
    expect(mail.html).toContain('<p>Ich nutze NVDA.</p>');
  });

  it('answers a plain form with 303 back to the statement, and mails in the store’s language', async () => {
    const answer = await reportBarrier(visitor('ro.localhost:3100'), {
      ...report,
      name: '',
      email: 'ion@example.ro',
      page: '/en/cart',
      language: 'en',
      back: '/en/accesibilitate',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/en/accesibilitate?notice=barrierReport.sent');
    const mail = await sink.next('contact@sanitarlume.ro');
    expect(mail.subject).toBe('Barieră semnalată – SanitarLume');
    expect(mail.text).toContain('Semnalată de: ion@example.ro');
    expect(mail.text).toContain('Limba paginii: en');
    expect(replyToOf(mail)).toBe('ion@example.ro');
  });

  it('sends a refused plain form back with its message, the fields named and its values kept', async () => {
    const before = sink.received.length;
    const refused = { ...report, email: 'maria@localhost', description: 'kaputt' };
    const answer = await reportBarrier(visitor(), refused);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/barrierefreiheit?error=barrierReport.invalid');
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(flashOf(answer)).toEqual({
      name: refused.name,
      email: refused.email,
      page: refused.page,
      description: refused.description,
    });
    const json = await reportBarrier(visitor(), refused, { json: true });
    expect(json.status).toBe(422);
    expect(bodyOf(json)).toEqual({
      ok: false,
      error: { code: 'barrierReport.invalid', fields: ['email', 'description'] },
    });
    expect(sink.received.length).toBe(before);
  });

  it('never leads a plain form’s answer to another site', async () => {
    const answer = await reportBarrier(visitor(), { ...report, back: 'https://evil.example/' });
    expect(answer.location).toBe('/?notice=barrierReport.sent');
    await sink.next('service@sanitaerwelt.at');
  });

  it('refuses a request from another site, whatever it carries', async () => {
    const before = sink.received.length;
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example', referer: 'https://evil.example/' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await reportBarrier(visitor(), report, { headers });
      expect(answer.status).toBe(403);
      expect(bodyOf(answer)).toEqual({ ok: false, error: { code: 'request.crossSite' } });
    }
    expect(sink.received.length).toBe(before);
  });

  it('takes five reports from one address in ten minutes, then asks to wait', async () => {
    const busy = visitor();
    for (let sent = 0; sent < 5; sent += 1)
      expect((await reportBarrier(busy, report, { json: true })).status).toBe(200);
    const json = await reportBarrier(busy, report, { json: true });
    expect(json.status).toBe(429);
    const error = (bodyOf(json) as { error: ApiErrorBody }).error;
    expect(error.code).toBe('request.tooMany');
    expect(error.values?.seconds).toBeGreaterThan(0);
    const form = await reportBarrier(busy, report);
    expect(form.location).toMatch(/^\/barrierefreiheit\?error=request\.tooMany&seconds=\d+$/);
    expect(flashOf(form).email).toBe(report.email);
    // Another address is not held up.
    expect((await reportBarrier(visitor(), report, { json: true })).status).toBe(200);
  });

  it('says so when the mail server does not take the report, and keeps what was typed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await sink.close();
    sinkClosed = true;
    const json = await reportBarrier(visitor(), report, { json: true });
    expect(json.status).toBe(503);
    expect(bodyOf(json)).toEqual({ ok: false, error: { code: 'barrierReport.failed' } });
    const form = await reportBarrier(visitor(), report);
    expect(form.location).toBe('/barrierefreiheit?error=barrierReport.failed');
    expect(flashOf(form).description).toBe(report.description);
    logged.mockRestore();
  });
});
