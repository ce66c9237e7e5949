import type { components } from '../openapi/thelia-open-api';
import { TheliaSession, type TheliaClient } from '../thelia-client';
import { pagesOf, readAll } from './thelia-paging';
import type { Localised } from './thelia-texts';

type Schemas = components['schemas'];
type Model = { id: number; currentLocale?: string | null };
type Visibility = 0 | 1;

/** Visible items, then hidden ones: the search routes give only one kind per call (visible=1 by default). */
const visibilities: readonly Visibility[] = [1, 0];
/** The only order the module applies without a text filter (x-quirks no-paging-totals). */
const order = 'created';

function localised<T extends Model>(primary: T, byLocale: ReadonlyArray<[string, Map<number, T>]>) {
  // An item gone from a later locale's answer (deleted meanwhile) keeps the default language's model there.
  return {
    primary,
    locales: new Map(byLocale.map(([locale, items]) => [locale, items.get(primary.id) ?? primary])),
  };
}

const byId = <T extends Model>(items: T[]) => new Map(items.map((item) => [item.id, item]));

/**
 * Reads Thelia's catalogue through the module's search routes, in each locale the storefront shows (the first
 * being the shop's default language), each locale in a PHP session of its own. Categories and brands are few
 * and read whole; products come page by page, each page asked again by id in the other locales.
 */
export function theliaCatalogueReader(client: TheliaClient, locales: readonly string[], pageSize: number) {
  const sessions = locales.map((locale) => new TheliaSession({ locale }));
  const primary = sessions[0]!;
  /** The locale Thelia answered each asked locale in: its default one for a language it does not have. */
  const answered = new Map<string, string>();
  const note = <T extends Model>(session: TheliaSession, items: T[]): T[] => {
    const served = items.find((item) => item.currentLocale)?.currentLocale;
    if (served) answered.set(session.locale, served);
    return items;
  };

  /** Products read in the default language, with their models in the other locales, asked by id. */
  async function translated(
    products: Array<Schemas['Product']>,
    visible: Visibility,
  ): Promise<Array<Localised<Schemas['Product']>>> {
    const ids = products.map((product) => product.id);
    const byLocale: Array<[string, Map<number, Schemas['Product']>]> = [
      [primary.locale, byId(note(primary, products))],
    ];
    for (const session of sessions.slice(1)) {
      const answer = await client.searchProducts(session, { 'ids[]': ids, visible, limit: ids.length });
      byLocale.push([session.locale, byId(note(session, answer))]);
    }
    return products.map((product) => localised(product, byLocale));
  }

  async function everywhere<T extends Model>(
    search: (
      session: TheliaSession,
      query: { visible: Visibility; offset: number; limit: number },
    ) => Promise<T[]>,
  ): Promise<Array<Localised<T>>> {
    const byLocale: Array<[string, Map<number, T>]> = [];
    for (const session of sessions) {
      const items: T[] = [];
      for (const visible of visibilities) {
        items.push(
          ...(await readAll((offset, limit) => search(session, { visible, offset, limit }), pageSize)),
        );
      }
      byLocale.push([session.locale, byId(note(session, items))]);
    }
    return [...byLocale[0]![1].values()].map((item) => localised(item, byLocale));
  }

  return {
    categories: () =>
      everywhere<Schemas['Category']>((session, query) =>
        client.searchCategories(session, { ...query, order }),
      ),
    brands: () =>
      everywhere<Schemas['Brand']>((session, query) => client.searchBrands(session, { ...query, order })),

    async *products(): AsyncGenerator<Array<Localised<Schemas['Product']>>> {
      const seen = new Set<number>();
      for (const visible of visibilities) {
        const read = (offset: number, limit: number) =>
          client.searchProducts(primary, { visible, offset, limit, order });
        for await (const page of pagesOf(read, pageSize)) {
          // A product whose visibility changed between the two passes comes once.
          const fresh = page.filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
          if (fresh.length > 0) yield await translated(fresh, visible);
        }
      }
    },

    /**
     * The products of `ids` Thelia still has, shown or not, asked by id `pageSize` at a time: paging by `created`
     * skips some when products share a timestamp, so what the pages missed is asked for by name.
     */
    async *productsById(ids: readonly number[]): AsyncGenerator<Array<Localised<Schemas['Product']>>> {
      const seen = new Set<number>();
      for (let start = 0; start < ids.length; start += pageSize) {
        const chunk = ids.slice(start, start + pageSize);
        for (const visible of visibilities) {
          const found = await client.searchProducts(primary, {
            'ids[]': chunk,
            visible,
            limit: chunk.length,
          });
          const fresh = found.filter(
            (product) => chunk.includes(product.id) && !seen.has(product.id) && Boolean(seen.add(product.id)),
          );
          if (fresh.length > 0) yield await translated(fresh, visible);
        }
      }
    },

    /** Locales Thelia answered in another one, having no such language: their texts are that one's. */
    substitutedLocales: () =>
      [...answered].flatMap(([asked, served]) => (asked === served ? [] : [{ asked, answered: served }])),
  };
}
