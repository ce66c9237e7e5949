'use client';

import { useState } from 'react';
import type { Image } from '@/lib/shop/types';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';

/**
 * The product's images: the first one large (it is the page's largest content, so it loads first), thumbnails
 * below. Thumbnails are links to the full image, so they work without JavaScript; with it they swap the image.
 */
export function Gallery({
  images,
  labels,
}: {
  images: Image[];
  labels: { gallery: string; showImage: string };
}) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <ImagePlaceholder className="gallery__main gallery__main--none" />;
  const label = (index: number) =>
    labels.showImage.replace('{number}', String(index + 1)).replace('{count}', String(images.length));
  return (
    <section className="gallery" aria-label={labels.gallery}>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated packshots are served ready-sized from /media */}
      <img
        src={shown.url}
        alt={shown.alt}
        width={shown.width}
        height={shown.height}
        fetchPriority="high"
        className="gallery__main"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={image.url}
                aria-label={label(index)}
                aria-current={index === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(index);
                }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img src={image.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
