import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseIntegrations } from '../../../shop/integrations';
import type { Menu, StoreCode, StoreIntegrations } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { storeConfig } from '../schema';
import { selectContents } from './contents';

const idList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => Number.parseInt(part.trim(), 10))
    .filter((id) => Number.isInteger(id) && id > 0);

const linksSchema = z.array(z.object({ title: z.string(), href: z.string() })).catch([]);
const iconsSchema = z.record(z.string(), z.string()).catch({});
const routesSchema = z.record(z.string(), z.number().int().positive()).catch({});

function parseJson(value: string | undefined): unknown {
  try {
    return JSON.parse(value ?? 'null');
  } catch {
    return null;
  }
}

/** The store's menu configuration (docs/product.md §3 "Other configuration"); a malformed entry yields an empty part. */
export async function selectMenu(db: ShopDatabase, store: StoreCode, locale: string): Promise<Menu> {
  const rows = await db
    .select()
    .from(storeConfig)
    .where(and(eq(storeConfig.storeCode, store)));
  const settings = new Map(rows.map((row) => [row.name, row.value]));
  const leftIds = idList(settings.get('left_menu_content_ids'));
  const rightIds = idList(settings.get('right_menu_content_ids'));
  const contents = await selectContents(db, locale, { ids: [...leftIds, ...rightIds] });
  const summary = (id: number) =>
    contents.filter((c) => c.id === id).map(({ id: cid, title, url }) => ({ id: cid, title, url }));
  const icons = iconsSchema.parse(parseJson(settings.get('category_icon')));
  return {
    categoryIds: idList(settings.get('menu_category_ids')),
    leftContents: leftIds.flatMap(summary),
    rightContents: rightIds.flatMap(summary),
    leftLinks: linksSchema.parse(parseJson(settings.get('links_left_menu'))),
    rightLinks: linksSchema.parse(parseJson(settings.get('links_right_menu'))),
    categoryIcons: Object.fromEntries(Object.entries(icons).map(([id, icon]) => [Number(id), icon])),
    contentRoutes: routesSchema.parse(parseJson(settings.get('content_routes'))),
  };
}

export async function selectIntegrations(db: ShopDatabase, store: StoreCode): Promise<StoreIntegrations> {
  const rows = await db.select().from(storeConfig).where(eq(storeConfig.storeCode, store));
  return parseIntegrations(new Map(rows.map((row) => [row.name, row.value])));
}
