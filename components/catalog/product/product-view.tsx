import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ProductRow } from '@/components/catalog/product-row';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs, trailItems } from '@/components/ui/breadcrumbs';
import type { ProductPageData } from '@/lib/catalog/product-page';
import { localHref } from '@/lib/seo/public-urls';
import { ProductReviews } from '@/components/reviews/product-reviews';
import { PriceTag } from '../price-tag';
import { StockBadge } from '../stock-badge';
import { Gallery } from './gallery';
import { AddToCartForm } from './add-to-cart-form';
import { ProductListMarks } from '@/components/lists/product-list-marks';
import { EnergyLabelInfo } from './energy-label-info';
import { ProductSafety } from './product-safety';
import { VariantChoices } from './variant-choices';

// The product's neighbours, in the order a shopper needs them: what to add, then what else to consider.
const relatedKinds = ['services', 'accessories', 'alternatives', 'related'] as const;

/** SPEC §2 product detail: gallery, variant choice, price, stock, quantity, texts, specifications, relations. */
export function ProductView({ product }: { product: ProductPageData }) {
  const t = useTranslations('Product');
  const stock = useTranslations('Stock');
  const price = useTranslations('Price');
  const crumbs = useTranslations('Breadcrumb');
  const { linkPrefix, locale } = product;
  return (
    <main id="main" className="product-page" data-admin-view="product" data-admin-id={product.id}>
      <Breadcrumbs label={crumbs('label')} items={trailItems(product.breadcrumbs, linkPrefix)} />
      <div className="product-page__top">
        <Gallery
          images={product.images}
          labels={{ gallery: t('gallery'), showImage: t.raw('showImage') as string }}
        />
        <div className="product-page__buy">
          {product.brand && (
            <Link
              href={product.brand.href}
              prefetch={false}
              className="product-page__brand"
              aria-label={t('brandLink', { brand: product.brand.title })}
            >
              {product.brand.title}
            </Link>
          )}
          <h1>{product.title}</h1>
          <p className="product-page__ids">
            {t('articleNumber')} <span data-testid="article-number">{product.articleNumber}</span>
            {product.ean && (
              <>
                {' · '}
                {t('ean')} {product.ean}
              </>
            )}
          </p>
          {product.chapo && <p className="product-page__chapo">{product.chapo}</p>}
          <VariantChoices
            legend={t('colour')}
            chosen={product.selectedColour}
            choices={product.colours}
            kind="colour"
          />
          <VariantChoices
            legend={t('size')}
            chosen={product.selectedSize}
            choices={product.sizes}
            kind="size"
          />
          <div className="product-page__price" data-testid="product-price">
            {product.prices ? (
              <>
                <PriceTag prices={product.prices} locale={locale} size="page" />
                <p className="product-page__shipping">
                  <Link href={localHref(linkPrefix, 'versandkosten')} prefetch={false}>
                    {price('plusShipping')}
                  </Link>
                </p>
              </>
            ) : (
              <div className="price-request" data-testid="price-on-request">
                <p className="price-tag__on-request">{price('onRequest')}</p>
                <p>{t('onRequestText')}</p>
                <p>
                  <a href={`tel:${product.contact.phone.replace(/\s+/g, '')}`}>
                    {t('callUs', { phone: product.contact.phone })}
                  </a>
                  <br />
                  <a href={`mailto:${product.contact.email}`}>
                    {t('writeUs', { email: product.contact.email })}
                  </a>
                </p>
              </div>
            )}
            {product.energyLabel && <EnergyLabelInfo label={product.energyLabel} />}
            {product.zeroVatNote && <p className="listing__zero-vat">{product.zeroVatNote}</p>}
          </div>
          <StockBadge state={product.stock} locale={locale} />
          {product.deliveryDays && (
            <p className="product-page__delivery" data-testid="delivery-time">
              {stock('deliveryTime', product.deliveryDays)}
            </p>
          )}
          <AddToCartForm product={product} />
          <ProductListMarks product={product} />
        </div>
      </div>
      <div className="product-page__details">
        {product.descriptionHtml && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('description')}</h2>
            <div
              className="content-article__body"
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          </section>
        )}
        {product.specifications.length > 0 && (
          <section aria-labelledby="product-specifications">
            <h2 id="product-specifications">{t('specifications')}</h2>
            <table className="spec-table">
              <tbody>
                {product.specifications.map((row) => (
                  <tr key={row.title}>
                    <th scope="row">{row.title}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {product.documents.length > 0 && (
          <section aria-labelledby="product-documents">
            <h2 id="product-documents">{t('documents')}</h2>
            <ul className="documents">
              {product.documents.map((document) => (
                <li key={document.href}>
                  <a href={document.href} type="application/pdf">
                    {document.title} <span className="documents__type">({t('pdf')})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {product.safety && <ProductSafety safety={product.safety} />}
        <ProductReviews
          reviews={product.reviews}
          locale={locale}
          productHref={localHref(linkPrefix, product.path)}
          writeHref={`${localHref(linkPrefix, 'account/write-review')}?saleElement=${product.saleElementId}`}
        />
      </div>
      {relatedKinds.map((kind) => (
        <ProductRow
          key={kind}
          id={`product-${kind}`}
          title={t(kind)}
          products={product.related[kind]}
          locale={locale}
        />
      ))}
      <JsonLdScript nodes={product.jsonLd} />
    </main>
  );
}
