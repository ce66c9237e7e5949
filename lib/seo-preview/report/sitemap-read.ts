import { Parser } from 'htmlparser2';
import { errorDetail } from './problems';

/** Google reads a sitemap of up to 50 MB uncompressed, and refuses a larger one whole. */
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

/** What a sitemap lists: the files of an index, or the pages of a URL set. */
export type SitemapRead =
  | { kind: 'index'; locations: string[] }
  | { kind: 'urlset'; locations: string[] }
  | { kind: 'unreadable'; detail: string };

// The element a `loc` must sit in for each root; `image:loc` in an image extension's `image:image` is no page.
const entryOf = { sitemapindex: 'sitemap', urlset: 'url' } as const;

// A namespace prefix (`sm:urlset`) does not change what an element is.
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * The addresses a sitemap lists, parsed while its body arrives, so only the addresses are held, not the XML.
 * Reading stops at `maxBytes`; a larger sitemap is unreadable, as it is for Google.
 */
export async function readSitemap(
  body: AsyncIterable<Uint8Array>,
  maxBytes = MAX_SITEMAP_BYTES,
): Promise<SitemapRead> {
  const locations: string[] = [];
  const open: string[] = [];
  let root: string | undefined;
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        const local = localName(name);
        root ??= local;
        const entry = entryOf[root as keyof typeof entryOf];
        if (local === 'loc' && open.length === 2 && open[1] === entry) loc = '';
        open.push(local);
      },
      ontext(text) {
        if (loc !== null) loc += text;
      },
      onclosetag(name) {
        open.pop();
        if (loc === null || localName(name) !== 'loc') return;
        locations.push(loc.trim());
        loc = null;
      },
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder();
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) return { kind: 'unreadable', detail: `over ${maxBytes} bytes` };
      parser.write(decoder.decode(chunk, { stream: true }));
    }
  } catch (error) {
    return { kind: 'unreadable', detail: errorDetail(error) };
  }
  parser.end(decoder.decode());
  if (root === 'sitemapindex') return { kind: 'index', locations };
  if (root === 'urlset') return { kind: 'urlset', locations };
  return { kind: 'unreadable', detail: 'not a sitemap' };
}
