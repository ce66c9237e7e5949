import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { GuideTeaser } from '@/lib/catalog/guide-page';
import '@/app/styles/guide.css';

/** Articles of the guide as cards: headline (the link), what it answers, its date and reading time. */
export function GuideTeasers({
  articles,
  headingLevel = 2,
}: {
  articles: GuideTeaser[];
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('Guide');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="guide-teasers">
      {articles.map((article) => (
        <li key={article.href} className="guide-teaser" data-testid="guide-teaser">
          <Heading className="guide-teaser__title">
            <Link href={article.href} prefetch={false}>
              {article.title}
            </Link>
          </Heading>
          <p>{article.description}</p>
          <p className="guide-teaser__meta">
            <time dateTime={article.published}>{article.publishedText}</time> ·{' '}
            {t('readingTime', { minutes: article.minutes })}
          </p>
        </li>
      ))}
    </ul>
  );
}
