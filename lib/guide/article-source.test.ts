import { parseArticle } from './article-source';

const body = `Ein Absatz zur Einleitung. ${'Genug Text für einen Artikel. '.repeat(20)}\n\n## Abschnitt\n\nMehr.`;
const file = (frontMatter: string, text = body) => `---\n${frontMatter}\n---\n\n${text}\n`;
const valid = [
  'title: Heizkörper richtig auswählen',
  'description: Wie viel Watt braucht ein Raum und welcher Typ passt? So finden Sie den richtigen Heizkörper für Ihr Zuhause.',
  'published: 2026-09-15',
  'topic: radiators',
  'categories: heizkoerper, badheizkoerper',
].join('\n');

describe('parseArticle', () => {
  it('reads the front matter and keeps the Markdown body', () => {
    expect(parseArticle(file(valid), 'de', 'heizkoerper-auswaehlen')).toEqual({
      language: 'de',
      slug: 'heizkoerper-auswaehlen',
      title: 'Heizkörper richtig auswählen',
      description: expect.stringMatching(/^Wie viel Watt/),
      published: '2026-09-15',
      topic: 'radiators',
      categories: ['heizkoerper', 'badheizkoerper'],
      stores: null,
      body: body.trim(),
    });
  });

  it('reads the stores an article is only for, and Windows line ends', () => {
    const article = parseArticle(file(`${valid}\nstores: at`).replace(/\n/g, '\r\n'), 'de', 'foerderung');
    expect(article.stores).toEqual(['at']);
  });

  it.each([
    ['no front matter', body, 'no front matter'],
    ['an unknown key', file(`${valid}\nauthor: Anna`), 'author'],
    ['an unknown topic', file(valid.replace('radiators', 'kitchens')), 'topic'],
    ['a date that is none', file(valid.replace('2026-09-15', '2026-13-40')), 'published'],
    ['an unknown store', file(`${valid}\nstores: ch`), 'stores'],
    ['a category that is no slug', file(valid.replace('heizkoerper,', 'Heizkörper,')), 'categories'],
    ['a line without a key', file(`${valid}\njust words`), 'no "key: value" line'],
    ['a first-level heading', file(valid, `# Titel\n\n${body}`), 'first-level heading'],
    ['a stub', file(valid, 'Kommt bald.'), 'too short'],
  ])('refuses %s, naming the file', (_, text, problem) => {
    expect(() => parseArticle(text, 'de', 'heizkoerper')).toThrow(
      new RegExp(`^content/guide/de/heizkoerper\\.md: .*${problem}`),
    );
  });

  it('refuses a file name that is no slug, and a folder that is no language', () => {
    expect(() => parseArticle(file(valid), 'de', 'Heizkörper')).toThrow(/no slug/);
    expect(() => parseArticle(file(valid), 'fr', 'radiateurs')).toThrow(/no language/);
  });
});
