/**
 * Which pages a sampled report (`npm run seo:check -- --sample N`) reads first: enough of each sitemap file that
 * every kind of page of every store and language is checked, without reading a catalogue of thousands of products
 * one by one. The hreflang partners of each page read are read as well (sampled-report.ts), so they are not chosen
 * here.
 */

/**
 * The route a page's address belongs to, from the address alone: a lone word (`/marken`, `/faq`) is a route of its
 * own, an item (`/dusche.html`, `/blog/ein-artikel`, `/blog/page/2`) stands for its kind (`/*.html`, `/blog/*`,
 * `/blog/page/*`). The sitemap file's language prefix (`/en/…`) is left out: the file says the language already.
 * Categories and brands share `/*.html` with products, so this alone does not tell them apart; the stride does.
 */
export function routeShape(url: string, language: string | null): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  if (language !== null && segments[0] === language) segments.shift();
  const last = segments.at(-1);
  if (last === undefined) return '/';
  const dot = last.lastIndexOf('.');
  if (segments.length === 1 && dot < 0) return `/${last}`;
  return `/${[...segments.slice(0, -1), `*${dot < 0 ? '' : last.slice(dot)}`].join('/')}`;
}

/**
 * A chooser for one sitemap file's pages, asked in their order: the first page of each route shape, and every
 * `every`-th page from the first (the 1st, the N+1st, …). A sitemap lists a kind's pages together (the shop's
 * pages file: home, listings, categories, brands, contents, guide), so a kind with N pages or more is sampled
 * even where its shape is shared; and the same `every` always picks the same pages, so runs compare.
 */
export function samplePicker(every: number): (url: string, language: string | null) => boolean {
  const shapes = new Set<string>();
  let position = 0;
  return (url, language) => {
    const shape = routeShape(url, language);
    const newShape = !shapes.has(shape);
    shapes.add(shape);
    const onStride = position % every === 0;
    position += 1;
    return newShape || onStride;
  };
}
