import { draftValues, readDraft, submittedDraftValues } from './draft';

describe('draftValues', () => {
  it('keeps the checkout fields a shopper typed, flattened and bounded', () => {
    expect(
      draftValues({
        email: 'a@b.at',
        delivery: { city: 'Wien', street: 'x'.repeat(2_000) },
        captcha_answer: '7',
        captcha_payload: 'abc',
        shownTotal: 100,
        acceptTerms: true,
      }),
    ).toEqual({
      email: 'a@b.at',
      'delivery.city': 'Wien',
      'delivery.street': 'x'.repeat(1_000),
      acceptTerms: 'true',
    });
  });

  it('keeps a "same invoice address" a submit left out (unticked) as unticked, and a ticked one as sent', () => {
    expect(submittedDraftValues({ email: 'a@b.at' })).toEqual({ email: 'a@b.at', invoiceSame: 'off' });
    expect(submittedDraftValues({ invoiceSame: 'on' }).invoiceSame).toBe('on');
    expect(submittedDraftValues({ invoiceSame: true }).invoiceSame).toBe('true');
  });

  it('keeps no character the database refuses, but the note’s line breaks', () => {
    expect(
      draftValues({ email: 'a\u0000@b.at', note: 'Hof\nTor 2', couponCode: `X${'😀'.repeat(500)}` }),
    ).toEqual({
      email: 'a @b.at',
      note: 'Hof\nTor 2',
      couponCode: `X${'😀'.repeat(499)} `,
    });
  });

  it('drops unknown names', () => {
    expect(draftValues({ 'delivery.password': 'x', isAdmin: 'true', total: '1' })).toEqual({});
  });
});

describe('readDraft', () => {
  it('reads what was stored and refuses garbage', () => {
    expect(readDraft({ values: { email: 'a@b.at' }, error: { code: 'checkout.termsRequired' } })).toEqual({
      values: { email: 'a@b.at' },
      error: { code: 'checkout.termsRequired' },
    });
    expect(readDraft('x')).toBeNull();
    expect(readDraft({ values: null })).toBeNull();
  });
});
