import { referringPage } from './reported-page';

describe('referringPage', () => {
  it('is the page of this host the visitor came from', () => {
    expect(referringPage('http://at.localhost:3100/cart', 'at.localhost:3100')).toBe(
      'http://at.localhost:3100/cart',
    );
  });

  it('is nothing for another site, no referrer or a malformed one', () => {
    expect(referringPage('https://www.example.com/', 'at.localhost:3100')).toBe('');
    expect(referringPage(null, 'at.localhost:3100')).toBe('');
    expect(referringPage('http://at.localhost:3100/', null)).toBe('');
    expect(referringPage('nonsense', 'at.localhost:3100')).toBe('');
  });
});
