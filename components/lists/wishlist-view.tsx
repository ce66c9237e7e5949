import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalog/product-card';
import type { PageMessage } from '@/lib/api/page-message';
import type { ProductCard as ProductCardData } from '@/lib/catalog/product-cards';
import { ListActionForm } from './list-message';
import { EmptyList, ListPage } from './list-page';
import '@/app/styles/catalog.css';
import '@/app/styles/lists.css';
import '@/app/styles/product-card.css';

/** docs/product.md §2 /wishlist: the kept products as cards, each with "move to cart" and "remove", and "remove all". */
export function WishlistView({
  cards,
  message,
  locale,
  linkPrefix,
  signedIn,
}: {
  cards: ProductCardData[];
  message: PageMessage | null;
  locale: string;
  linkPrefix: string;
  signedIn: boolean;
}) {
  const t = useTranslations('Lists');
  const language = locale.slice(0, 2);
  return (
    <ListPage kind="wishlist" title={t('wishlistTitle')} message={message}>
      <p className="list-page__note">
        {signedIn ? t('signInNote') : t('guestNote')}{' '}
        {!signedIn && <Link href={`${linkPrefix}/login-register`}>{t('login')}</Link>}
      </p>
      {cards.length === 0 ? (
        <EmptyList text={t('wishlistEmpty')} linkPrefix={linkPrefix} testId="wishlist-empty" />
      ) : (
        <>
          <div className="list-page__bar">
            <p data-testid="wishlist-count">{t('count', { count: cards.length })}</p>
            <ListActionForm
              kind="wishlist"
              action="clear"
              language={language}
              text={t('removeAll')}
              testId="wishlist-clear"
            />
          </div>
          <ul className="product-grid" data-testid="wishlist-items">
            {cards.map((card) => (
              <li
                key={card.id}
                className="list-page__item"
                data-testid="wishlist-item"
                data-product-id={card.id}
              >
                <ProductCard product={card} locale={locale} onWishlist />
                <div className="list-page__actions">
                  {card.prices && card.stock.kind !== 'outOfStock' && card.stock.kind !== 'undeliverable' && (
                    <ListActionForm
                      kind="wishlist"
                      action="moveToCart"
                      productId={card.id}
                      language={language}
                      className="button"
                      label={`${t('moveToCart')}: ${card.title}`}
                      text={t('moveToCart')}
                      testId="wishlist-move"
                    />
                  )}
                  <ListActionForm
                    kind="wishlist"
                    action="remove"
                    productId={card.id}
                    language={language}
                    label={t('removeTitle', { title: card.title })}
                    text={t('remove')}
                    testId="wishlist-remove"
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}
