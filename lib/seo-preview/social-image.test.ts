import { imageProblems, MAX_IMAGE_BYTES, measureImage } from './social-image';
import { pngHeader } from './social-image.testing';

const measured = (type: string | null, width: number | null, height: number | null, bytes = 80_000) => ({
  type,
  width,
  height,
  bytes,
});

describe('measureImage', () => {
  it('reads type and size from the header, and says when the bytes are no image', () => {
    expect(measureImage(pngHeader(1200, 630))).toEqual(measured('png', 1200, 630, 33));
    const gif = Buffer.from('GIF89a\x58\x02\x3b\x01', 'latin1');
    expect(measureImage(gif)).toEqual(measured('gif', 600, 315, 10));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"></svg>');
    expect(measureImage(svg)).toMatchObject({ type: 'svg', width: 1200, height: 630 });
    expect(measureImage(Buffer.from('<!doctype html><title>Eurosmart</title>'))).toEqual(
      measured(null, null, null, 39),
    );
  });
});

describe('imageProblems', () => {
  it('passes 1200×630 and 2:1, which the networks crop by at most 5 %', () => {
    expect(imageProblems(measured('png', 1200, 630))).toEqual([]);
    expect(imageProblems(measured('jpg', 2400, 1200))).toEqual([]);
    expect(imageProblems(measured('webp', 1910, 1000))).toEqual([]);
  });

  it('flags a small square: below 1200×630, and half of it cropped away', () => {
    expect(imageProblems(measured('png', 600, 600))).toEqual([
      { kind: 'tooSmall', minWidth: 1200, minHeight: 630 },
      { kind: 'ratio', cropPercent: 50 },
    ]);
  });

  it('flags 16:9, of which X cuts 11 %, and a panorama', () => {
    expect(imageProblems(measured('jpg', 1920, 1080))).toEqual([{ kind: 'ratio', cropPercent: 11 }]);
    expect(imageProblems(measured('jpg', 3000, 1000))).toEqual([{ kind: 'ratio', cropPercent: 36 }]);
  });

  it('refuses SVG and no image at all, without judging their size', () => {
    expect(imageProblems(measured('svg', 100, 100))).toEqual([{ kind: 'unsupportedType', type: 'svg' }]);
    expect(imageProblems(measured(null, null, null))).toEqual([{ kind: 'notAnImage' }]);
  });

  it('flags 5 MB and more, and not a byte less', () => {
    expect(imageProblems(measured('png', 1200, 630, MAX_IMAGE_BYTES))).toEqual([
      { kind: 'tooLarge', maxBytes: 5 * 1024 * 1024 },
    ]);
    expect(imageProblems(measured('png', 1200, 630, MAX_IMAGE_BYTES - 1))).toEqual([]);
  });
});
