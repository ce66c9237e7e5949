import { and, asc, eq } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import {
  associatedKeyword,
  associatedKeywordI18n,
  attribute,
  attributeAv,
  attributeAvI18n,
  brand,
  brandI18n,
  category,
  categoryI18n,
  feature,
  featureAv,
  featureAvI18n,
  featureI18n,
} from '../schema';
import { translated } from './joins';

interface Titled {
  id: number;
  title: string;
  position: number;
}

/** Every value a listing can filter by, with its title in one locale, in display order. */
export interface ListingVocabulary {
  categories: Array<Titled & { parentId: number }>;
  brands: Titled[];
  colours: Array<Titled & { swatch: string | null }>;
  sizes: Titled[];
  badges: Array<Titled & { code: string; color: string; announcesReduction: boolean }>;
  features: Array<Titled & { values: Titled[] }>;
  /** Specification of each specification value, for grouping selected values. */
  featureOfValue: Map<number, number>;
}

export async function selectListingVocabulary(db: ShopDatabase, locale: string): Promise<ListingVocabulary> {
  const [categories, brands, attributeValues, badges, featureValues] = await Promise.all([
    db
      .select({
        id: category.id,
        parentId: category.parent,
        title: categoryI18n.title,
        position: category.position,
      })
      .from(category)
      .innerJoin(categoryI18n, translated(categoryI18n, category.id, locale))
      .where(eq(category.visible, true))
      .orderBy(asc(category.position), asc(category.id)),
    db
      .select({ id: brand.id, title: brandI18n.title, position: brand.position })
      .from(brand)
      .innerJoin(brandI18n, translated(brandI18n, brand.id, locale))
      .where(eq(brand.visible, true))
      .orderBy(asc(brandI18n.title)),
    db
      .select({
        id: attributeAv.id,
        code: attribute.code,
        title: attributeAvI18n.title,
        swatch: attributeAv.swatch,
        position: attributeAv.position,
      })
      .from(attributeAv)
      .innerJoin(attribute, eq(attribute.id, attributeAv.attributeId))
      .innerJoin(attributeAvI18n, translated(attributeAvI18n, attributeAv.id, locale))
      .orderBy(asc(attributeAv.position), asc(attributeAv.id)),
    db
      .select({
        id: associatedKeyword.id,
        code: associatedKeyword.code,
        color: associatedKeyword.color,
        announcesReduction: associatedKeyword.announcesReduction,
        title: associatedKeywordI18n.title,
      })
      .from(associatedKeyword)
      .innerJoin(associatedKeywordI18n, translated(associatedKeywordI18n, associatedKeyword.id, locale))
      .orderBy(asc(associatedKeyword.id)),
    db
      .select({
        featureId: feature.id,
        featureTitle: featureI18n.title,
        featurePosition: feature.position,
        id: featureAv.id,
        title: featureAvI18n.title,
        position: featureAv.position,
      })
      .from(featureAv)
      .innerJoin(feature, and(eq(feature.id, featureAv.featureId), eq(feature.filterable, true)))
      .innerJoin(featureI18n, translated(featureI18n, feature.id, locale))
      .innerJoin(featureAvI18n, translated(featureAvI18n, featureAv.id, locale))
      .orderBy(asc(feature.position), asc(featureAv.position), asc(featureAv.id)),
  ]);
  const features = new Map<number, ListingVocabulary['features'][number]>();
  for (const row of featureValues) {
    const entry = features.get(row.featureId) ?? {
      id: row.featureId,
      title: row.featureTitle,
      position: row.featurePosition,
      values: [],
    };
    entry.values.push({ id: row.id, title: row.title, position: row.position });
    features.set(row.featureId, entry);
  }
  return {
    categories,
    brands,
    colours: attributeValues.filter((value) => value.code === 'colour'),
    sizes: attributeValues.filter((value) => value.code !== 'colour'),
    badges: badges.map((badge, index) => ({ ...badge, position: index })),
    features: [...features.values()],
    featureOfValue: new Map(featureValues.map((row) => [row.id, row.featureId])),
  };
}
