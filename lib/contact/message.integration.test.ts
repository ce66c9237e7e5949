import { getMailOutbox, storefrontOn, useStorefrontForTests } from '../storefront';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { CartClient, type CartAnswer } from '../testing/cart-requests';
import { postContactBody, sendVisitorMessageForm as send } from '../testing/contact-requests';
import { databaseTargets } from '../testing/databases';
import { issueShopCaptcha } from '../security/shop-captcha';
import { decodeKeptMessage, MESSAGE_FLASH_COOKIE } from './message-flash';

jest.mock('server-only', () => ({}));

type Answer = {
  ok: boolean;
  data?: { notice: { code: string } };
  error?: { code: string; fields?: string[]; values?: { seconds?: number } };
  captcha?: { token: string; question: { a: number; b: number } };
};
const bodyOf = (answer: CartAnswer) => answer.body as unknown as Answer;
const flashOf = (answer: CartAnswer) =>
  decodeKeptMessage(new RegExp(`${MESSAGE_FLASH_COOKIE}=([^;]*)`).exec(answer.setCookie ?? '')?.[1]);

/** A captcha answered as a browser without JavaScript answers it: the question's sum and its token. */
async function answered(wrong = false): Promise<Record<string, string>> {
  const { question, token } = await issueShopCaptcha();
  return { captcha_token: token, captcha_answer: String(question.a + question.b + (wrong ? 1 : 0)) };
}

// Rate limits live as long as the test process: each suite's senders and addresses are its own.
let address = 0;
describe.each(databaseTargets())('the contact and feedback forms on $name', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const visitor = (host = 'at.localhost:3100') => new CartClient(host, `198.51.100.${(address += 1)}`);
  // Unique per run too: with REDIS_URL set, the copies' daily count outlives the process.
  const run = Date.now();
  const sender = (who: string) => `${who}.${run}.${name.toLowerCase()}@example.at`;
  const message = (who: string) => ({
    name: '<b>Maria</b> Gruber',
    email: sender(who),
    orderNumber: 'ord123456789012',
    subject: 'Lieferung der Therme',
    message: 'Guten Tag,\nwann kommt meine <script>alert(1)</script> Therme?',
    language: 'de',
  });
  const mailsTo = async (to: string) => (await getMailOutbox()).listFor(to);

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    handle = await open({ seed: 7, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('mails a message to the store and a copy to the sender, and brings a new captcha', async () => {
    const before = (await mailsTo('service@sanitaerwelt.at')).length;
    const answer = await send(
      visitor(),
      'contact',
      { ...message('anna'), ...(await answered()) },
      { json: true },
    );
    expect(answer.status).toBe(200);
    expect(bodyOf(answer)).toMatchObject({ ok: true, data: { notice: { code: 'contactForm.sent' } } });
    expect(bodyOf(answer).captcha?.token).toEqual(expect.any(String));
    const toStore = await mailsTo('service@sanitaerwelt.at');
    expect(toStore).toHaveLength(before + 1);
    expect(toStore[0]).toMatchObject({ subject: 'Kontaktanfrage: Lieferung der Therme' });
    expect(toStore[0]!.text).toContain(`Von: <b>Maria</b> Gruber <${sender('anna')}>`);
    expect(toStore[0]!.text).toContain('ORD123456789012');
    expect(toStore[0]!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const [copy] = await mailsTo(sender('anna'));
    expect(copy).toMatchObject({
      subject: 'Ihre Nachricht an Sanitärwelt',
      from: '"Sanitärwelt" <service@sanitaerwelt.at>',
    });
    expect(copy!.text).toContain('> wann kommt meine <script>alert(1)</script> Therme?');
  });

  it('mails feedback from a plain form and answers with 303 to the feedback page of the language', async () => {
    const { orderNumber: _, ...feedback } = message('bernd');
    const answer = await send(visitor('ro.localhost:3100'), 'feedback', {
      ...feedback,
      language: 'en',
      ...(await answered()),
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/en/feedback?notice=contactForm.sent');
    const [toStore] = await mailsTo('contact@sanitarlume.ro');
    expect(toStore!.subject).toBe('Părere: Lieferung der Therme');
    const [copy] = await mailsTo(sender('bernd'));
    expect(copy!.subject).toBe('Your message to SanitarLume');
  });

  it('takes one answer per captcha: a replay and a second guess are refused, and nothing is mailed', async () => {
    const captcha = await answered();
    expect(
      (await send(visitor(), 'contact', { ...message('carla'), ...captcha }, { json: true })).status,
    ).toBe(200);
    const replay = await send(visitor(), 'contact', { ...message('carla'), ...captcha }, { json: true });
    expect(replay.status).toBe(422);
    expect(bodyOf(replay).error).toEqual({ code: 'captcha.replayed', fields: ['captcha'] });
    expect(bodyOf(replay).captcha?.token).not.toBe(captcha.captcha_token);

    const wrong = await answered(true);
    const guessed = await send(visitor(), 'contact', { ...message('dora'), ...wrong }, { json: true });
    expect(bodyOf(guessed).error?.code).toBe('captcha.invalid');
    const right = { ...wrong, captcha_answer: String(Number(wrong.captcha_answer) - 1) };
    const again = await send(visitor(), 'contact', { ...message('dora'), ...right }, { json: true });
    expect(bodyOf(again).error?.code).toBe('captcha.replayed');
    const missing = await send(visitor(), 'contact', message('dora'), { json: true });
    expect(bodyOf(missing).error?.code).toBe('captcha.missing');
    expect(await mailsTo(sender('dora'))).toEqual([]);
  });

  it('sends a refused plain form back with its message and its values kept, the captcha’s excepted', async () => {
    const refused = {
      ...message('emil'),
      email: 'emil@localhost',
      orderNumber: 'ORD42',
      ...(await answered()),
    };
    const answer = await send(visitor(), 'contact', refused);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/contact?error=contactForm.invalid');
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(flashOf(answer)).toEqual({
      name: refused.name,
      email: refused.email,
      orderNumber: refused.orderNumber,
      subject: refused.subject,
      message: refused.message,
    });
    const json = await send(visitor(), 'contact', refused, { json: true });
    expect(json.status).toBe(422);
    expect(bodyOf(json).error).toEqual({ code: 'contactForm.invalid', fields: ['email', 'orderNumber'] });
    const wrong = await send(visitor(), 'contact', { ...message('emil'), ...(await answered(true)) });
    expect(wrong.location).toBe('/contact?error=captcha.invalid');
    expect(flashOf(wrong).subject).toBe('Lieferung der Therme');
    expect(await mailsTo('emil@localhost')).toEqual([]);
  });

  it('sends an address no more than three copies a day, but every message to the store', async () => {
    const before = (await mailsTo('service@sanitaerwelt.at')).length;
    const notices: string[] = [];
    for (let sent = 0; sent < 4; sent += 1) {
      const answer = await send(
        visitor(),
        'contact',
        { ...message('frida'), ...(await answered()) },
        { json: true },
      );
      notices.push(bodyOf(answer).data!.notice.code);
    }
    expect(notices).toEqual([
      'contactForm.sent',
      'contactForm.sent',
      'contactForm.sent',
      'contactForm.sentWithoutCopy',
    ]);
    expect(await mailsTo(sender('frida'))).toHaveLength(3);
    expect(await mailsTo('service@sanitaerwelt.at')).toHaveLength(before + 4);
  });

  it('takes five messages from one address in ten minutes, then asks to wait', async () => {
    const busy = visitor();
    for (let sent = 0; sent < 5; sent += 1)
      expect(
        (await send(busy, 'feedback', { ...message(`gus${sent}`), ...(await answered()) }, { json: true }))
          .status,
      ).toBe(200);
    const json = await send(busy, 'feedback', { ...message('gus'), ...(await answered()) }, { json: true });
    expect(json.status).toBe(429);
    expect(bodyOf(json).error?.code).toBe('request.tooMany');
    expect(bodyOf(json).error?.values?.seconds).toBeGreaterThan(0);
    const form = await send(busy, 'feedback', { ...message('gus'), ...(await answered()) });
    expect(form.location).toMatch(/^\/feedback\?error=request\.tooMany&seconds=\d+$/);
    expect(flashOf(form).message).toBe(message('gus').message);
    expect(await mailsTo(sender('gus'))).toEqual([]);
  });

  it('refuses a request from another site, and never answers 500 to what a client sends', async () => {
    const crossSite = await send(visitor(), 'contact', message('hans'), {
      json: true,
      headers: { origin: 'https://evil.example', referer: 'https://evil.example/' },
    });
    expect(crossSite.status).toBe(403);
    for (const body of [
      '{"name":',
      '[]',
      JSON.stringify({ name: ['a'], message: { x: 1 }, captcha_payload: 7 }),
    ]) {
      const answer = await postContactBody(visitor(), body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const spam = await send(
      visitor(),
      'contact',
      { ...message('hans'), message: 'x'.repeat(100_000) },
      { json: true },
    );
    expect(spam.status).toBeLessThan(500);
    expect(await mailsTo(sender('hans'))).toEqual([]);
  });
});
