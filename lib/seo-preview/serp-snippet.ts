import { cutToWidth, textWidthPx } from './text-width';

/** How much room Google's result page gives each line, in px; they move now and then, so callers may pass their own. */
export interface SerpLimits {
  titlePx: number;
  descriptionDesktopPx: number;
  descriptionMobilePx: number;
}

// The widths SEO tools usually measure on google.com: one title line of 600 px, and a description of about two
// lines on desktop but less on a phone's narrower lines.
export const defaultSerpLimits: SerpLimits = {
  titlePx: 600,
  descriptionDesktopPx: 920,
  descriptionMobilePx: 680,
};

// Google sets the title in 20 px Arial on desktop and the description in 14 px, both regular.
const TITLE_SIZE_PX = 20;
const DESCRIPTION_SIZE_PX = 14;

/** One line of the result as the page writes it, and as Google would draw it within `limitPx`. */
export interface SnippetLine {
  text: string;
  widthPx: number;
  limitPx: number;
  truncated: boolean;
  shown: string;
}

export interface SerpSnippet {
  title: SnippetLine;
  /** Null when the page has no meta description: Google then quotes the page itself, which we cannot foresee. */
  description: { desktop: SnippetLine; mobile: SnippetLine } | null;
  /** The visible URL above the title: `https://www.example.at › bad › armaturen`. */
  breadcrumb: string;
}

/** What a page tells Google: its title, its meta description and its canonical address. */
export interface SnippetPage {
  title: string;
  description: string | null;
  url: string;
}

/** How Google's search result would draw `page`, measured in Arial metrics. */
export function serpSnippet(page: SnippetPage, limits: SerpLimits = defaultSerpLimits): SerpSnippet {
  const description = page.description === null ? '' : collapse(page.description);
  return {
    title: line(collapse(page.title), limits.titlePx, TITLE_SIZE_PX),
    // A blank description is as good as none: Google ignores it and quotes the page.
    description:
      description === ''
        ? null
        : {
            desktop: line(description, limits.descriptionDesktopPx, DESCRIPTION_SIZE_PX),
            mobile: line(description, limits.descriptionMobilePx, DESCRIPTION_SIZE_PX),
          },
    breadcrumb: breadcrumb(page.url),
  };
}

// The browser collapses runs of white space in a title, and a line break would otherwise be measured as a letter.
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function line(text: string, limitPx: number, sizePx: number): SnippetLine {
  const widthPx = Math.round(textWidthPx(text, sizePx) * 10) / 10;
  return { text, widthPx, limitPx, ...cutToWidth(text, limitPx, sizePx) };
}

/** Google drops the query, the fragment and a trailing slash, and shows path segments decoded. */
function breadcrumb(url: string): string {
  const { origin, pathname } = new URL(url);
  return [origin, ...pathname.split('/').filter(Boolean).map(decodeSegment)].join(' › ');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray % that starts no escape: Google shows such a segment as it stands.
    return segment;
  }
}
