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

/**
 * Thelia-style URL slug: lower case ASCII words joined by hyphens, German umlauts spelled out. The demo catalogue's
 * URLs and the guide's category keys (content/guide) are made by it.
 */
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
