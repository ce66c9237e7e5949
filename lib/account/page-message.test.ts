import { accountMessage } from './page-message';

describe('accountMessage', () => {
  it('reads a notice of the account forms', () => {
    expect(accountMessage({ notice: 'account.registrationSent' })).toEqual({
      kind: 'notice',
      key: 'Account.registrationSent',
      values: {},
      fields: [],
      form: null,
    });
  });

  it('reads an error with the fields it is about, and only fields of the forms', () => {
    expect(accountMessage({ error: 'account.wrongLogin', fields: 'email,password,isAdmin' })).toEqual({
      kind: 'error',
      key: 'Errors.account.wrongLogin',
      values: {},
      fields: ['email', 'password'],
      form: null,
    });
    expect(accountMessage({ error: 'request.tooMany', seconds: '42' })?.values).toEqual({ seconds: 42 });
  });

  it('names the form an error is about, and reads address notices under their own key', () => {
    expect(
      accountMessage({ error: 'address.postcodeInvalid', fields: 'postcode', form: 'saveAddress' }),
    ).toEqual({
      kind: 'error',
      key: 'Errors.address.postcodeInvalid',
      values: {},
      fields: ['postcode'],
      form: 'saveAddress',
    });
    expect(accountMessage({ error: 'address.notFound', form: '"><b>' })?.form).toBeNull();
    expect(accountMessage({ notice: 'address.added' })?.key).toBe('Account.address.added');
  });

  it('reads a due captcha on the login form, marking the captcha', () => {
    expect(accountMessage({ error: 'captcha.missing', fields: 'captcha', form: 'login' })).toMatchObject({
      key: 'Errors.captcha.missing',
      fields: ['captcha'],
      form: 'login',
    });
  });

  it('ignores anything the shop does not send', () => {
    expect(accountMessage({ error: 'Errors.cart.addFailed' })).toBeNull();
    expect(accountMessage({ notice: '<script>' })).toBeNull();
    expect(accountMessage({})).toBeNull();
  });
});
