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
    const base = UrlClaims.#base(title, fallback);
    for (let n = 1; ; n += 1) {
      const url = n === 1 ? `${base}.html` : `${base}-${n}.html`;
      if (this.take(locale, url)) return url;
    }
  }

  /**
   * Claims again the address an item was made last time (`held`, its current one in the index) when it is still
   * one `make` could give it ("slug.html", "slug-3.html") and free: an item keeps its address whatever order
   * Thelia gives the items in, as long as its title stays. False when it cannot keep it.
   */
  keep(locale: string, title: string, fallback: string, held: string): boolean {
    const base = UrlClaims.#base(title, fallback);
    const number =
      held.startsWith(`${base}-`) && held.endsWith('.html') ? held.slice(base.length + 1, -5) : '';
    const madeFrom = held === `${base}.html` || (/^[1-9]\d*$/.test(number) && Number(number) >= 2);
    return madeFrom && this.take(locale, held);
  }

  static #base(title: string, fallback: string): string {
    return slugify(title) || fallback;
  }

  #key(locale: string, url: string): string {
    return `${locale}\u0000${url}`;
  }
}

/** product.ref and product_sale_elements.ref are varchar(64) in the index. */
export const MAX_REFERENCE_LENGTH = 64;

/** The reference an item asking for `wanted` gets on its n-th try (1: as wanted, then with its id appended). */
function referenceTry(id: number, wanted: string, n: number): string {
  const suffix = n === 1 ? '' : n === 2 ? `-${id}` : `-${id}-${n - 1}`;
  return `${wanted.slice(0, MAX_REFERENCE_LENGTH - suffix.length)}${suffix}`;
}

/** Whether `held` is a reference claim() could give the item for `wanted`. */
function isTryOf(id: number, wanted: string, held: string): boolean {
  if (held === referenceTry(id, wanted, 1)) return true;
  const suffix = new RegExp(`-${id}(?:-([1-9]\\d*))?$`).exec(held);
  if (!suffix) return false;
  const n = suffix[1] === undefined ? 2 : Number(suffix[1]) + 1;
  return held === referenceTry(id, wanted, n);
}

/**
 * References are unique in the index, but Thelia only keeps product references unique: sale elements often
 * repeat one (a single variant carries its product's reference, copied products their template's). An item keeps
 * the reference the index holds for it (`held`) while it is still one made from what it wants: Thelia gives
 * items tied in its order in any order, so "first come" alone would swap references between imports. Otherwise
 * the first item of an import to ask for a reference gets it; a later one gets it with its own id appended.
 */
export class ReferenceClaims {
  readonly #holders = new Map<string, number>();
  readonly #kept = new Map<number, string>();

  /** `held`: each item of this import with the reference it wants and the one the index holds for it, if any. */
  constructor(held: Iterable<{ id: number; wanted: string; held: string | undefined }> = []) {
    for (const item of held) {
      if (item.held === undefined || !isTryOf(item.id, item.wanted, item.held)) continue;
      if (this.#holders.has(item.held)) continue;
      this.#holders.set(item.held, item.id);
      this.#kept.set(item.id, item.held);
    }
  }

  claim(id: number, wanted: string): string {
    const kept = this.#kept.get(id);
    if (kept !== undefined && isTryOf(id, wanted, kept)) return kept;
    for (let n = 1; ; n += 1) {
      const reference = referenceTry(id, wanted, n);
      const holder = this.#holders.get(reference);
      if (holder === undefined || holder === id) {
        this.#holders.set(reference, id);
        return reference;
      }
    }
  }
}
