import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ProductRow } from '@/components/catalog/product-row';
import { GuideRelated } from '@/components/guide/guide-related';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs, trailItems } from '@/components/ui/breadcrumbs';
import type { ProductPageData } from '@/lib/catalog/product-page';
import { localHref } from '@/lib/seo/public-urls';
import { ProductReviews } from '@/components/reviews/product-reviews';
import { Stars } from '@/components/reviews/stars';
import { formatMoney } from '@/lib/pricing/format';
import { PriceTag, unitPriceText, vatText } from '../price-tag';
import { StockBadge } from '../stock-badge';
import { Gallery } from './gallery';
import { ADD_TO_CART_BUTTON, ADD_TO_CART_FORM, AddToCartForm, canAddToCart } from './add-to-cart-form';
import { ProductListMarks } from '@/components/lists/product-list-marks';
import { EnergyLabelInfo } from './energy-label-info';
import { ProductSafety } from './product-safety';
import { SetContents, SetSaving } from './set-contents';
import { VariantChoices } from './variant-choices';

// The product's neighbours, in the order a shopper needs them: what to add, then what else to consider.
const relatedKinds = [
  'services',
  'inSets',
  'accessories',
  'boughtTogether',
  'alternatives',
  'related',
] as const;

/**
 * docs/product.md §2 product detail, in the phone order of docs/design.md "Product page on a phone": name, brand and rating, price, stock, variant choice,
 * quantity and button; then gallery, specifications, description, documents, safety, relations, reviews; and
 * a sticky bar with price and button once the button has scrolled away.
 */
export function ProductView({ product }: { product: ProductPageData }) {
  const t = useTranslations('Product');
  const stock = useTranslations('Stock');
  const price = useTranslations('Price');
  const crumbs = useTranslations('Breadcrumb');
  const reviews = useTranslations('Reviews');
  const cart = useTranslations('Cart');
  const { linkPrefix, locale } = product;
  return (
    <main id="main" className="product-page" data-admin-view="product" data-admin-id={product.id}>
      <Breadcrumbs label={crumbs('label')} items={trailItems(product.breadcrumbs, linkPrefix)} />
      {/* docs/design.md "Product page on a phone": name, price, stock, choice and button come first (the first screen), the gallery
          after them; from 992 px the gallery stands beside them. */}
      <div className="product-page__top">
        <div className="product-page__buy">
          <h1>{product.title}</h1>
          {(product.brand || product.reviews.summary) && (
            <p className="product-page__byline">
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
              {product.reviews.summary && (
                <a href="#reviews" className="product-page__rating">
                  <Stars
                    rating={product.reviews.summary.average}
                    label={reviews('average', { average: product.reviews.summary.average })}
                  />{' '}
                  {reviews('count', { count: product.reviews.summary.count })}
                </a>
              )}
            </p>
          )}
          <div className="product-page__price" data-testid="product-price">
            {product.prices ? (
              <>
                <PriceTag prices={product.prices} locale={locale} size="page" />
                <p className="product-page__shipping">
                  <Link href={localHref(linkPrefix, 'versandkosten')} prefetch={false}>
                    {price('plusShipping')}
                  </Link>
                </p>
                {product.set && <SetSaving set={product.set} locale={locale} />}
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
            {/* The energy class stays beside the price, as the energy-labelling rules ask. */}
            {product.energyLabel && <EnergyLabelInfo label={product.energyLabel} />}
            {product.zeroVatNote && <p className="listing__zero-vat">{product.zeroVatNote}</p>}
          </div>
          <div className="product-page__availability">
            <StockBadge state={product.stock} locale={locale} />
            {product.deliveryDays && (
              <p className="product-page__delivery" data-testid="delivery-time">
                {stock('deliveryTime', product.deliveryDays)}
              </p>
            )}
          </div>
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
          <AddToCartForm product={product} />
          <p className="product-page__ids">
            {t('articleNumber')} <span data-testid="article-number">{product.articleNumber}</span>
            {product.ean && (
              <>
                {' · '}
                {t('ean')} {product.ean}
              </>
            )}
          </p>
          <ProductListMarks product={product} />
        </div>
        <div className="product-page__media">
          <Gallery
            images={product.images}
            labels={{ gallery: t('gallery'), showImage: t.raw('showImage') as string }}
          />
          {product.chapo && <p className="product-page__chapo">{product.chapo}</p>}
        </div>
      </div>
      <div className="product-page__details">
        {product.set && <SetContents set={product.set} locale={locale} />}
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
        {product.descriptionHtml && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('description')}</h2>
            <div
              className="content-article__body"
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
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
      <GuideRelated articles={product.guide.articles} guideHref={product.guide.guideHref} />
      <ProductReviews
        reviews={product.reviews}
        locale={locale}
        productHref={localHref(linkPrefix, product.path)}
        writeHref={`${localHref(linkPrefix, 'account/write-review')}?saleElement=${product.saleElementId}`}
      />
      {product.prices && canAddToCart(product) && (
        <div className="sticky-buy" hidden data-sticky-buy={ADD_TO_CART_BUTTON} data-testid="sticky-buy">
          <p className="sticky-buy__price">
            <span className="sticky-buy__amount">{formatMoney(product.prices.price, locale)}</span>{' '}
            <span className="sticky-buy__note">
              {[unitPriceText(product.prices, locale, price), vatText(product.prices, locale, price)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
          <button type="submit" form={ADD_TO_CART_FORM} className="button sticky-buy__submit">
            {cart('addToCart')}
          </button>
        </div>
      )}
      <JsonLdScript nodes={product.jsonLd} />
    </main>
  );
}
