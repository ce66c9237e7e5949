import { slugify } from '../../../slug';

/**
 * Who holds which address in each locale during one import. Thelia's own addresses are taken first; what Thelia
 * gives none (brands, a missing language) or what the shop's own pages hold already gets one made from its
 * title, the way the storefront's seed makes them: "slug.html", then "slug-2.html" …
 */
export class UrlClaims {
  readonly #taken = new Set<string>();

  constructor(reserved: Iterable<{ locale: string; url: string }> = []) {
    for (const { locale, url } of reserved) this.#taken.add(this.#key(locale, url));
  }

  /** Claims Thelia's address; false when someone holds it already. */
  take(locale: string, url: string): boolean {
    const key = this.#key(locale, url);
    if (this.#taken.has(key)) return false;
    this.#taken.add(key);
    return true;
  }

  /** The first free address made from the title (`fallback` when the title has no letter or digit). */
  make(locale: string, title: string, fallback: string): string {
    const base = slugify(title) || fallback;
    for (let n = 1; ; n += 1) {
      const url = n === 1 ? `${base}.html` : `${base}-${n}.html`;
      if (this.take(locale, url)) return url;
    }
  }

  #key(locale: string, url: string): string {
    return `${locale}\u0000${url}`;
  }
}

/** product.ref and product_sale_elements.ref are varchar(64) in the index. */
export const MAX_REFERENCE_LENGTH = 64;

/**
 * References are unique in the index, but Thelia only keeps product references unique: sale elements often
 * repeat one (a single variant carries its product's reference, copied products their template's). The first
 * item of an import to ask for a reference gets it; a later one gets it with its own id appended. The order of
 * Thelia's answers is the same from import to import, so an item keeps the reference it got.
 */
export class ReferenceClaims {
  readonly #holders = new Map<string, number>();

  claim(id: number, wanted: string): string {
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : n === 2 ? `-${id}` : `-${id}-${n - 1}`;
      const reference = `${wanted.slice(0, MAX_REFERENCE_LENGTH - suffix.length)}${suffix}`;
      const holder = this.#holders.get(reference);
      if (holder === undefined || holder === id) {
        this.#holders.set(reference, id);
        return reference;
      }
    }
  }
}
