import { LineIcon } from './line-icon';

/**
 * Where a product's picture would be when it has none (a catalogue imported from Thelia brings no images): a quiet
 * square of the picture's size, so cards line up and the product page keeps its column, with nothing to read.
 */
export function ImagePlaceholder({ className }: { className: string }) {
  return (
    <span className={`image-placeholder ${className}`} aria-hidden="true" data-testid="image-placeholder">
      <LineIcon name="picture" size={48} />
    </span>
  );
}
