import type { ImageShape } from '../kind';
import { Canvas, parseHex, type Rgb } from './canvas';
import { encodePng } from './png';
import { drawShape } from './shapes';

export const PRODUCT_IMAGE_SIZE = 600;
export const BANNER_SIZE = { width: 1200, height: 480 } as const;

export interface GeneratedImage {
  file: string;
  width: number;
  height: number;
  body: Buffer;
}

const backgrounds: Record<'main' | 'detail', [Rgb, Rgb]> = {
  main: [
    [250, 250, 250],
    [232, 234, 237],
  ],
  detail: [
    [222, 228, 235],
    [196, 204, 214],
  ],
};

/**
 * The packshot of one kind in one colour: `main` shows the whole product, `detail` a close-up. Products of
 * the same kind and colour share their files, which keeps a 100,000-product catalogue to a few hundred images.
 */
export function productImage(shape: ImageShape, colourHex: string, view: 'main' | 'detail'): GeneratedImage {
  const size = PRODUCT_IMAGE_SIZE;
  const canvas = new Canvas(size, size);
  canvas.verticalGradient(...backgrounds[view]);
  if (view === 'detail') {
    canvas.scale = 1.6;
    canvas.offsetX = canvas.offsetY = -0.6 * 300;
  }
  drawShape(canvas, shape, parseHex(colourHex));
  return {
    file: `product/${shape}-${colourHex.replace('#', '')}-${view}.png`,
    width: size,
    height: size,
    body: encodePng(size, size, canvas.pixels),
  };
}

/** A wide home-page banner with three product silhouettes on a coloured ground. */
export function bannerImage(
  name: string,
  ground: [string, string],
  items: Array<[ImageShape, string]>,
): GeneratedImage {
  const { width, height } = BANNER_SIZE;
  const canvas = new Canvas(width, height);
  canvas.verticalGradient(parseHex(ground[0]), parseHex(ground[1]));
  items.forEach(([shape, colour], index) => {
    canvas.scale = 0.55;
    canvas.offsetX = 420 + index * 250;
    canvas.offsetY = 60 + (index % 2) * 30;
    drawShape(canvas, shape, parseHex(colour));
  });
  return { file: `banner/${name}.png`, width, height, body: encodePng(width, height, canvas.pixels) };
}
