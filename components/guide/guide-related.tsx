import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { GuideTeaser } from '@/lib/catalog/guide-page';
import { GuideTeasers } from './guide-teasers';

/** A category's or product's articles from the guide, with the way to the whole guide; nothing without any. */
export function GuideRelated({ articles, guideHref }: { articles: GuideTeaser[]; guideHref: string }) {
  const t = useTranslations('Guide');
  if (articles.length === 0) return null;
  return (
    <section className="guide-related" aria-labelledby="guide-related-title" data-testid="guide-related">
      <h2 id="guide-related-title">{t('related')}</h2>
      <GuideTeasers articles={articles} headingLevel={3} />
      <p>
        <Link href={guideHref} prefetch={false}>
          {t('toGuide')}
        </Link>
      </p>
    </section>
  );
}
