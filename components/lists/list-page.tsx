import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PageMessage } from '@/lib/api/page-message';
import type { ShopperListKind } from '@/lib/shop/list-types';
import { ListMessage } from './list-message';
import '@/app/styles/lists.css';

/**
 * A list page (/wishlist, /compare) around its content: the list script (list-enhancements) finds the page by
 * data-list-page and, as a change redraws it, keeps the keyboard's place on the heading; a plain form's change
 * comes back with its outcome below the heading.
 */
export function ListPage({
  kind,
  title,
  message,
  className = 'list-page',
  children,
}: {
  kind: ShopperListKind;
  title: string;
  message: PageMessage | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className={className} data-list-page={kind}>
      <h1 tabIndex={-1} data-list-heading>
        {title}
      </h1>
      <ListMessage message={message} />
      {children}
    </main>
  );
}

/** What a list page shows while its list is empty: what that means, and the way back to shopping. */
export function EmptyList({
  text,
  linkPrefix,
  testId,
}: {
  text: string;
  linkPrefix: string;
  testId: string;
}) {
  const t = useTranslations('Lists');
  return (
    <section className="cart-page__empty" data-testid={testId}>
      <p>{text}</p>
      <Link href={linkPrefix || '/'} className="button">
        {t('continueShopping')}
      </Link>
    </section>
  );
}
