import { decodeKeptMessage, encodeKeptMessage } from './message-flash';
import { messageOutcomeOf } from './message-outcome';

describe('the values a refused plain form keeps', () => {
  it('come back as typed, markup and Unicode included, the captcha left out', () => {
    const fields = {
      name: '<b>Ștefan</b>',
      email: 'stefan@localhost',
      orderNumber: 'ORD1',
      subject: 'Țeavă 🔧',
      message: 'Bună ziua,\nam o întrebare.',
      captcha_answer: '12',
      captcha_token: 'token',
    };
    const { captcha_answer: _, captcha_token: __, ...kept } = fields;
    expect(decodeKeptMessage(encodeKeptMessage(fields))).toEqual(kept);
  });

  it('fit in a cookie: a spam-sized message is cut, not lost', () => {
    const encoded = encodeKeptMessage({ name: 'x'.repeat(10_000), message: 'ä'.repeat(20_000) });
    expect(encoded.length).toBeLessThanOrEqual(3_800);
    const kept = decodeKeptMessage(encoded);
    expect(kept.name).toHaveLength(300);
    expect(kept.message!.length).toBeGreaterThanOrEqual(500);
  });

  it('are none for a cookie that is not ours', () => {
    expect(decodeKeptMessage('not base64 json')).toEqual({});
    expect(decodeKeptMessage(Buffer.from('[1]').toString('base64url'))).toEqual({});
    expect(decodeKeptMessage(Buffer.from('{"name":7}').toString('base64url'))).toEqual({});
  });
});

describe('the outcome a plain form’s page shows', () => {
  it('is a known notice or error, with the seconds to wait', () => {
    expect(messageOutcomeOf({ notice: 'contactForm.sent' })).toEqual({
      kind: 'notice',
      key: 'ContactForm.sent',
      values: {},
    });
    expect(messageOutcomeOf({ error: 'request.tooMany', seconds: '40' })).toEqual({
      kind: 'error',
      key: 'Errors.request.tooMany',
      values: { seconds: 40 },
    });
    expect(messageOutcomeOf({ error: 'captcha.invalid' })?.key).toBe('Errors.captcha.invalid');
  });

  it('is nothing for a code the handler never sends', () => {
    expect(messageOutcomeOf({ notice: 'contactForm.invalid' })).toBeNull();
    expect(messageOutcomeOf({ error: 'account.loginRequired' })).toBeNull();
    expect(messageOutcomeOf({ error: 'request.tooMany', seconds: '-1' })?.values).toEqual({});
  });
});
