import { UrlRegistry } from './slug';

describe('UrlRegistry', () => {
  it('numbers repeated titles within a locale but not across locales', () => {
    const urls = new UrlRegistry();
    expect(urls.claim('de_DE', 'Waschbecken')).toBe('waschbecken.html');
    expect(urls.claim('de_DE', 'Waschbecken')).toBe('waschbecken-2.html');
    expect(urls.claim('ro_RO', 'Waschbecken')).toBe('waschbecken.html');
  });
});
