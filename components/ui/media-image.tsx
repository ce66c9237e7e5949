import type { Image } from '@/lib/shop/types';

/**
 * A picture from /media next to text that names it (a card's title, a brand's name), so decorative to screen
 * readers; its size is known, so nothing shifts while it loads. Lazy unless it is above the fold.
 */
export function MediaImage({
  image,
  eager = false,
  className,
}: {
  image: Image;
  eager?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media are served ready-sized from /media
    <img
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
