import type { ParsedMail } from 'mailparser';
import { handlerMarketContext } from '../api/market-context';
import { decodeMarket } from '../i18n/market';
import { getNewsletterStore, storefrontOn, useStorefrontForTests } from '../storefront';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { CartClient, submitAccount } from '../testing/cart-requests';
import { confirmationOf, registrationOf } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { oneClick, sendNewsletterForm } from '../testing/newsletter-requests';
import { mailHeader, startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { sendNewsletterMail } from './newsletter-mails';

jest.mock('server-only', () => ({}));

const PASSWORD = 'warmwasser aus der therme';
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Before the first handler reads the environment, which it does once.
  process.env.SMTP_URL = sink.url;
});
afterAll(() => sink?.close());

/** The one link of a mail that leads to `path`, as its reader sees it. */
const linkIn = (mail: ParsedMail, path: string) =>
  new RegExp(`https?://[^\\s]+${path.replace(/[?]/g, '\\?')}[A-Za-z0-9_.-]+`).exec(mail.text ?? '')?.[0] ??
  null;
const tokenOf = (link: string | null) =>
  link ? new URL(link).searchParams.get(link.includes('confirm=') ? 'confirm' : 'token') : null;
const oneClickUrlOf = (mail: ParsedMail) =>
  /<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
    mailHeader(mail, 'list-unsubscribe') ?? '',
  )?.[1];

describe.each(databaseTargets())('the newsletter’s handlers on $name', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let address = 0;
  let emails = 0;
  // Each visitor from an address of their own, so the rate limit of one never stops another.
  const visitor = () =>
    new CartClient('at.localhost:3100', `203.0.${name === 'PGlite' ? 113 : 114}.${(address += 1)}`);
  const freshEmail = () => `abonnentin.${(emails += 1)}.${name.toLowerCase()}@example.at`;
  const signUp = (email: string, extra: Record<string, string> = {}) =>
    sendNewsletterForm(visitor(), { action: 'signUp', email, source: 'footer', language: 'de', ...extra });
  const subscriberOf = async (email: string) => {
    const store = await getNewsletterStore();
    const [row] = await Promise.all([store.findForCustomer('at', -1, email)]);
    return row;
  };
  /** A signed-in customer's browser, registered and confirmed through the mailed link. */
  const signedIn = async (email: string) => {
    const browser = visitor();
    await submitAccount(visitor(), registrationOf(email));
    const confirm = new URL(linkIn(await sink.next(email), '/login-register?confirm=')!).searchParams.get(
      'confirm',
    );
    await submitAccount(visitor(), confirmationOf(confirm!, PASSWORD));
    await sink.next(email); // the welcome mail
    const login = await submitAccount(browser, { action: 'login', email, password: PASSWORD });
    expect(login.location).toBe('/account?notice=account.loggedIn');
    return browser;
  };

  beforeAll(async () => {
    handle = await open({ seed: 5, products: 10 });
    useStorefrontForTests(await storefrontOn(handle));
  }, 180_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('keeps a sign-up pending until the mailed link’s button confirms it, with its times and source', async () => {
    const email = freshEmail();
    const answer = await signUp(email.toUpperCase());
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/newsletter?notice=newsletter.checkMailbox');
    expect(await subscriberOf(email)).toMatchObject({
      status: 'pending',
      consentSource: 'footer',
      confirmedAt: null,
    });
    const mail = await sink.next(email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Sanitärwelt');
    expect(mailHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(mail, 'list-unsubscribe')).toMatch(
      /^<https?:\/\/.+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>, <mailto:service@sanitaerwelt\.at\?subject=/,
    );
    const link = linkIn(mail, '/newsletter?confirm=');
    expect(link).not.toBeNull();
    const confirmed = await sendNewsletterForm(
      visitor(),
      { action: 'confirm', token: tokenOf(link)!, language: 'de' },
      { json: true },
    );
    expect(confirmed.body).toEqual({ ok: true, data: { notice: { code: 'newsletter.confirmed' } } });
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ status: 'subscribed', consentSource: 'footer' });
    expect(subscriber!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(subscriber!.consentAt.getTime());
    const again = await sendNewsletterForm(visitor(), { action: 'confirm', token: tokenOf(link)! });
    expect(again.location).toBe('/newsletter?notice=newsletter.alreadyRegistered');
  });

  it('answers a second sign-up of a subscribed address like any other, and says so only in the mail', async () => {
    const email = freshEmail();
    await signUp(email);
    await sendNewsletterForm(visitor(), {
      action: 'confirm',
      token: tokenOf(linkIn(await sink.next(email), '/newsletter?confirm='))!,
    });
    const known = await signUp(email, { source: 'newsletter' });
    const unknown = await signUp(freshEmail(), { source: 'newsletter' });
    expect(known.location).toBe(unknown.location);
    expect(known.status).toBe(unknown.status);
    const mail = await sink.next(email);
    expect(mail.subject).toBe('Ihre Newsletter-Anmeldung bei Sanitärwelt');
    expect(mail.text).toContain('bereits für den Newsletter von Sanitärwelt angemeldet');
    expect(mailHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await subscriberOf(email)).toMatchObject({ status: 'subscribed', consentSource: 'footer' });
    await sink.next(`abonnentin.${emails}.${name.toLowerCase()}@example.at`);
  });

  it('unsubscribes by a mail client’s one-click POST without an origin, never by a GET', async () => {
    const email = freshEmail();
    await signUp(email);
    const mail = await sink.next(email);
    await sendNewsletterForm(visitor(), {
      action: 'confirm',
      token: tokenOf(linkIn(mail, '/newsletter?confirm='))!,
    });
    const url = oneClickUrlOf(mail)!;
    const opened = await oneClick(url, 'GET');
    expect(opened.status).toBe(303);
    expect(opened.location).toBe(`/newsletter-unsubscribe?token=${new URL(url).searchParams.get('token')}`);
    expect(await subscriberOf(email)).toMatchObject({ status: 'subscribed' });
    expect(await oneClick(url)).toMatchObject({ status: 200, text: 'unsubscribed' });
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ status: 'unsubscribed' });
    expect(subscriber!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await oneClick(url)).toMatchObject({ status: 200, text: 'alreadyUnsubscribed' });
    // The page's button says the same to a person.
    const page = await sendNewsletterForm(visitor(), {
      action: 'unsubscribe',
      token: new URL(url).searchParams.get('token')!,
    });
    expect(page.location).toBe(`/newsletter-unsubscribe?notice=newsletter.alreadyUnsubscribed`);
  });

  it('sends the shop’s newsletter only to confirmed subscribers, each with its one-click link', async () => {
    const email = freshEmail();
    await signUp(email);
    const request = await sink.next(email);
    const context = await handlerMarketContext(decodeMarket('at-de-13-gross')!);
    const issue = { subject: 'Neu im Dezember', paragraphs: ['Thermostate im Angebot.'] };
    expect(await sendNewsletterMail((await subscriberOf(email))!, context, issue)).toBe(false);
    await sendNewsletterForm(visitor(), {
      action: 'confirm',
      token: tokenOf(linkIn(request, '/newsletter?confirm='))!,
    });
    expect(await sendNewsletterMail((await subscriberOf(email))!, context, issue)).toBe(true);
    const mail = await sink.next(email);
    expect(mail.subject).toBe('Neu im Dezember');
    expect(mail.text).toContain('Thermostate im Angebot.');
    expect(mail.text).toMatch(/Newsletter abbestellen: https?:\/\/\S+\/newsletter-unsubscribe\?token=/);
    expect(mailHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await oneClick(oneClickUrlOf(mail)!)).toMatchObject({ status: 200, text: 'unsubscribed' });
    expect(await sendNewsletterMail((await subscriberOf(email))!, context, issue)).toBe(false);
  });

  it('refuses forged and tampered links, and another site’s form', async () => {
    const email = freshEmail();
    await signUp(email);
    const mail = await sink.next(email);
    const token = new URL(oneClickUrlOf(mail)!).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: 1, e: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(
      await oneClick(`http://at.localhost:3100/api/newsletter/unsubscribe?token=${forged}.${signature}`),
    ).toMatchObject({ status: 400, text: 'linkInvalid' });
    expect(
      await oneClick(
        `http://at.localhost:3100/api/newsletter/unsubscribe?token=${payload}.${'A'.repeat(43)}`,
      ),
    ).toMatchObject({ status: 400 });
    expect(await oneClick('http://at.localhost:3100/api/newsletter/unsubscribe')).toMatchObject({
      status: 400,
    });
    // A confirmation link is no unsubscribe link, and the other way round.
    const confirm = tokenOf(linkIn(mail, '/newsletter?confirm='))!;
    expect(
      (await oneClick(`http://at.localhost:3100/api/newsletter/unsubscribe?token=${confirm}`)).status,
    ).toBe(400);
    const wrong = await sendNewsletterForm(visitor(), { action: 'confirm', token }, { json: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ ok: false, error: { code: 'newsletter.linkInvalid' } });
    const plain = await sendNewsletterForm(visitor(), { action: 'confirm', token: `${token}x` });
    expect(plain.location).toBe('/newsletter?error=newsletter.linkInvalid');
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending' });
    const crossSite = await sendNewsletterForm(
      visitor(),
      { action: 'confirm', token: confirm },
      { headers: { origin: 'https://evil.example', referer: 'https://evil.example/' } },
    );
    expect(crossSite.status).toBe(403);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending' });
  });

  it('refuses markup, spam-sized and missing addresses with a message, keeping what was typed', async () => {
    const typed = '<script>alert(1)</script>@example.at';
    const answer = await signUp(typed);
    expect(answer.status).toBe(303);
    expect(new URL(answer.location!, 'http://x').searchParams.get('error')).toBe('newsletter.emailInvalid');
    expect(new URL(answer.location!, 'http://x').searchParams.get('email')).toBe(typed);
    const huge = await sendNewsletterForm(
      visitor(),
      { action: 'signUp', email: `${'ü'.repeat(5000)}@example.at` },
      { json: true },
    );
    expect(huge.status).toBe(422);
    expect(huge.body).toEqual({ ok: false, error: { code: 'newsletter.emailInvalid' } });
    const nothing = await sendNewsletterForm(visitor(), { action: 'signUp' }, { json: true });
    expect(nothing.status).toBe(422);
  });

  it('limits sign-ups per client address and per address signed up', async () => {
    const browser = visitor();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(
        await sendNewsletterForm(browser, { action: 'signUp', email: freshEmail() }, { json: true }),
      );
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body).toMatchObject({ ok: false, error: { code: 'newsletter.tooMany' } });
    const target = freshEmail();
    const perAddress = [];
    for (let attempt = 0; attempt < 4; attempt += 1) perAddress.push((await signUp(target)).location);
    expect(perAddress.at(-1)).toMatch(/^\/newsletter\?error=newsletter.tooMany&seconds=\d+&email=/);
    for (let mail = 0; mail < 5 + 3; mail += 1) await sink.next();
  });

  it('lets a customer see and switch their own subscription, and no one else’s', async () => {
    const email = freshEmail();
    const anna = await signedIn(email);
    const guest = await sendNewsletterForm(visitor(), { action: 'accountUnsubscribe' });
    expect(guest.location).toBe('/account?error=newsletter.loginRequired');
    expect((await sendNewsletterForm(anna, { action: 'accountUnsubscribe' })).location).toBe(
      '/account?notice=newsletter.emailNotFound',
    );
    expect((await sendNewsletterForm(anna, { action: 'accountSubscribe' })).location).toBe(
      '/account?notice=newsletter.checkMailbox',
    );
    const subscription = await subscriberOf(email);
    expect(subscription).toMatchObject({ status: 'pending', consentSource: 'account' });
    expect(subscription!.customerId).not.toBeNull();
    await sendNewsletterForm(visitor(), {
      action: 'confirm',
      token: tokenOf(linkIn(await sink.next(email), '/newsletter?confirm='))!,
    });
    // Signed in, the customer hears about their own address on the page.
    expect((await signUp(email)).location).toBe('/newsletter?notice=newsletter.checkMailbox');
    expect((await sendNewsletterForm(anna, { action: 'signUp', email, source: 'footer' })).location).toBe(
      '/newsletter?notice=newsletter.alreadyRegistered',
    );
    await sink.next(email);
    await sink.next(email);
    // Another customer's switch reaches their own subscription only, whatever the request names.
    const other = freshEmail();
    const ben = await signedIn(other);
    const benAnswer = await sendNewsletterForm(ben, {
      action: 'accountUnsubscribe',
      email,
      customerId: String(subscription!.customerId),
    });
    expect(benAnswer.location).toBe('/account?notice=newsletter.emailNotFound');
    expect(await subscriberOf(email)).toMatchObject({ status: 'subscribed' });
    expect((await sendNewsletterForm(anna, { action: 'accountUnsubscribe' }, { json: true })).body).toEqual({
      ok: true,
      data: { notice: { code: 'newsletter.unsubscribed' } },
    });
    expect(await subscriberOf(email)).toMatchObject({ status: 'unsubscribed' });
  });
});
