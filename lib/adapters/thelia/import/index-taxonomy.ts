import type { ShopDatabase } from '../../embedded/database';
import * as s from '../../embedded/schema';
import type { AddressWriter } from './index-addresses';
import { hideAllBut } from './index-frame';
import { i18nTexts, upsertRows } from './index-upserts';
import type { brandRows, categoryRows } from './thelia-taxonomy-rows';

/**
 * Writes Thelia's categories and brands with their texts and addresses, and hides those Thelia no longer has
 * (products and old addresses still point at them). A brand's logo and manufacturer details are the shop's own:
 * Thelia's API has neither, so they are left as they are.
 */
export async function writeTaxonomy(
  db: ShopDatabase,
  categories: ReadonlyArray<ReturnType<typeof categoryRows>>,
  brands: ReadonlyArray<ReturnType<typeof brandRows>>,
  addresses: AddressWriter,
): Promise<{ hiddenCategories: number; hiddenBrands: number }> {
  await upsertRows(
    db,
    s.category,
    categories.map((rows) => rows.category),
    [s.category.id],
    ['parent', 'visible'],
  );
  await upsertRows(
    db,
    s.categoryI18n,
    categories.flatMap((rows) => rows.i18n),
    [s.categoryI18n.id, s.categoryI18n.locale],
    i18nTexts,
  );
  await upsertRows(
    db,
    s.brand,
    brands.map((rows) => rows.brand),
    [s.brand.id],
    ['visible'],
  );
  await upsertRows(
    db,
    s.brandI18n,
    brands.flatMap((rows) => rows.i18n),
    [s.brandI18n.id, s.brandI18n.locale],
    i18nTexts,
  );
  await addresses.write([...categories, ...brands].flatMap((rows) => rows.addresses));
  return {
    hiddenCategories: await hideAllBut(db, 'category', new Set(categories.map((rows) => rows.category.id))),
    hiddenBrands: await hideAllBut(db, 'brand', new Set(brands.map((rows) => rows.brand.id))),
  };
}
