import { luminance, textOn } from '../contrast';

/**
 * Badge colours come from the back office (associated keywords, docs/product.md §3): the text goes black or white,
 * whichever contrasts more, and a colour that is no valid hex becomes a neutral dark grey.
 */
export function badgeColours(background: string): { background: string; text: string } {
  const light = luminance(background);
  if (light === null) return { background: '#3d4246', text: '#ffffff' };
  return { background, text: textOn(light) };
}
