import type { Metadata } from 'next';

/** What a page tells search engines and link previews about itself. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** hreflang → absolute URL; only for pages worth indexing. */
  alternates?: Record<string, string>;
  indexable: boolean;
  siteName: string;
  /** BCP 47 tag of the page (de-AT); OpenGraph writes it de_AT. */
  locale: string;
  /** Absolute URL with its size. */
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
}

/** A meta description of at most ~160 characters, cut at a word, without markup. */
export function metaDescription(text: string, limit = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2))}…`;
}

export function pageMetadata(seo: PageSeo): Metadata {
  const images = seo.image ? [seo.image] : undefined;
  return {
    title: seo.title,
    description: seo.description,
    alternates: {
      canonical: seo.canonical,
      ...(seo.indexable && seo.alternates ? { languages: seo.alternates } : {}),
    },
    robots: seo.indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: seo.canonical,
      siteName: seo.siteName,
      locale: seo.locale.replace('-', '_'),
      type: seo.type ?? 'website',
      ...(images ? { images } : {}),
    },
    twitter: {
      card: seo.image ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
      ...(images ? { images: images.map((image) => ({ url: image.url, alt: image.alt })) } : {}),
    },
  };
}
