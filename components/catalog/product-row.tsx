import type { ProductCard as ProductCardData } from '@/lib/catalog/product-cards';
import { ProductCard } from './product-card';

export function ProductRow({
  id,
  title,
  products,
  locale,
}: {
  id: string;
  title: string;
  products: ProductCardData[];
  locale: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className="product-row" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-row__list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
