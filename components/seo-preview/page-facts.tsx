import { useTranslations } from 'next-intl';
import type { RobotsVerdict } from '@/lib/seo-preview/robots-verdict';
import type { PagePreview, SocialCard } from '@/lib/seo-preview/page-preview';

/** What robots.txt says of the page for Googlebot, and by which line. */
function RobotsText({ verdict }: { verdict: RobotsVerdict }) {
  const t = useTranslations('SeoPreview.robots');
  switch (verdict.kind) {
    case 'rules':
      return verdict.rule
        ? t(verdict.allowed ? 'allowedBy' : 'disallowedBy', {
            line: verdict.rule.line,
            rule: verdict.rule.text,
          })
        : t('allowedNoRule');
    case 'clientError':
    case 'serverError':
      return t(verdict.kind, { status: verdict.status });
    default:
      return t(verdict.kind);
  }
}

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
        <dt>robots.txt</dt>
        <dd data-testid="robots-verdict">
          <RobotsText verdict={indexing.robots} />
        </dd>
        <dt>{t('sitemap')}</dt>
        <dd data-testid="sitemap-listing">
          {t(
            indexing.inSitemap === null
              ? 'sitemapUnread'
              : indexing.inSitemap
                ? 'sitemapListed'
                : 'sitemapMissing',
          )}
        </dd>
      </dl>
    </section>
  );
}

/** One network's card as it draws a shared link: image cropped to its ratio, then its texts. */
function NetworkCard({
  network,
  social,
  imagePath,
}: {
  network: 'facebook' | 'linkedin' | 'x';
  social: SocialCard;
  imagePath: string | null;
}) {
  const t = useTranslations('SeoPreview');
  const host = social.url ? new URL(social.url).host : null;
  return (
    <figure className={`social-card social-card--${network}`} data-testid={`social-card-${network}`}>
      <figcaption>{t(`network.${network}`)}</figcaption>
      <div className="social-card__frame">
        {imagePath ? (
          // eslint-disable-next-line @next/next/no-img-element -- the page's own image as the network crops it, not an optimised copy
          <img src={imagePath} alt="" className="social-card__image" />
        ) : (
          <div className="social-card__image social-card__image--none">{t('socialNoImage')}</div>
        )}
        <div className="social-card__text">
          {host && <p className="social-card__host">{host}</p>}
          <p className="social-card__title">{social.title ?? t('none')}</p>
          {network === 'facebook' && social.description && (
            <p className="social-card__description">{social.description}</p>
          )}
        </div>
      </div>
    </figure>
  );
}

/** The image as the networks fetched it: type, size and weight, and what they will hold against it. */
function ImageFacts({ social }: { social: SocialCard }) {
  const t = useTranslations('SeoPreview');
  const refused = useTranslations('SeoPreview.refused');
  const check = social.imageCheck;
  if (!check) return null;
  const { measure, problems } = check;
  return (
    <div data-testid="social-image">
      <p className={problems.length > 0 ? 'seo-verdict seo-verdict--bad' : 'seo-verdict'}>
        {measure?.width && measure.height
          ? t('imageMeasure', {
              type: (measure.type ?? '?').toUpperCase(),
              width: measure.width,
              height: measure.height,
              kilobytes: Math.round(measure.bytes / 1024),
            })
          : t('imageUnmeasured')}
      </p>
      {problems.length > 0 ? (
        <ul className="seo-problems" data-testid="social-image-problems">
          {problems.map((problem) => (
            <li key={problem.kind}>
              {problem.kind === 'refused'
                ? refused(problem.reason)
                : problem.kind === 'tooLarge'
                  ? t('imageProblem.tooLarge', { megabytes: problem.maxBytes / 1024 / 1024 })
                  : t(`imageProblem.${problem.kind}`, { ...problem })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('imageFine')}</p>
      )}
    </div>
  );
}

/** The tags a shared link's card is built from, the ones it lacks, its image checked, and the cards drawn. */
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
  // Every store is this deployment, so the image's path answers here too: the admin's page may show it under
  // its own origin, which its Content-Security-Policy allows.
  const shown = social.imageCheck?.measure?.type ? new URL(social.imageCheck.url) : null;
  const imagePath = shown ? `${shown.pathname}${shown.search}` : null;
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
      <h3>{t('socialImage')}</h3>
      {social.image ? (
        <ImageFacts social={social} />
      ) : (
        <p className="seo-verdict seo-verdict--bad">{t('socialNoImage')}</p>
      )}
      <div className="social-cards">
        {(['facebook', 'linkedin', 'x'] as const).map((network) => (
          <NetworkCard key={network} network={network} social={social} imagePath={imagePath} />
        ))}
      </div>
    </section>
  );
}
