import Link from 'next/link';
import type { ProductCard as ProductCardData } from '@/lib/catalog/product-cards';
import { PriceTag } from './price-tag';

export function ProductCard({ product, locale }: { product: ProductCardData; locale: string }) {
  return (
    <article className="product-card" data-testid="product-card">
      <Link href={product.url} prefetch={false} className="product-card__link">
        {product.image && (
          // eslint-disable-next-line @next/next/no-img-element -- generated packshots are served ready-sized from /media
          <img
            src={product.image.url}
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading="lazy"
            decoding="async"
            className="product-card__image"
          />
        )}
        {product.brand && <span className="product-card__brand">{product.brand}</span>}
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      <PriceTag price={product.price} regularPrice={product.regularPrice} locale={locale} />
    </article>
  );
}
