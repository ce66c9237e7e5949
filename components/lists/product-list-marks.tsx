import { useTranslations } from 'next-intl';
import { ListToggle } from './list-toggle';

/** The product page's wishlist and compare marks under the cart button, named in words as well as icons. */
export function ProductListMarks({ product }: { product: { id: number; title: string; locale: string } }) {
  const t = useTranslations('Lists');
  const title = { title: product.title };
  const language = product.locale.slice(0, 2);
  return (
    <div className="product-page__marks">
      <ListToggle
        kind="wishlist"
        productId={product.id}
        language={language}
        labels={{
          add: t('addToWishlist', title),
          remove: t('removeFromWishlist', title),
          visible: t('wishlist'),
        }}
      />
      <ListToggle
        kind="compare"
        productId={product.id}
        language={language}
        labels={{
          add: t('addToCompare', title),
          remove: t('removeFromCompare', title),
          visible: t('compareShort'),
        }}
      />
    </div>
  );
}
