import { identityOfClaims, identityOfGraphProfile } from './identity';

describe('identityOfClaims', () => {
  it('takes the subject, the lower-cased address and whether the provider verified it', () => {
    expect(
      identityOfClaims('google', {
        sub: '1234',
        email: ' Jana.Novak@Example.AT ',
        email_verified: true,
        given_name: 'Jana',
        family_name: 'Novák',
      }),
    ).toEqual({
      provider: 'google',
      subject: '1234',
      email: 'jana.novak@example.at',
      emailVerified: true,
      firstname: 'Jana',
      lastname: 'Novák',
    });
    expect(
      identityOfClaims('google', { sub: '1', email: 'a@b.at', email_verified: 'true' })?.emailVerified,
    ).toBe(true);
  });

  it('never counts an address as verified without the claim saying so', () => {
    for (const email_verified of [false, 'false', undefined, 1, 'yes'])
      expect(identityOfClaims('google', { sub: '1', email: 'a@b.at', email_verified })?.emailVerified).toBe(
        false,
      );
    expect(identityOfClaims('google', { sub: '1', email_verified: true })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it('refuses claims without a subject, and cuts names to what a customer holds', () => {
    expect(identityOfClaims('google', { email: 'a@b.at' })).toBeNull();
    expect(identityOfClaims('google', { sub: '' })).toBeNull();
    expect(identityOfClaims('google', { sub: '1', given_name: 'x'.repeat(300) })?.firstname).toHaveLength(
      100,
    );
  });
});

describe('identityOfGraphProfile', () => {
  it('counts the address Graph gives as verified, and a missing one as not', () => {
    expect(
      identityOfGraphProfile({ id: '10', email: 'Ion@Example.ro', first_name: 'Ion', last_name: 'Pop' }),
    ).toEqual({
      provider: 'facebook',
      subject: '10',
      email: 'ion@example.ro',
      emailVerified: true,
      firstname: 'Ion',
      lastname: 'Pop',
    });
    expect(identityOfGraphProfile({ id: '10' })).toMatchObject({ email: null, emailVerified: false });
    expect(identityOfGraphProfile({ id: 'not-a-number', email: 'a@b.at' })).toBeNull();
  });
});
