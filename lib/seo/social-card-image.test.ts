import sharp from 'sharp';
import { imageSize } from 'image-size';
import { socialCardPath, socialCardPng, SOCIAL_CARD } from './social-card-image';

describe('socialCardPath', () => {
  it('names the card of a PNG under /media, and none of anything else', () => {
    expect(socialCardPath('/media/product/radiator-f4f4f2-main.png')).toBe(
      '/media/social/product/radiator-f4f4f2-main.png',
    );
    expect(socialCardPath('/media/brand/aquavia.svg')).toBeNull();
    expect(socialCardPath('https://cdn.example/product/a.png')).toBeNull();
    expect(socialCardPath('/media/product/../../etc/a.png')).toBeNull();
  });
});

describe('socialCardPng', () => {
  it('centres a square picture whole on white at 1,200 × 630', async () => {
    const red = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c00000' } })
      .png()
      .toBuffer();
    const card = await socialCardPng(red);
    expect(imageSize(card)).toMatchObject({ type: 'png', ...SOCIAL_CARD });
    const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(600, 315)).toEqual([192, 0, 0]);
    // Scaled to the card's height less its margin: white beside it, and the picture's edges inside the card.
    expect(pixel(10, 315)).toEqual([255, 255, 255]);
    expect(info.channels).toBe(3);
    expect(pixel(600 - 283, 315)).toEqual([192, 0, 0]);
    expect(pixel(600 - 284, 315)).toEqual([255, 255, 255]);
    expect(pixel(600, 32)).toEqual([192, 0, 0]);
    expect(pixel(600, 31)).toEqual([255, 255, 255]);
  });
});
