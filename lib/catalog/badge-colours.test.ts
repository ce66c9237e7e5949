import fc from 'fast-check';
import { contrastRatio } from '../contrast';
import { badgeColours } from './badge-colours';

describe('badgeColours', () => {
  it('writes white on the seeded dark badges and black on light ones', () => {
    expect(badgeColours('#b3261e').text).toBe('#ffffff');
    expect(badgeColours('#1b5e20').text).toBe('#ffffff');
    expect(badgeColours('#ffd54f').text).toBe('#000000');
    expect(badgeColours('#fff').text).toBe('#000000');
  });

  it('replaces a colour that is not a hex colour', () => {
    expect(badgeColours('red; background:url(x)')).toEqual({ background: '#3d4246', text: '#ffffff' });
  });

  it('always reaches WCAG AA for normal text (4.5:1), whatever the back office chose', () => {
    // The better of black and white reaches at least √21 ≈ 4.58 against any colour.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const background = `#${value.toString(16).padStart(6, '0')}`;
        const { text } = badgeColours(background);
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
