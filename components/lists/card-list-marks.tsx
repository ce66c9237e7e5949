import type { Translate } from '@/components/catalog/card-texts';
import { ListToggle } from './list-toggle';

/** A card's wishlist heart and compare mark, in the corner of its picture, outside the card's link. */
export function CardListMarks({
  product,
  language,
  onWishlist,
  t,
}: {
  product: { id: number; title: string };
  language: string;
  onWishlist?: boolean;
  t: Translate;
}) {
  const title = { title: product.title };
  return (
    <div className="product-card__marks">
      <ListToggle
        kind="wishlist"
        productId={product.id}
        language={language}
        onList={onWishlist}
        labels={{ add: t('addToWishlist', title), remove: t('removeFromWishlist', title) }}
      />
      <ListToggle
        kind="compare"
        productId={product.id}
        language={language}
        labels={{ add: t('addToCompare', title), remove: t('removeFromCompare', title) }}
      />
    </div>
  );
}
