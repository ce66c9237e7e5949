import * as s from '../schema';
import { brandDefinitions, brandDescription, manufacturerColumns } from './brands';
import { flatCategories } from './catalogue';
import { contentDefinitions, folders } from './contents';
import { BANNER_SIZE } from './media/product-images';
import { brandLogo } from './media/svg';
import { slugify } from '../../../slug';
import { addI18n } from './static-data';
import { t } from './texts';
import type { UrlWriter } from './urls';
import type { RowWriter } from './writer';

const paragraphsToHtml = (paragraphs: string[]) =>
  paragraphs.map((p) => (p.startsWith('## ') ? `<h2>${p.slice(3)}</h2>` : `<p>${p}</p>`)).join('\n');

/** Categories, brands with their logos, folders and content pages, each with its rewritten URLs. */
export function addStructure(writer: RowWriter, urls: UrlWriter, contentIds: Map<string, number>): void {
  for (const { id, parentId, position, definition } of flatCategories) {
    writer.add(s.category, { id, parent: parentId, position, visible: !definition.hidden });
    addI18n(writer, s.categoryI18n, id, definition.title, (language) => ({
      chapo: {
        de: `${definition.title.de} im Fachhandel online kaufen: große Auswahl, Fachberatung und schnelle Lieferung.`,
        ro: `${definition.title.ro} de la un distribuitor de specialitate: ofertă largă, consultanță și livrare rapidă.`,
        en: `${definition.title.en} from a specialist dealer: wide choice, expert advice and fast delivery.`,
      }[language],
      metaTitle: definition.title[language],
    }));
    urls.addCurrent('category', id, definition.title);
  }

  brandDefinitions.forEach((brand, index) => {
    const id = index + 1;
    const logo = brandLogo(slugify(brand.name), brand.name, brand.color);
    writer.add(s.mediaFile, {
      file: logo.file,
      contentType: 'image/svg+xml',
      width: logo.width,
      height: logo.height,
      body: logo.body,
    });
    writer.add(s.brand, {
      id,
      position: id,
      logoFile: logo.file,
      visible: !brand.hidden,
      ...manufacturerColumns(brand),
    });
    const description = brandDescription(brand);
    addI18n(writer, s.brandI18n, id, t(brand.name, brand.name, brand.name), (language) => ({
      chapo: description[language].split('. ')[0] + '.',
      description: `<p>${description[language]}</p>`,
    }));
    urls.addCurrent('brand', id, t(brand.name, brand.name, brand.name));
  });

  folders.forEach((folder, index) => {
    writer.add(s.folder, { id: index + 1, position: index + 1 });
    addI18n(writer, s.folderI18n, index + 1, folder.title);
    urls.addCurrent('folder', index + 1, folder.title);
  });
  contentDefinitions.forEach((content, index) => {
    const id = index + 1;
    contentIds.set(content.code, id);
    writer.add(s.content, { id, position: id, visible: !content.hidden });
    writer.add(s.contentFolder, {
      contentId: id,
      folderId: folders.findIndex((f) => f.code === content.folder) + 1,
      defaultFolder: true,
    });
    addI18n(writer, s.contentI18n, id, content.title, (language) => ({
      chapo: content.chapo[language],
      description: paragraphsToHtml(content.body[language]),
      postscriptum: content.postscriptum ?? '',
      metaTitle: content.title[language],
      metaDescription: content.chapo[language],
    }));
    urls.addCurrent('content', id, content.title);
    if (content.image) {
      writer.add(s.contentImage, { id, contentId: id, file: content.image, ...BANNER_SIZE });
      addI18n(writer, s.contentImageI18n, id, content.title);
    }
  });
}
