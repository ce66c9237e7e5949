import { imageSize } from 'image-size';
import { absoluteTarget, followRedirects, type CrawlRefusal, type Redirect } from './crawl';
import { requestBytes, type ByteRequest, type ReadOptions } from './fetch-bytes';

/**
 * A page's share image (og:image) as Facebook, LinkedIn and X fetch it, and what keeps them from showing it as a
 * large card. Their documented limits: JPEG, PNG, GIF or WebP; at least 1200×630 for a sharp large card; under
 * 5 MB (X and LinkedIn; Facebook allows 8); shown at 1.91:1 by Facebook and LinkedIn and at 2:1 by X.
 */

export type SocialImageProblem =
  /** Off the stores' origins, a redirect off them, or no answer: not asked, or nothing to see. */
  | { kind: 'refused'; reason: CrawlRefusal }
  /** The networks show an image only from a 200. */
  | { kind: 'status'; status: number }
  /** The bytes are no image at all (an HTML page, say). */
  | { kind: 'notAnImage' }
  /** An image of a type the networks do not show, SVG above all; `type` as image-size names it (`svg`, `avif`). */
  | { kind: 'unsupportedType'; type: string }
  | { kind: 'tooSmall'; minWidth: number; minHeight: number }
  /** So far from 1.91:1 and 2:1 that a network's crop cuts `cropPercent` % off its width or height. */
  | { kind: 'ratio'; cropPercent: number }
  | { kind: 'tooLarge'; maxBytes: number };

/** What was measured of the bytes read. */
export interface ImageMeasure {
  /** image-size's name of the type: `jpg`, `png`, `gif`, `webp`, `svg` …; null when the bytes are no image. */
  type: string | null;
  width: number | null;
  height: number | null;
  /** Bytes read: at most MAX_IMAGE_BYTES + 1, so more than MAX_IMAGE_BYTES means at least that large. */
  bytes: number;
}

export interface SocialImageCheck {
  /** The address finally read, after redirects; the one asked when it was refused. */
  url: string;
  status: number | null;
  redirects: Redirect[];
  /** Null when nothing was read. */
  measure: ImageMeasure | null;
  problems: SocialImageProblem[];
}

/** X and LinkedIn refuse 5 MB and more; one byte beyond it is read, so "5 MB or more" can be told from "just under". */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_WIDTH = 1200;
export const MIN_HEIGHT = 630;
const ACCEPTED_TYPES = ['jpg', 'png', 'gif', 'webp'];
/** Facebook and LinkedIn crop a large card's image to 1.91:1, X to 2:1. */
const CARD_RATIOS = [1.91, 2];
/**
 * A crop of up to a tenth of the width or height passes, which is ratios from 1.8:1 to 2.12:1: 1200×630 loses 5 %
 * on X. Beyond that a product or a headline near the edge is cut off on one of the networks: 16:9 (1.78:1) loses
 * 11 % of its height on X, a square half of it everywhere.
 */
const CROP_TOLERANCE = 0.1;

const IMAGE: ReadOptions = {
  // The networks' crawlers accept anything; a server choosing a format by Accept must not be shown a browser's.
  accept: '*/*',
  maxBytes: MAX_IMAGE_BYTES + 1,
  wantsBody: (status) => status === 200,
};

/** Type and size of the image the bytes start with; image-size reads only the header. */
export function measureImage(bytes: Uint8Array): ImageMeasure {
  try {
    const { type, width, height } = imageSize(bytes);
    return { type: type ?? null, width, height, bytes: bytes.length };
  } catch {
    return { type: null, width: null, height: null, bytes: bytes.length };
  }
}

/** The largest share of width or height any network's crop takes off an image of this ratio. */
function worstCrop(width: number, height: number): number {
  const ratio = width / height;
  return Math.max(...CARD_RATIOS.map((card) => 1 - Math.min(ratio, card) / Math.max(ratio, card)));
}

/** What keeps a measured image from a large card; size and ratio only matter for a type the networks show. */
export function imageProblems(measure: ImageMeasure): SocialImageProblem[] {
  const { type, width, height, bytes } = measure;
  const problems: SocialImageProblem[] = [];
  if (type === null) problems.push({ kind: 'notAnImage' });
  else if (!ACCEPTED_TYPES.includes(type)) problems.push({ kind: 'unsupportedType', type });
  else if (width !== null && height !== null && width > 0 && height > 0) {
    if (width < MIN_WIDTH || height < MIN_HEIGHT)
      problems.push({ kind: 'tooSmall', minWidth: MIN_WIDTH, minHeight: MIN_HEIGHT });
    const crop = worstCrop(width, height);
    if (crop > CROP_TOLERANCE) problems.push({ kind: 'ratio', cropPercent: Math.round(crop * 100) });
  }
  if (bytes >= MAX_IMAGE_BYTES) problems.push({ kind: 'tooLarge', maxBytes: MAX_IMAGE_BYTES });
  return problems;
}

/**
 * The image at `imageUrl` (absolute, as page-preview resolves og:image) as the networks fetch it: refused unasked
 * off the stores' `origins`, redirects followed within them, at most MAX_IMAGE_BYTES + 1 read.
 */
export async function checkSocialImage(
  imageUrl: string,
  origins: readonly string[],
  request: ByteRequest = requestBytes,
): Promise<SocialImageCheck> {
  const target = absoluteTarget(imageUrl, origins);
  const refused = (reason: CrawlRefusal): SocialImageCheck => ({
    url: imageUrl,
    status: null,
    redirects: [],
    measure: null,
    problems: [{ kind: 'refused', reason }],
  });
  if (typeof target === 'string') return refused(target);
  const read = await followRedirects(target, origins, (url) => request(url, IMAGE));
  if (read.kind === 'refused') return refused(read.reason);
  const { url, redirects, answer } = read;
  if (answer.status !== 200 || answer.body === null)
    return {
      url,
      status: answer.status,
      redirects,
      measure: null,
      problems: [{ kind: 'status', status: answer.status }],
    };
  const measure = measureImage(answer.body);
  return { url, status: answer.status, redirects, measure, problems: imageProblems(measure) };
}
