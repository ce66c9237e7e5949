import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { languageCodes } from '../shop/codes';
import { parseArticle, type GuideArticle } from './article-source';
import { rivalTranslations } from './guide-index';

/** Where the guide's articles are kept: a folder per language, a Markdown file per article. */
export const GUIDE_FOLDER = join(process.cwd(), 'content', 'guide');

const LIBRARY_KEY = Symbol.for('storefront.guideLibrary');
type Holder = typeof globalThis & { [LIBRARY_KEY]?: Promise<GuideArticle[]> };

async function readArticles(folder: string): Promise<GuideArticle[]> {
  const perLanguage = await Promise.all(
    languageCodes.map(async (language) => {
      const files = await readdir(join(folder, language)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return Promise.all(
        files
          .filter((file) => file.endsWith('.md'))
          .map(async (file) =>
            parseArticle(await readFile(join(folder, language, file), 'utf8'), language, file.slice(0, -3)),
          ),
      );
    }),
  );
  const articles = perLanguage.flat();
  const rivals = rivalTranslations(articles);
  if (rivals.length > 0) throw new Error(`The guide's translations would not pair: ${rivals.join('; ')}`);
  return articles;
}

/**
 * Every article of the guide, read once per process (the articles ship with the build; a new article is a
 * deploy). One read shared by proxy.ts and the pages, which are separate bundles of the same server.
 */
export function guideLibrary(folder: string = GUIDE_FOLDER): Promise<GuideArticle[]> {
  if (folder !== GUIDE_FOLDER) return readArticles(folder);
  const holder = globalThis as Holder;
  holder[LIBRARY_KEY] ??= readArticles(folder).catch((error: unknown) => {
    delete holder[LIBRARY_KEY];
    throw error;
  });
  return holder[LIBRARY_KEY];
}
