import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/lib/catalog/product-cards';
import type { CardTexts } from './card-texts';
import { EnergyArrowView } from './energy-arrow';
import { PriceTagView } from './price-tag';
import { StockBadgeView } from './stock-badge';
import { MediaImage } from '@/components/ui/media-image';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { CardListMarks } from '@/components/lists/card-list-marks';
import { Stars } from '@/components/reviews/stars';

interface ProductCardProps {
  product: ProductCardData;
  locale: string;
  /** Whether the product is on the shopper's wishlist, where the page knows (the wishlist page). */
  onWishlist?: boolean;
  /** The first cards of a page load eagerly: they are what the shopper sees first. */
  eager?: boolean;
}

export function ProductCard(props: ProductCardProps) {
  return (
    <ProductCardView
      {...props}
      texts={{
        price: useTranslations('Price'),
        stock: useTranslations('Stock'),
        energyLabel: useTranslations('EnergyLabel'),
        lists: useTranslations('Lists'),
        rating: useTranslations('Reviews'),
      }}
    />
  );
}

/** The card with its texts given, for the server and the search overlay alike. */
export function ProductCardView({
  product,
  locale,
  eager = false,
  onWishlist,
  texts,
}: ProductCardProps & { texts: CardTexts }) {
  return (
    <article className="product-card" data-testid="product-card">
      {texts.lists && (
        <CardListMarks
          product={product}
          language={locale.slice(0, 2)}
          onWishlist={onWishlist}
          t={texts.lists}
        />
      )}
      <Link href={product.url} prefetch={false} className="product-card__link">
        <span className="product-card__media">
          {product.image ? (
            <MediaImage image={product.image} eager={eager} className="product-card__image" />
          ) : (
            <ImagePlaceholder className="product-card__image" />
          )}
          {product.badges.length > 0 && (
            <span className="product-card__badges">
              {product.badges.map((badge) => (
                <span
                  key={badge.code}
                  className="keyword-badge"
                  style={{ backgroundColor: badge.background, color: badge.text }}
                >
                  {badge.title}
                </span>
              ))}
            </span>
          )}
        </span>
        {product.brand && <span className="product-card__brand">{product.brand}</span>}
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      {product.rating && texts.rating && (
        <p className="product-card__rating" data-testid="card-rating">
          <Stars
            rating={product.rating.average}
            label={texts.rating('average', { average: product.rating.average })}
          />
          <span>{texts.rating('count', { count: product.rating.count })}</span>
        </p>
      )}
      <div className="product-card__price">
        {product.prices ? (
          <PriceTagView prices={product.prices} locale={locale} t={texts.price} />
        ) : (
          <p className="price-tag__on-request" data-testid="price-on-request">
            {texts.price('onRequest')}
          </p>
        )}
        {product.energyLabel && <EnergyArrowView arrow={product.energyLabel} t={texts.energyLabel} />}
      </div>
      <StockBadgeView state={product.stock} locale={locale} t={texts.stock} />
    </article>
  );
}
