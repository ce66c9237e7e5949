import { defaultSerpLimits, serpSnippet } from './serp-snippet';
import { textWidthPx } from './text-width';

const url = 'https://www.sanitaerwelt.at/bad/armaturen/?page=2';
// 70 characters, as a product page's title easily gets.
const longTitle = 'Waschtischarmatur Grohe Eurosmart mit Zugstangen-Ablaufgarnitur, Chrom';
const description =
  'Waschtischarmaturen, Duscharmaturen und Thermostate von Grohe, Hansgrohe und Hansa: versandkostenfrei ' +
  'ab 50 € nach Österreich.';

describe('serpSnippet', () => {
  it('cuts a 70-character German title at a word, within 600 px', () => {
    expect(longTitle).toHaveLength(70);
    const { title } = serpSnippet({ title: longTitle, description, url });
    expect(title.widthPx).toBeGreaterThan(600);
    expect(title.limitPx).toBe(600);
    expect(title.truncated).toBe(true);
    expect(title.text).toBe(longTitle);
    // Google writes three full stops after a space, not the … character.
    expect(title.shown).toMatch(/[^ ] \.\.\.$/);
    expect(longTitle.startsWith(`${title.shown.slice(0, -' ...'.length)} `)).toBe(true);
    expect(textWidthPx(title.shown, 20)).toBeLessThanOrEqual(600);
  });

  it('leaves a short title whole and rounds its width to one decimal', () => {
    const { title } = serpSnippet({ title: 'Armaturen | Sanitärwelt', description, url });
    expect(title).toMatchObject({ shown: 'Armaturen | Sanitärwelt', truncated: false });
    expect(title.widthPx).toBe(Math.round(textWidthPx('Armaturen | Sanitärwelt', 20) * 10) / 10);
    expect(serpSnippet({ title: 'M', description, url }).title.widthPx).toBe(16.7);
  });

  it('cuts the description earlier on mobile than on desktop', () => {
    const snippet = serpSnippet({ title: longTitle, description, url });
    const { desktop, mobile } = snippet.description!;
    expect(desktop.widthPx).toBeGreaterThan(680);
    expect(desktop).toMatchObject({ limitPx: 920, truncated: false, shown: description });
    expect(mobile).toMatchObject({ limitPx: 680, truncated: true });
    expect(textWidthPx(mobile.shown, 14)).toBeLessThanOrEqual(680);
  });

  it('takes other limits', () => {
    const snippet = serpSnippet(
      { title: 'Armaturen | Sanitärwelt', description, url },
      { ...defaultSerpLimits, titlePx: 100, descriptionDesktopPx: 300 },
    );
    expect(snippet.title).toMatchObject({ limitPx: 100, truncated: true });
    expect(snippet.description!.desktop).toMatchObject({ limitPx: 300, truncated: true });
  });

  it('writes the visible URL as Google does', () => {
    expect(serpSnippet({ title: 'Armaturen', description, url }).breadcrumb).toBe(
      'https://www.sanitaerwelt.at › bad › armaturen',
    );
    expect(
      serpSnippet({ title: 'Sanitärwelt', description, url: 'https://www.sanitaerwelt.at/' }).breadcrumb,
    ).toBe('https://www.sanitaerwelt.at');
    const romanian = 'https://www.sanitaerwelt.ro/baie/baterii-du%C8%99/#top';
    expect(serpSnippet({ title: 'Baterii', description, url: romanian }).breadcrumb).toBe(
      'https://www.sanitaerwelt.ro › baie › baterii-duș',
    );
  });

  it('has no description when the page has none', () => {
    expect(serpSnippet({ title: 'Armaturen', description: null, url }).description).toBeNull();
    expect(serpSnippet({ title: 'Armaturen', description: '  \n ', url }).description).toBeNull();
  });

  it('measures a title as the browser draws it, white space collapsed', () => {
    const { title } = serpSnippet({ title: '  Armaturen\n  Sanitärwelt ', description: null, url });
    expect(title.text).toBe('Armaturen Sanitärwelt');
    expect(title.widthPx).toBe(Math.round(textWidthPx('Armaturen Sanitärwelt', 20) * 10) / 10);
  });
});
