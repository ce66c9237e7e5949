import { slugify } from '../../../slug';

/** Hands out `slug.html`, then `slug-2.html`, … so every rewritten URL is unique within its locale. */
export class UrlRegistry {
  private readonly taken = new Set<string>();

  claim(locale: string, title: string): string {
    const base = slugify(title) || 'seite';
    for (let n = 1; ; n += 1) {
      const url = n === 1 ? `${base}.html` : `${base}-${n}.html`;
      const key = `${locale}|${url}`;
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return url;
      }
    }
  }
}
