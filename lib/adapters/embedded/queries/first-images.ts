import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Image } from '../../../shop/types';
import type { ValueOrPlaceholder } from './joins';

/** An image table (product_image, content_image): the columns a card or teaser needs. */
type ImageTable = PgTable & Record<'id' | 'file' | 'width' | 'height' | 'visible' | 'position', AnyPgColumn>;

/** Its translations: the alt text per locale. */
type ImageI18nTable = PgTable & Record<'id' | 'locale' | 'title', AnyPgColumn>;

/** The JSON a first-image subquery answers, before it becomes an Image. */
export interface ImageJson {
  file: string;
  width: number;
  height: number;
  alt: string | null;
}

/**
 * A correlated subquery for a select list: the first visible image (by position) of the owner whose id is
 * `ownerId` in the outer query (`ownerOfImage` being the image's column naming it), as JSON, or null when it
 * has none. One statement then answers cards with their pictures instead of a second read grouped in code.
 */
export function firstImageOf(
  images: ImageTable,
  ownerOfImage: AnyPgColumn,
  i18n: ImageI18nTable,
  ownerId: AnyPgColumn,
  locale: ValueOrPlaceholder<string>,
) {
  return sql<ImageJson | null>`(SELECT json_build_object('file', ${images.file}, 'width', ${images.width},
      'height', ${images.height}, 'alt', ${i18n.title})
    FROM ${images} LEFT JOIN ${i18n} ON ${i18n.id} = ${images.id} AND ${i18n.locale} = ${locale}
    WHERE ${ownerOfImage} = ${ownerId} AND ${images.visible}
    ORDER BY ${images.position}, ${images.id} LIMIT 1)`;
}

/** The image as pages show it: served from /media, with an empty alt text where none is translated. */
export function imageFromJson(json: ImageJson | null): Image | null {
  return json
    ? { url: `/media/${json.file}`, width: json.width, height: json.height, alt: json.alt ?? '' }
    : null;
}
