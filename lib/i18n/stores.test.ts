import { storeForHost } from './stores';

const noMap = new Map();

describe('storeForHost', () => {
  it.each([
    ['www.sanitaerwelt.at', 'at'],
    ['sanitaerwelt.de', 'de'],
    ['www.sanitarlume.ro:443', 'ro'],
    ['SHOP.EXAMPLE.DE.', 'de'],
    ['de.localhost:3000', 'de'],
    ['ro.localhost', 'ro'],
    ['at.localhost', 'at'],
  ])('%s is the %s store', (host, store) => {
    expect(storeForHost(host, noMap)).toBe(store);
  });

  it.each([['localhost:3000'], ['127.0.0.1'], ['shop.example.com'], ['evil.at.example.com'], [''], [null]])(
    'falls back to Austria for %s',
    (host) => {
      expect(storeForHost(host, noMap)).toBe('at');
    },
  );

  it('lets the configured host map win over the domain ending', () => {
    expect(storeForHost('shop.example.at', new Map([['shop.example.at', 'ro' as const]]))).toBe('ro');
  });
});
