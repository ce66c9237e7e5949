import { newsletterActionSchema, newsletterFormError } from './newsletter-schema';

describe('the newsletter forms’ schema', () => {
  it('takes a sign-up’s address trimmed and in lower case, with a known source', () => {
    expect(
      newsletterActionSchema.parse({
        action: 'signUp',
        email: '  Maria.Gruber@Example.AT ',
        source: 'footer',
      }),
    ).toEqual({ action: 'signUp', email: 'maria.gruber@example.at', source: 'footer' });
    expect(
      newsletterActionSchema.parse({ action: 'signUp', email: 'ana@exemplu.ro', source: 'evil' }),
    ).toEqual({
      action: 'signUp',
      email: 'ana@exemplu.ro',
      source: 'newsletter',
    });
  });

  it('refuses what is no address, markup and spam-sized input with the address’s message', () => {
    for (const email of [
      '',
      'maria',
      'maria@localhost',
      '<script>alert(1)</script>@example.at',
      'a"b@example.at',
      `${'a'.repeat(250)}@example.at`,
      'maria@example.at\nBcc: all@example.at',
    ])
      expect(newsletterFormError({ action: 'signUp', email })).toBe('newsletter.emailInvalid');
    expect(newsletterFormError({ action: 'signUp' })).toBe('newsletter.emailInvalid');
  });

  it('takes Unicode addresses as the browser’s own check does', () => {
    expect(newsletterFormError({ action: 'signUp', email: 'jürgen@bäder.at' })).toBeNull();
  });

  it('wants a link’s token of a sane length, and knows only its own actions', () => {
    expect(newsletterFormError({ action: 'confirm', token: 'abc.def' })).toBeNull();
    expect(newsletterFormError({ action: 'unsubscribe', token: '' })).toBe('newsletter.linkInvalid');
    expect(newsletterFormError({ action: 'unsubscribe', token: 'a'.repeat(513) })).toBe(
      'newsletter.linkInvalid',
    );
    expect(newsletterFormError({ action: 'unsubscribe' })).toBe('newsletter.linkInvalid');
    expect(newsletterFormError({ action: 'accountUnsubscribe' })).toBeNull();
    expect(newsletterFormError({ action: 'subscribeEveryone' })).toBe('newsletter.invalid');
    expect(newsletterFormError({ action: 'signUp', email: 'a@b.at', language: 'fr' })).toBe(
      'newsletter.invalid',
    );
  });
});
