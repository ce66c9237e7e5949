import type { Texts } from './texts';

/** A content page the seed writes, in the three languages. */
export interface ContentDefinition {
  code: string;
  folder: 'info' | 'legal' | 'service' | 'landing';
  title: Texts;
  chapo: Texts;
  /** Paragraphs; rendered as HTML paragraphs, with `## ` lines as sub-headings. */
  body: Record<keyof Texts, string[]>;
  /** JSON for landing pages that render a listing (docs/product.md §2 catch-all). */
  postscriptum?: string;
  /** Teaser image (the home page's content teasers show it). */
  image?: string;
  /** Taken offline in the back office: its address exists, its page is a 404 with its reason. */
  hidden?: boolean;
}
