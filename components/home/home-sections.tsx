import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/ui/line-icon';
import type { HomePage } from '@/lib/catalog/home';
import { MediaImage } from '@/components/ui/media-image';

/** The store's promises (delivery, payment, returns, advice) with their icons. */
export function FeatureIcons({ features }: { features: HomePage['features'] }) {
  if (features.length === 0) return null;
  return (
    <ul className="feature-icons">
      {features.map((feature) => (
        <li key={feature.title}>
          <LineIcon name={feature.icon} size={32} className="feature-icons__icon" />
          <span className="feature-icons__title">{feature.title}</span>
          <span className="feature-icons__text">{feature.text}</span>
        </li>
      ))}
    </ul>
  );
}

export function BrandStrip({ brands }: { brands: HomePage['brands'] }) {
  const t = useTranslations('Home');
  if (brands.length === 0) return null;
  return (
    <section className="brand-strip" aria-labelledby="home-brands">
      <h2 id="home-brands">{t('brands')}</h2>
      <ul>
        {brands.map((brand) => (
          <li key={brand.href}>
            <Link href={brand.href} prefetch={false} aria-label={brand.title}>
              {brand.logo ? <MediaImage image={brand.logo} /> : brand.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Banners({ banners }: { banners: HomePage['banners'] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="home-banners">
      {banners.map((banner) => (
        <li key={banner.image}>
          <a href={banner.href}>
            {/* eslint-disable-next-line @next/next/no-img-element -- banners come from the store's configuration */}
            <img src={banner.image} alt="" width={1200} height={480} loading="lazy" decoding="async" />
            <span>{banner.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Testimonial({ testimonial }: { testimonial: HomePage['testimonial'] }) {
  const t = useTranslations('Home');
  if (!testimonial) return null;
  return (
    <section className="testimonial" aria-labelledby="home-testimonial">
      <h2 id="home-testimonial">{t('testimonial')}</h2>
      <figure>
        {/* eslint-disable-next-line @next/next/no-img-element -- from the store's configuration */}
        <img src={testimonial.image} alt="" width={96} height={96} loading="lazy" />
        <blockquote>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption>{testimonial.author}</figcaption>
      </figure>
    </section>
  );
}

export function ContentTeasers({ contents }: { contents: HomePage['contents'] }) {
  const t = useTranslations('Home');
  if (contents.length === 0) return null;
  return (
    <section className="content-teasers" aria-labelledby="home-contents">
      <h2 id="home-contents">{t('contents')}</h2>
      <ul>
        {contents.map((content) => (
          <li key={content.href}>
            <article>
              {content.image && <MediaImage image={content.image} />}
              <h3>
                <Link href={content.href} prefetch={false}>
                  {content.title}
                </Link>
              </h3>
              <p>{content.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
