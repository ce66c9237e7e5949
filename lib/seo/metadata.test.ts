import { metaDescription, pageMetadata, type PageSeo } from './metadata';

const seo: PageSeo = {
  title: 'Aquavia Lineo L120 kaufen',
  description: 'Einhebelmischer aus Messing.',
  canonical: 'https://www.sanitaerwelt.at/aquavia-lineo-l120.html',
  alternates: { 'de-AT': 'https://www.sanitaerwelt.at/aquavia-lineo-l120.html' },
  indexable: true,
  siteName: 'Sanitärwelt',
  locale: 'de-AT',
  image: { url: 'https://www.sanitaerwelt.at/media/p.png', width: 600, height: 600, alt: 'Aquavia Lineo' },
};

describe('pageMetadata', () => {
  it('gives one canonical URL, the alternates and a large preview image', () => {
    expect(pageMetadata(seo)).toMatchObject({
      alternates: { canonical: seo.canonical, languages: seo.alternates },
      robots: { index: true, follow: true },
      openGraph: { locale: 'de_AT', url: seo.canonical, images: [seo.image] },
      twitter: { card: 'summary_large_image' },
    });
  });

  it('keeps pages not worth indexing out of the index, without alternates, but followed', () => {
    const metadata = pageMetadata({ ...seo, indexable: false });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toEqual({ canonical: seo.canonical });
  });
});

describe('metaDescription', () => {
  it('strips markup and cuts long text at a word', () => {
    expect(metaDescription('<p>Kurz <b>und</b> gut.</p>')).toBe('Kurz und gut.');
    const long = metaDescription('Wort '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('Wort…')).toBe(true);
  });
});
