import de from './de.json';
import en from './en.json';
import ro from './ro.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const languages = { de: leaves(de), ro: leaves(ro), en: leaves(en) };

describe('messages', () => {
  it('have the same keys in German, Romanian and English', () => {
    const keys = (map: Map<string, string>) => [...map.keys()].sort();
    expect(keys(languages.ro)).toEqual(keys(languages.de));
    expect(keys(languages.en)).toEqual(keys(languages.de));
  });

  it('use the same placeholders in every language', () => {
    for (const [key, german] of languages.de) {
      expect({ key, ro: placeholders(languages.ro.get(key) ?? '') }).toEqual({
        key,
        ro: placeholders(german),
      });
      expect({ key, en: placeholders(languages.en.get(key) ?? '') }).toEqual({
        key,
        en: placeholders(german),
      });
    }
  });

  it('are never empty', () => {
    for (const map of Object.values(languages))
      for (const [key, text] of map)
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('carry the whole 404 catalogue of SPEC §8', () => {
    expect(languages.en.get('Errors.notFound.rewritingFailed')).toBe('The URL could not be resolved');
    expect(languages.de.get('Errors.cart.addFailed')).toBe('Hinzufügen zum Einkaufswagen fehlgeschlagen');
    expect(languages.en.get('Errors.search.tooShort')).toBe('Please enter more than three characters.');
  });
});
