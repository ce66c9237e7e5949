import { useTranslations } from 'next-intl';

/**
 * The header's ways to the wishlist and the comparison. Cached pages cannot know the shopper's lists: the counts
 * start hidden and the lazily loaded list script fills them; the compare link shows once something is compared.
 */
export function HeaderListLinks({ prefix }: { prefix: string }) {
  const t = useTranslations('Lists');
  return (
    <>
      <a
        href={`${prefix}/compare`}
        className="site-header__action list-link"
        data-list-link="compare"
        data-only-filled
        hidden
      >
        {t('compare')}
        <span className="list-count" data-list-count="compare" hidden />
      </a>
      <a href={`${prefix}/wishlist`} className="site-header__action list-link" data-list-link="wishlist">
        {t('wishlist')}
        <span className="list-count" data-list-count="wishlist" hidden />
      </a>
    </>
  );
}
