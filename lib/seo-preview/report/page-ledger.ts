import { createHash } from 'node:crypto';
import type { ReportProblem } from './problems';

// How a page stands; a page only named by another's alternates was never listed in a sitemap.
const NAMED = 0;
const LISTED = 1;
const OK = 2;
const NOT_OK = 3;
// Alternates are kept in arrays of this many numbers (4 MB), added as needed: a doubling array would hold twice
// what it needs at worst, and copy it all at each step. A page's 2 MB of HTML has room for far fewer alternates.
const CHUNK = 1 << 20;

/**
 * What a report remembers of each page for the checks across pages, kept small for 600,000 of them: every address
 * once, as a number everywhere else; alternates as numbers in a few shared arrays; and of a title only a digest.
 */
export class PageLedger {
  private readonly ids = new Map<string, number>();
  private readonly urls: string[] = [];
  private readonly states: number[] = [];
  /** Where a page's alternates start in `chunks`, -1 for none: their count, then code and page of each. */
  private readonly alternatesAt: number[] = [];
  private readonly chunks: Int32Array[] = [];
  private chunkUsed = CHUNK;
  private readonly codes = new Map<string, number>();
  private readonly codeNames: string[] = [];
  /** Digest of group and title → the first page with it. */
  private readonly titles = new Map<string, number>();

  private idOf(url: string): number {
    let id = this.ids.get(url);
    if (id === undefined) {
      id = this.urls.length;
      this.ids.set(url, id);
      this.urls.push(url);
      this.states.push(NAMED);
      this.alternatesAt.push(-1);
    }
    return id;
  }

  private codeOf(code: string): number {
    let id = this.codes.get(code);
    if (id === undefined) {
      id = this.codeNames.push(code) - 1;
      this.codes.set(code, id);
    }
    return id;
  }

  /** Notes that a sitemap lists `url`; false when one listed it before. */
  list(url: string): boolean {
    const id = this.idOf(url);
    if (this.states[id] !== NAMED) return false;
    this.states[id] = LISTED;
    return true;
  }

  /** Notes how a listed page answered, and the alternates it names. */
  record(url: string, ok: boolean, alternates: ReadonlyArray<readonly [code: string, url: string]>): void {
    const id = this.idOf(url);
    this.states[id] = ok ? OK : NOT_OK;
    if (alternates.length === 0) return;
    if (this.chunkUsed + 1 + 2 * alternates.length > CHUNK) {
      this.chunks.push(new Int32Array(CHUNK));
      this.chunkUsed = 0;
    }
    const chunk = this.chunks.at(-1)!;
    this.alternatesAt[id] = (this.chunks.length - 1) * CHUNK + this.chunkUsed;
    chunk[this.chunkUsed++] = alternates.length;
    for (const [code, target] of alternates) {
      chunk[this.chunkUsed++] = this.codeOf(code);
      chunk[this.chunkUsed++] = this.idOf(target);
    }
  }

  /**
   * The page that had `title` first in `group` (host and language), or null when `url` is the first. A digest of
   * 28 characters stands for group and title: 600,000 of them take some 60 MB, the titles themselves 100 MB.
   */
  firstWithTitle(group: string, title: string, url: string): string | null {
    const key = createHash('sha1').update(`${group}\n${title}`).digest('base64');
    const first = this.titles.get(key);
    if (first !== undefined) return this.urls[first]!;
    this.titles.set(key, this.idOf(url));
    return null;
  }

  private *alternatesOf(id: number): Generator<[code: number, target: number]> {
    const at = this.alternatesAt[id]!;
    if (at < 0) return;
    const chunk = this.chunks[Math.floor(at / CHUNK)]!;
    const start = at % CHUNK;
    for (let index = start + 1; index < start + 1 + 2 * chunk[start]!; index += 2)
      yield [chunk[index]!, chunk[index + 1]!];
  }

  private namesBack(target: number, page: number): boolean {
    for (const [, named] of this.alternatesOf(target)) if (named === page) return true;
    return false;
  }

  /**
   * hreflang problems among the pages read: an alternate that does not name its page back, or that is not 200.
   * An address in no sitemap counts only once every sitemap was read to its end.
   */
  *hreflangProblems(everySitemapRead: boolean): Generator<ReportProblem> {
    for (let page = 0; page < this.urls.length; page += 1) {
      if (this.states[page] !== OK) continue;
      const url = this.urls[page]!;
      for (const [code, target] of this.alternatesOf(page)) {
        if (target === page) continue;
        const detail = `${this.codeNames[code]} ${this.urls[target]}`;
        const state = this.states[target];
        if (state === OK && !this.namesBack(target, page))
          yield { kind: 'hreflangNotReciprocal', url, detail };
        if (state === NOT_OK || (state === NAMED && everySitemapRead))
          yield { kind: 'hreflangBroken', url, detail };
      }
    }
  }
}
