import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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

/** The arguments an ICU message takes, looking into plural and select branches ("{count, plural, …}"). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}
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
