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
          if (fresh.length === 0) continue;
          const ids = fresh.map((product) => product.id);
          const byLocale: Array<[string, Map<number, Schemas['Product']>]> = [
            [primary.locale, byId(note(primary, fresh))],
          ];
          for (const session of sessions.slice(1)) {
            const translated = await client.searchProducts(session, {
              'ids[]': ids,
              visible,
              limit: ids.length,
            });
            byLocale.push([session.locale, byId(note(session, translated))]);
          }
          yield fresh.map((product) => localised(product, byLocale));
        }
      }
    },

    /** Locales Thelia answered in another one, having no such language: their texts are that one's. */
    substitutedLocales: () =>
      [...answered].flatMap(([asked, served]) => (asked === served ? [] : [{ asked, answered: served }])),
  };
}
