import { loadEnv } from '../../env';
import { configuredProviders, providerSettings } from './providers';

describe('social providers', () => {
  it('are off unless their id and secret are set', () => {
    expect(configuredProviders(loadEnv({}))).toEqual([]);
    const google = loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(configuredProviders(google)).toEqual(['google']);
    expect(providerSettings('google', google)).toMatchObject({ issuer: 'https://accounts.google.com' });
    expect(providerSettings('facebook', google)).toBeNull();
    expect(providerSettings('twitter', google)).toBeNull();
  });

  it('point Facebook’s dialog and Graph at one stand-in when FACEBOOK_BASE_URL is set', () => {
    const settings = loadEnv({
      FACEBOOK_CLIENT_ID: 'id',
      FACEBOOK_CLIENT_SECRET: 'secret',
      FACEBOOK_BASE_URL: 'http://127.0.0.1:4000/',
    });
    expect(providerSettings('facebook', settings)).toMatchObject({
      dialogOrigin: 'http://127.0.0.1:4000',
      graphOrigin: 'http://127.0.0.1:4000',
    });
    expect(
      providerSettings('facebook', loadEnv({ FACEBOOK_CLIENT_ID: 'i', FACEBOOK_CLIENT_SECRET: 's' })),
    ).toMatchObject({ dialogOrigin: 'https://www.facebook.com', graphOrigin: 'https://graph.facebook.com' });
  });

  it('refuse an id without its secret at start, naming the missing one', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID/,
    );
    expect(() => loadEnv({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow(/FACEBOOK_CLIENT_ID/);
    expect(() => loadEnv({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
  });
});
