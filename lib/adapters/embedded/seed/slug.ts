const transliteration: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ş: 's',
  ț: 't',
  ţ: 't',
  Ă: 'a',
  Â: 'a',
  Î: 'i',
  Ș: 's',
  Ş: 's',
  Ț: 't',
  Ţ: 't',
};

/** Thelia-style URL slug: lower case ASCII words joined by hyphens, German umlauts spelled out. */
export function slugify(title: string): string {
  return title
    .replace(/[äöüßÄÖÜăâîșşțţĂÂÎȘŞȚŢ]/g, (char) => transliteration[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

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
