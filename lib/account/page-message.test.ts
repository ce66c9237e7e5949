import { accountMessage } from './page-message';

describe('accountMessage', () => {
  it('reads a notice of the account forms', () => {
    expect(accountMessage({ notice: 'account.registrationSent' })).toEqual({
      kind: 'notice',
      key: 'Account.registrationSent',
      values: {},
      fields: [],
    });
  });

  it('reads an error with the fields it is about, and only fields of the forms', () => {
    expect(accountMessage({ error: 'account.wrongLogin', fields: 'email,password,isAdmin' })).toEqual({
      kind: 'error',
      key: 'Errors.account.wrongLogin',
      values: {},
      fields: ['email', 'password'],
    });
    expect(accountMessage({ error: 'request.tooMany', seconds: '42' })?.values).toEqual({ seconds: 42 });
  });

  it('ignores anything the shop does not send', () => {
    expect(accountMessage({ error: 'Errors.cart.addFailed' })).toBeNull();
    expect(accountMessage({ notice: '<script>' })).toBeNull();
    expect(accountMessage({})).toBeNull();
  });
});
