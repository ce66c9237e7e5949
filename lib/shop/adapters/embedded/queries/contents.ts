import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Content, Image, MediaFile } from '../../../types';
import type { ShopDatabase } from '../database';
import { content, contentFolder, contentI18n, contentImage, contentImageI18n, mediaFile } from '../schema';
import { firstImagePerOwner } from './first-images';
import { currentUrls } from './urls';
import { translated } from './joins';

export async function selectContents(
  db: ShopDatabase,
  locale: string,
  filter: { ids?: number[]; folderId?: number },
): Promise<Content[]> {
  const conditions = [eq(content.visible, true)];
  if (filter.ids) conditions.push(inArray(content.id, filter.ids.length > 0 ? filter.ids : [-1]));
  if (filter.folderId !== undefined) conditions.push(eq(contentFolder.folderId, filter.folderId));
  const rows = await db
    .select({ id: content.id, i18n: contentI18n, folderId: contentFolder.folderId })
    .from(content)
    .innerJoin(contentI18n, translated(contentI18n, content.id, locale))
    .leftJoin(
      contentFolder,
      and(eq(contentFolder.contentId, content.id), eq(contentFolder.defaultFolder, true)),
    )
    .where(and(...conditions))
    .orderBy(asc(content.position));
  const ids = rows.map((row) => row.id);
  const [urls, images] = await Promise.all([
    currentUrls(db, 'content', ids, locale),
    firstContentImages(db, ids, locale),
  ]);
  return rows.map(({ id, i18n, folderId }) => ({
    id,
    title: i18n.title,
    url: urls.get(id) ?? '',
    chapo: i18n.chapo,
    description: i18n.description,
    postscriptum: i18n.postscriptum,
    metaTitle: i18n.metaTitle,
    metaDescription: i18n.metaDescription,
    folderId,
    image: images.get(id) ?? null,
  }));
}

async function firstContentImages(
  db: ShopDatabase,
  ids: number[],
  locale: string,
): Promise<Map<number, Image>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ image: contentImage, alt: contentImageI18n.title })
    .from(contentImage)
    .leftJoin(contentImageI18n, translated(contentImageI18n, contentImage.id, locale))
    .where(and(inArray(contentImage.contentId, ids), eq(contentImage.visible, true)))
    .orderBy(asc(contentImage.contentId), asc(contentImage.position));
  return firstImagePerOwner(rows, (row) => row.image.contentId);
}

export async function selectMediaFile(db: ShopDatabase, file: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ contentType: mediaFile.contentType, body: mediaFile.body })
    .from(mediaFile)
    .where(eq(mediaFile.file, file))
    .limit(1);
  return row ?? null;
}
