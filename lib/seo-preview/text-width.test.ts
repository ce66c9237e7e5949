import { cutToWidth, ELLIPSIS, textWidthPx } from './text-width';

// Arial's published advance widths, in its 2048 units per em: at 2048 px a glyph is exactly its units wide.
const arial = { M: 1706, i: 455, ' ': 569, W: 1933, '0': 1139 };

describe('textWidthPx', () => {
  it('measures Arial advance widths, scaled by the font size', () => {
    for (const [letter, units] of Object.entries(arial)) expect(textWidthPx(letter, 2048)).toBe(units);
    expect(textWidthPx('M', 20)).toBeCloseTo(16.66, 2);
    expect(textWidthPx('Mi W', 20)).toBeCloseTo(((1706 + 455 + 569 + 1933) * 20) / 2048, 10);
    expect(textWidthPx('', 20)).toBe(0);
  });

  it('measures the bold cut from its own font', () => {
    expect(textWidthPx('i', 2048, 700)).toBe(569);
    expect(textWidthPx('ö', 2048, 700)).toBe(1251);
  });

  it('finds Romanian letters in the latin-ext subset instead of falling back', () => {
    // Neither is as wide as the fallback '0' (1139), so a missed subset would show.
    expect(textWidthPx('ș', 2048)).toBe(1024);
    expect(textWidthPx('ț', 2048)).toBe(569);
    expect(textWidthPx('ă', 2048)).toBe(1139);
    expect(textWidthPx('î', 2048)).toBe(569);
    expect(textWidthPx('ș', 2048, 700)).toBe(1139);
    expect(textWidthPx('ț', 2048, 700)).toBe(682);
  });

  it('measures German umlauts and ß from the latin subset', () => {
    expect(textWidthPx('ß', 2048)).toBe(1251);
    // Arial gives ä the width of a, which happens to equal the fallback; ü in bold does not.
    expect(textWidthPx('ä', 2048)).toBe(textWidthPx('a', 2048));
    expect(textWidthPx('ü', 2048, 700)).toBe(1251);
  });

  it("gives a letter no subset has the width of '0'", () => {
    expect(textWidthPx('🚿', 2048)).toBe(1139);
    expect(textWidthPx('水', 20, 700)).toBe(textWidthPx('0', 20, 700));
  });

  it('measures a ș typed as s with a combining comma like the single letter', () => {
    expect(textWidthPx('s\u0326', 2048)).toBe(textWidthPx('ș', 2048));
  });
});

describe('cutToWidth', () => {
  const title = 'Waschtischarmatur Grohe Eurosmart mit Zugstangen-Ablaufgarnitur, Chrom';

  it('leaves a text that fits alone', () => {
    expect(cutToWidth('Armaturen | Sanitärwelt', 600, 20)).toEqual({
      shown: 'Armaturen | Sanitärwelt',
      truncated: false,
    });
  });

  it('cuts after the last whole word that fits with the ellipsis', () => {
    const { shown, truncated } = cutToWidth(title, 400, 20);
    expect(truncated).toBe(true);
    expect(shown.endsWith(ELLIPSIS)).toBe(true);
    const kept = shown.slice(0, -ELLIPSIS.length);
    expect(title.startsWith(`${kept} `)).toBe(true);
    expect(textWidthPx(shown, 20)).toBeLessThanOrEqual(400);
    const nextWord = title.slice(kept.length + 1).split(' ')[0];
    expect(textWidthPx(`${kept} ${nextWord}${ELLIPSIS}`, 20)).toBeGreaterThan(400);
  });

  it('cuts inside a first word too long to fit on its own', () => {
    const word = 'Zugstangen-Ablaufgarnitur';
    const { shown, truncated } = cutToWidth(word, 150, 20);
    const kept = shown.slice(0, -ELLIPSIS.length);
    expect(truncated).toBe(true);
    expect(kept.length).toBeGreaterThan(0);
    expect(word.startsWith(kept)).toBe(true);
    expect(textWidthPx(shown, 20)).toBeLessThanOrEqual(150);
    expect(textWidthPx(word.slice(0, kept.length + 1) + ELLIPSIS, 20)).toBeGreaterThan(150);
  });
});
