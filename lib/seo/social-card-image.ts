import sharp from 'sharp';

/** What Facebook, LinkedIn and X show large: 1,200 × 630 px, 1.91:1 (X crops the middle 2:1 of it). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;
// Room around the picture, so X's 2:1 crop of the card's middle never cuts into the product.
const MARGIN = 32;

/** The social card's address for a product image under /media ("/media/product/a.png" → "/media/social/product/a.png"). */
export function socialCardPath(imagePath: string): string | null {
  return /^\/media\/[a-z0-9-]+\/[^/]+\.png$/.test(imagePath)
    ? imagePath.replace(/^\/media\//, '/media/social/')
    : null;
}

/**
 * A product's picture as the networks want a shared link's image: the whole picture, scaled to fit and centred on
 * white at 1,200 × 630, so a square product photo is neither cropped by their 1.91:1 frame nor shown as a thumbnail.
 */
export async function socialCardPng(image: Uint8Array): Promise<Buffer> {
  const { width, height } = SOCIAL_CARD;
  const picture = await sharp(image)
    .resize({
      width: width - 2 * MARGIN,
      height: height - 2 * MARGIN,
      fit: 'inside',
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: picture, gravity: 'centre' }])
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}
