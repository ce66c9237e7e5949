import { z } from 'zod';
import { languageCodes, storeCodes, type LanguageCode, type StoreCode } from '../shop/codes';

/** What an article helps with; articles of one topic in several languages are each other's translations. */
export const guideTopics = [
  'radiators',
  'heat-pumps',
  'showers',
  'wc',
  'water',
  'maintenance',
  'funding',
] as const;
export type GuideTopic = (typeof guideTopics)[number];

/** One article of the guide (`content/guide/<language>/<slug>.md`), its body still Markdown. */
export interface GuideArticle {
  language: LanguageCode;
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  topic: GuideTopic;
  /** Slugs of the category titles (in the article's language) whose pages link to the article. */
  categories: string[];
  /** The stores whose guide shows it; null: every store read in its language. */
  stores: StoreCode[] | null;
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The front matter, one schema for every article: what a writer may set, and its bounds. */
const frontMatterSchema = z
  .object({
    title: z.string().min(10).max(90),
    description: z.string().min(50).max(170),
    published: z.iso.date(),
    topic: z.enum(guideTopics),
    categories: z
      .string()
      .transform(list)
      .pipe(z.array(z.string().regex(SLUG)).max(12)),
    stores: z
      .string()
      .transform(list)
      .pipe(z.array(z.enum(storeCodes)).min(1))
      .optional(),
  })
  .strict();

/**
 * An article file's text as the guide holds it: `---`, one `key: value` per line, `---`, then the Markdown body.
 * Throws, naming the file and what is wrong, for anything else: a broken article must stop the build and the
 * tests, not show as half a page.
 */
export function parseArticle(text: string, language: string, slug: string): GuideArticle {
  const file = `content/guide/${language}/${slug}.md`;
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  if (!(languageCodes as readonly string[]).includes(language)) fail('no language of the shop');
  if (!SLUG.test(slug) || slug.length > 80) fail('the file name is no slug (a-z, 0-9, hyphens)');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) return fail('no front matter between two lines of ---');
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n').filter((entry) => entry.trim())) {
    const separator = line.indexOf(':');
    if (separator < 1) fail(`"${line}" is no "key: value" line`);
    fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success)
    fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const body = match[2]!.trim();
  if (body.length < 500) fail('the body is too short to be an article');
  if (/^# /m.test(body)) fail('the title is the page’s only first-level heading');
  const { stores, ...rest } = parsed.data!;
  return { ...rest, language: language as LanguageCode, slug, stores: stores ?? null, body };
}
