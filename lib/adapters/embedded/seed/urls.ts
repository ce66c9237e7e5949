import * as s from '../schema';
import { UrlRegistry } from './slug';
import { seedLocales, type Texts } from './texts';
import type { RowWriter } from './writer';

type View = 'product' | 'pse' | 'category' | 'brand' | 'content' | 'folder';

/** Rewritten URLs with explicit ids, so a retired URL can point at the row of the current one in the same batch. */
export class UrlWriter {
  private readonly registry = new UrlRegistry();
  private nextId = 1;

  constructor(private readonly writer: RowWriter) {}

  /** One current URL per language from the titles; returns the row ids by locale. */
  addCurrent(view: View, viewId: number, titles: Texts): Map<string, number> {
    const ids = new Map<string, number>();
    for (const [language, locale] of seedLocales) {
      const id = this.nextId++;
      this.writer.add(s.rewritingUrl, {
        id,
        url: this.registry.claim(locale, titles[language]),
        view,
        viewId,
        viewLocale: locale,
      });
      ids.set(locale, id);
    }
    return ids;
  }

  /** A former address of the same view that answers 301 to the current one. */
  addRetired(view: View, viewId: number, titles: Texts, current: Map<string, number>): void {
    for (const [language, locale] of seedLocales) {
      this.writer.add(s.rewritingUrl, {
        id: this.nextId++,
        url: this.registry.claim(locale, titles[language]),
        view,
        viewId,
        viewLocale: locale,
        redirected: current.get(locale) ?? null,
      });
    }
  }
}
