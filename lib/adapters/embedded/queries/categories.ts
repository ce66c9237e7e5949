import { and, asc, eq } from 'drizzle-orm';
import type { Brand, Category, CategoryNode, CategorySummary } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { brand, brandI18n, category, categoryI18n, mediaFile } from '../schema';
import { currentUrls } from './urls';
import { translated } from './joins';

export async function selectCategoryTree(db: ShopDatabase, locale: string): Promise<CategoryNode[]> {
  const rows = await db
    .select({ id: category.id, parentId: category.parent, title: categoryI18n.title })
    .from(category)
    .innerJoin(categoryI18n, translated(categoryI18n, category.id, locale))
    .where(eq(category.visible, true))
    .orderBy(asc(category.parent), asc(category.position), asc(category.id));
  const urls = await currentUrls(
    db,
    'category',
    rows.map((row) => row.id),
    locale,
  );
  const nodes = new Map<number, CategoryNode>(
    rows.map((row) => [row.id, { ...row, url: urls.get(row.id) ?? '', children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === 0) roots.push(node);
  }
  return roots;
}

/** The path from the root down to `categoryId`, both included. */
export async function selectCategoryPath(
  db: ShopDatabase,
  categoryId: number,
  locale: string,
): Promise<CategorySummary[]> {
  const path: CategorySummary[] = [];
  const seen = new Set<number>();
  let id = categoryId;
  while (id !== 0 && !seen.has(id)) {
    seen.add(id);
    const [row] = await db
      .select({ id: category.id, parent: category.parent, title: categoryI18n.title })
      .from(category)
      .innerJoin(categoryI18n, translated(categoryI18n, category.id, locale))
      .where(and(eq(category.id, id), eq(category.visible, true)));
    if (!row) return [];
    path.unshift({ id: row.id, title: row.title, url: '' });
    id = row.parent;
  }
  const urls = await currentUrls(
    db,
    'category',
    path.map((node) => node.id),
    locale,
  );
  return path.map((node) => ({ ...node, url: urls.get(node.id) ?? '' }));
}

export async function selectCategory(db: ShopDatabase, id: number, locale: string): Promise<Category | null> {
  const [row] = await db
    .select({ category, i18n: categoryI18n })
    .from(category)
    .innerJoin(categoryI18n, translated(categoryI18n, category.id, locale))
    .where(and(eq(category.id, id), eq(category.visible, true)));
  if (!row) return null;
  const path = await selectCategoryPath(db, id, locale);
  return {
    id,
    parentId: row.category.parent,
    title: row.i18n.title,
    url: path.at(-1)?.url ?? '',
    chapo: row.i18n.chapo,
    description: row.i18n.description,
    metaTitle: row.i18n.metaTitle,
    metaDescription: row.i18n.metaDescription,
    path,
  };
}

export async function selectBrands(db: ShopDatabase, locale: string, id?: number): Promise<Brand[]> {
  const rows = await db
    .select({ brand, i18n: brandI18n, logoWidth: mediaFile.width, logoHeight: mediaFile.height })
    .from(brand)
    .innerJoin(brandI18n, translated(brandI18n, brand.id, locale))
    .leftJoin(mediaFile, eq(mediaFile.file, brand.logoFile))
    .where(id === undefined ? eq(brand.visible, true) : and(eq(brand.visible, true), eq(brand.id, id)))
    .orderBy(asc(brand.position), asc(brandI18n.title));
  const urls = await currentUrls(
    db,
    'brand',
    rows.map((row) => row.brand.id),
    locale,
  );
  return rows.map((row) => ({
    id: row.brand.id,
    title: row.i18n.title,
    url: urls.get(row.brand.id) ?? '',
    chapo: row.i18n.chapo,
    description: row.i18n.description,
    logo: row.brand.logoFile
      ? {
          url: `/media/${row.brand.logoFile}`,
          width: row.logoWidth ?? 0,
          height: row.logoHeight ?? 0,
          alt: row.i18n.title,
        }
      : null,
  }));
}
