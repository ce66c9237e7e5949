import { useTranslations } from 'next-intl';
import type { PagePreview, SocialCard } from '@/lib/seo-preview/page-preview';

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
