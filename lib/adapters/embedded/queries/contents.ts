import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Content, MediaFile } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { content, contentFolder, contentI18n, contentImage, contentImageI18n, mediaFile } from '../schema';
import { firstImageOf, imageFromJson } from './first-images';
import { currentUrlOf } from './urls';
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
    .select({
      id: content.id,
      i18n: contentI18n,
      folderId: contentFolder.folderId,
      url: currentUrlOf('content', content.id, locale),
      image: firstImageOf(contentImage, contentImage.contentId, contentImageI18n, content.id, locale),
    })
    .from(content)
    .innerJoin(contentI18n, translated(contentI18n, content.id, locale))
    .leftJoin(
      contentFolder,
      and(eq(contentFolder.contentId, content.id), eq(contentFolder.defaultFolder, true)),
    )
    .where(and(...conditions))
    .orderBy(asc(content.position));
  return rows.map(({ id, i18n, folderId, url, image }) => ({
    id,
    title: i18n.title,
    url: url ?? '',
    chapo: i18n.chapo,
    description: i18n.description,
    postscriptum: i18n.postscriptum,
    metaTitle: i18n.metaTitle,
    metaDescription: i18n.metaDescription,
    folderId,
    image: imageFromJson(image),
  }));
}

export async function selectMediaFile(db: ShopDatabase, file: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ contentType: mediaFile.contentType, body: mediaFile.body })
    .from(mediaFile)
    .where(eq(mediaFile.file, file))
    .limit(1);
  return row ?? null;
}
