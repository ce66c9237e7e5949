import type { Image } from '../../../types';

interface ImageRow {
  image: { file: string; width: number; height: number };
  alt: string | null;
}

/**
 * The first image of each owner (product, content page) from rows ordered by owner and position, as the
 * image a card or teaser shows.
 */
export function firstImagePerOwner<R extends ImageRow>(
  rows: R[],
  ownerOf: (row: R) => number,
): Map<number, Image> {
  const images = new Map<number, Image>();
  for (const row of rows) {
    const owner = ownerOf(row);
    if (images.has(owner)) continue;
    const { file, width, height } = row.image;
    images.set(owner, { url: `/media/${file}`, width, height, alt: row.alt ?? '' });
  }
  return images;
}
