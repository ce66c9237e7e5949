import { useTranslations } from 'next-intl';
import type { PagePreview } from '@/lib/seo-preview/page-preview';

/** Whether search engines may index the page: status, redirects, canonical, robots meta and header, the verdict. */
export function IndexingFacts({ preview }: { preview: PagePreview }) {
  const t = useTranslations('SeoPreview');
  const { page, head, indexing } = preview;
  const directives = (list: string[]) => (list.length > 0 ? list.join(', ') : t('none'));
  return (
    <section className="seo-preview__section" aria-labelledby="indexing-heading">
      <h2 id="indexing-heading">{t('indexingHeading')}</h2>
      <p
        className={indexing.indexable ? 'seo-verdict' : 'seo-verdict seo-verdict--bad'}
        data-testid="indexing-verdict"
      >
        {t(indexing.indexable ? 'indexable' : 'notIndexable')}
      </p>
      <dl className="seo-facts">
        <dt>{t('status')}</dt>
        <dd data-testid="page-status">{page.status}</dd>
        {page.redirects.map((redirect) => (
          <dd key={redirect.from}>{t('redirect', redirect)}</dd>
        ))}
        <dt>{t('canonical')}</dt>
        <dd>
          {indexing.canonical === null
            ? t('canonicalNone')
            : t(indexing.canonicalIsSelf ? 'canonicalSelf' : 'canonicalOther', { url: indexing.canonical })}
        </dd>
        <dt>{t('robotsMeta')}</dt>
        <dd>{directives(head.robots)}</dd>
        <dt>{t('xRobotsTag')}</dt>
        <dd>{directives(page.xRobotsTag)}</dd>
      </dl>
    </section>
  );
}

/** The tags a shared link's card is built from, and the ones it lacks. */
export function SocialFacts({ preview }: { preview: PagePreview }) {
  const t = useTranslations('SeoPreview');
  const { social } = preview;
  const rows: Array<[string, string | null]> = [
    ['og:title', social.title],
    ['og:description', social.description],
    ['og:image', social.image],
    ['og:url', social.url],
    ['twitter:card', social.twitterCard],
  ];
  return (
    <section className="seo-preview__section" aria-labelledby="social-heading">
      <h2 id="social-heading">{t('socialHeading')}</h2>
      <p
        className={social.missing.length > 0 ? 'seo-verdict seo-verdict--bad' : 'seo-verdict'}
        data-testid="social-verdict"
      >
        {social.missing.length > 0
          ? t('socialMissing', { tags: social.missing.join(', ') })
          : t('socialComplete')}
      </p>
      <dl className="seo-facts">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value ?? t('none')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
