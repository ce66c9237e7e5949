import { alternateUrls, hreflangOf, localHref, publicUrl, type StoreOrigins } from './public-urls';

const origins: StoreOrigins = {
  at: 'https://www.sanitaerwelt.at',
  de: 'https://www.sanitaerwelt.de',
  ro: 'https://www.sanitarlume.ro',
};
const paths = { de: 'armatur.html', ro: 'baterie.html', en: 'tap.html' };

describe('publicUrl', () => {
  it('joins origin, language prefix and path', () => {
    expect(publicUrl(origins, 'at', 'de', 'armatur.html')).toBe('https://www.sanitaerwelt.at/armatur.html');
    expect(publicUrl(origins, 'ro', 'en', 'tap.html', 'page=2')).toBe(
      'https://www.sanitarlume.ro/en/tap.html?page=2',
    );
  });

  it('gives the home page of each language', () => {
    expect(publicUrl(origins, 'de', 'de', '')).toBe('https://www.sanitaerwelt.de/');
    expect(publicUrl(origins, 'de', 'en', '')).toBe('https://www.sanitaerwelt.de/en');
  });

  it('keeps the escapes a path already carries (a search text with ? or /), encoding only the rest', () => {
    expect(publicUrl(origins, 'at', 'de', `search/${encodeURIComponent('Wand-WC 50/60 ?')}`)).toBe(
      'https://www.sanitaerwelt.at/search/Wand-WC%2050%2F60%20%3F',
    );
    expect(publicUrl(origins, 'at', 'de', 'search/Außen 50%')).toBe(
      'https://www.sanitaerwelt.at/search/Au%C3%9Fen%2050%25',
    );
  });

  it('percent-encodes what a URL cannot hold', () => {
    expect(publicUrl(origins, 'ro', 'ro', 'măr vechi.html')).toBe(
      'https://www.sanitarlume.ro/m%C4%83r%20vechi.html',
    );
  });
});

describe('alternateUrls', () => {
  it('names every store in each of its languages, and the Austrian store as the default', () => {
    expect(alternateUrls(origins, paths)).toEqual({
      'de-AT': 'https://www.sanitaerwelt.at/armatur.html',
      'en-AT': 'https://www.sanitaerwelt.at/en/tap.html',
      'de-DE': 'https://www.sanitaerwelt.de/armatur.html',
      'en-DE': 'https://www.sanitaerwelt.de/en/tap.html',
      'ro-RO': 'https://www.sanitarlume.ro/baterie.html',
      'en-RO': 'https://www.sanitarlume.ro/en/tap.html',
      'x-default': 'https://www.sanitaerwelt.at/armatur.html',
    });
  });

  it('leaves out languages without an address and stores that do not show the page', () => {
    expect(alternateUrls(origins, { ro: 'garantie.html' }, ['ro'])).toEqual({
      'ro-RO': 'https://www.sanitarlume.ro/garantie.html',
      'x-default': 'https://www.sanitarlume.ro/garantie.html',
    });
  });

  it('writes hreflang as language and region', () => {
    expect(hreflangOf('ro', 'en')).toBe('en-RO');
  });
});

describe('localHref', () => {
  it('prefixes the language and knows the home page', () => {
    expect(localHref('', 'bad.html')).toBe('/bad.html');
    expect(localHref('/en', 'bathroom.html')).toBe('/en/bathroom.html');
    expect(localHref('', '')).toBe('/');
    expect(localHref('/en', '')).toBe('/en');
  });
});
