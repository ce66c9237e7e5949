import { routeShape, samplePicker } from './report-sample';

const at = 'https://www.sanitaerwelt.at';

describe('routeShape', () => {
  it('keeps a lone word as its own route and stands an item for its kind', () => {
    expect(routeShape(`${at}/`, 'de')).toBe('/');
    expect(routeShape(`${at}/marken`, 'de')).toBe('/marken');
    expect(routeShape(`${at}/badezimmer.html`, 'de')).toBe('/*.html');
    expect(routeShape(`${at}/shop-grid-standard/new`, 'de')).toBe('/shop-grid-standard/*');
    expect(routeShape(`${at}/blog/heizkoerper-richtig-auswaehlen`, 'de')).toBe('/blog/*');
    expect(routeShape(`${at}/blog/page/2`, 'de')).toBe('/blog/page/*');
  });

  it("leaves out the file's language prefix, and only that", () => {
    expect(routeShape(`${at}/en`, 'en')).toBe('/');
    expect(routeShape(`${at}/en/brands`, 'en')).toBe('/brands');
    expect(routeShape(`${at}/en/bathroom.html`, 'en')).toBe('/*.html');
    expect(routeShape(`${at}/en/brands`, null)).toBe('/en/*');
  });
});

describe('samplePicker', () => {
  it('picks every N-th page from the first and the first of each shape, the same on every run', () => {
    const paths = ['/', '/a.html', '/b.html', '/c.html', '/d.html', '/faq', '/e.html', '/blog', '/blog/x'];
    const sample = () => {
      const pick = samplePicker(3);
      return paths.filter((path) => pick(`${at}${path}`, 'de'));
    };
    // Positions 0, 3 and 6 by the stride; /a.html, /faq, /blog and /blog/x as the first of their shapes.
    expect(sample()).toEqual(['/', '/a.html', '/c.html', '/faq', '/e.html', '/blog', '/blog/x']);
    expect(sample()).toEqual(sample());
  });

  it('with 1, picks every page', () => {
    const pick = samplePicker(1);
    expect(['/a.html', '/b.html', '/c.html'].every((path) => pick(`${at}${path}`, 'de'))).toBe(true);
  });
});
