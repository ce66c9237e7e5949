import { notInArray, sql } from 'drizzle-orm';
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

/**
 * Writes each view's current address per locale into rewriting_url, Thelia's way: the address becomes the current
 * one of its view (taken from whoever held it, a product gone from Thelia say), and the view's earlier addresses
 * answer 301 to it. Thelia's own addresses are written at once; addresses made from titles wait until every
 * Thelia address is known (`finish`), so a made one never takes an address Thelia gives something else.
 */
export class AddressWriter {
  readonly #made: AddressWish[] = [];
  written = 0;

  private constructor(
    private readonly db: ShopDatabase,
    private readonly claims: UrlClaims,
  ) {}

  /** The shop's own pages (contents, folders) keep their addresses: no Thelia item is given one of them. */
  static async open(db: ShopDatabase): Promise<AddressWriter> {
    const reserved = await db
      .select({ locale: rewritingUrl.viewLocale, url: rewritingUrl.url })
      .from(rewritingUrl)
      .where(notInArray(rewritingUrl.view, [...importedViews]));
    return new AddressWriter(db, new UrlClaims(reserved));
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
    const made = this.#made.map((wish) =>
      this.#address(wish, this.claims.make(wish.locale, wish.title, `${wish.view}-${wish.viewId}`)),
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
