import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from './contrast';
import { NON_TEXT_PAIRS, TEXT_PAIRS, colourTokens } from './design-tokens';

const tokens = colourTokens(readFileSync(join(__dirname, '../app/styles/tokens.css'), 'utf8'));

describe('the design tokens (app/styles/tokens.css)', () => {
  it('keep the brand: its blue, its promotion red', () => {
    expect(tokens.brand).toBe('#0b5394');
    expect(tokens.promo).toBe('#b3261e');
  });

  it('declare every colour a pair names', () => {
    for (const name of [...TEXT_PAIRS, ...NON_TEXT_PAIRS].flat()) expect(tokens).toHaveProperty(name);
  });

  it.each(TEXT_PAIRS)('write %s text on %s at WCAG AA (4.5 : 1)', (text, background) => {
    expect(contrastRatio(tokens[text]!, tokens[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('draw %s on %s at 3 : 1', (mark, background) => {
    expect(contrastRatio(tokens[mark]!, tokens[background]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('colourTokens', () => {
  it('reads hex custom properties and nothing else', () => {
    expect(
      colourTokens(':root { --color-a: #fff; --space-1: 4px; --color-b-c:#0b5394; --color-d: red; }'),
    ).toEqual({
      a: '#fff',
      'b-c': '#0b5394',
    });
  });
});
