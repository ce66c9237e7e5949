import { newsletterMessage, newsletterMessageOf } from './newsletter-message';
import { linkToken, signUpStart } from './newsletter-page-query';

describe('the newsletter pages’ messages', () => {
  it('show docs/product.md §8’s states from a plain form’s answer', () => {
    expect(newsletterMessageOf({ notice: 'newsletter.alreadyRegistered' })).toEqual({
      kind: 'notice',
      key: 'alreadyRegistered',
    });
    expect(newsletterMessageOf({ notice: 'newsletter.emailNotFound' })?.key).toBe('emailNotFound');
    expect(newsletterMessageOf({ notice: 'newsletter.alreadyUnsubscribed' })?.key).toBe(
      'alreadyUnsubscribed',
    );
    expect(newsletterMessageOf({ error: 'newsletter.tooMany', seconds: '42' })).toEqual({
      kind: 'error',
      key: 'tooMany',
      seconds: 42,
    });
  });

  it('ignore codes that are not the newsletter’s, or of the wrong kind', () => {
    expect(newsletterMessageOf({ notice: 'account.loggedIn' })).toBeNull();
    expect(newsletterMessageOf({ notice: 'newsletter.linkInvalid' })).toBeNull();
    expect(newsletterMessageOf({ error: 'newsletter.confirmed' })).toBeNull();
    expect(newsletterMessageOf({ error: 'newsletter.<script>' })).toBeNull();
    expect(newsletterMessage('error', 'newsletter.tooMany', 'soon')).toEqual({
      kind: 'error',
      key: 'tooMany',
    });
  });

  it('start the sign-up with the footer’s address, as the footer’s consent, cut to what the field takes', () => {
    expect(signUpStart({ email: 'maria@example.at' })).toEqual({
      email: 'maria@example.at',
      source: 'footer',
    });
    expect(signUpStart({})).toEqual({ email: '', source: 'newsletter' });
    expect(signUpStart({ email: 'x@y.at', source: 'account' })).toEqual({
      email: 'x@y.at',
      source: 'account',
    });
    expect([...signUpStart({ email: '🛁'.repeat(10_000) }).email]).toHaveLength(255);
    expect(linkToken({ token: ['a.b', 'c.d'] }, 'token')).toBe('a.b');
    expect(linkToken({}, 'confirm')).toBeNull();
  });
});
