import { and, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../embedded/database';
import { rewritingUrl } from '../../embedded/schema';
import { chunksOf } from './index-upserts';
import { UrlClaims } from './thelia-claims';
import type { AddressWish } from './thelia-urls';

/** The views whose addresses the import writes; every other view's belong to the shop's own pages. */
export const importedViews = ['product', 'pse', 'category', 'brand'] as const;

interface Address {
  url: string;
  view: string;
  viewId: number;
  viewLocale: string;
}

const heldKey = (view: string, viewId: number, locale: string) => `${view}\u0000${viewId}\u0000${locale}`;

/**
 * Writes each view's current address per locale into rewriting_url, Thelia's way: the address becomes the current
 * one of its view (taken from whoever held it, a product gone from Thelia say), and the view's earlier addresses
 * answer 301 to it. Thelia's own addresses are written at once; addresses made from titles wait until every
 * Thelia address is known (`finish`), so a made one never takes an address Thelia gives something else. A view
 * keeps the address made for it last time while its title still gives it, whatever order Thelia answers in.
 */
export class AddressWriter {
  readonly #made: AddressWish[] = [];
  written = 0;

  private constructor(
    private readonly db: ShopDatabase,
    private readonly claims: UrlClaims,
    /** The current address of each imported view and locale in the index, before this import. */
    private readonly held: ReadonlyMap<string, string>,
  ) {}

  /** The shop's own pages (contents, folders) keep their addresses: no Thelia item is given one of them. */
  static async open(db: ShopDatabase): Promise<AddressWriter> {
    const reserved = await db
      .select({ locale: rewritingUrl.viewLocale, url: rewritingUrl.url })
      .from(rewritingUrl)
      .where(notInArray(rewritingUrl.view, [...importedViews]));
    const current = await db
      .select({
        view: rewritingUrl.view,
        viewId: rewritingUrl.viewId,
        locale: rewritingUrl.viewLocale,
        url: rewritingUrl.url,
      })
      .from(rewritingUrl)
      .where(and(inArray(rewritingUrl.view, [...importedViews]), isNull(rewritingUrl.redirected)));
    const held = new Map(current.map((row) => [heldKey(row.view, row.viewId, row.locale), row.url]));
    return new AddressWriter(db, new UrlClaims(reserved), held);
  }

  async write(wishes: readonly AddressWish[]): Promise<void> {
    const theirs: Address[] = [];
    for (const wish of wishes) {
      if (wish.path !== null && this.claims.take(wish.locale, wish.path))
        theirs.push(this.#address(wish, wish.path));
      else this.#made.push(wish);
    }
    await this.#store(theirs);
  }

  async finish(): Promise<void> {
    const fallback = (wish: AddressWish) => `${wish.view}-${wish.viewId}`;
    // Those keeping last import's address first, so no other view made an address from the same title takes it.
    const kept = new Set(
      this.#made.filter((wish) => {
        const held = this.held.get(heldKey(wish.view, wish.viewId, wish.locale));
        return held !== undefined && this.claims.keep(wish.locale, wish.title, fallback(wish), held);
      }),
    );
    const made = this.#made.map((wish) =>
      this.#address(
        wish,
        kept.has(wish)
          ? this.held.get(heldKey(wish.view, wish.viewId, wish.locale))!
          : this.claims.make(wish.locale, wish.title, fallback(wish)),
      ),
    );
    this.#made.length = 0;
    await this.#store(made);
  }

  #address(wish: AddressWish, url: string): Address {
    return { url, view: wish.view, viewId: wish.viewId, viewLocale: wish.locale };
  }

  async #store(addresses: Address[]): Promise<void> {
    for (const chunk of chunksOf(addresses)) {
      const current = await this.db
        .insert(rewritingUrl)
        .values(chunk)
        .onConflictDoUpdate({
          target: [rewritingUrl.url, rewritingUrl.viewLocale],
          set: { view: sql.raw('excluded.view'), viewId: sql.raw('excluded.view_id'), redirected: null },
        })
        .returning({ id: rewritingUrl.id });
      // Every other address of the same view and locale, earlier current ones and their redirects alike, now
      // points straight at the current one: the resolver follows one redirect, never a chain.
      await this.db.execute(sql`UPDATE rewriting_url earlier SET redirected = latest.id
        FROM rewriting_url latest
        WHERE latest.id = ANY(${sql.param(current.map((row) => row.id))}::int[])
          AND earlier.view = latest.view AND earlier.view_id = latest.view_id
          AND earlier.view_locale = latest.view_locale
          AND earlier.id <> latest.id AND earlier.redirected IS DISTINCT FROM latest.id`);
      this.written += chunk.length;
    }
  }
}
