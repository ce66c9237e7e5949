import { PageLedger } from './page-ledger';

const at = 'https://www.sanitaerwelt.at';
const de = 'https://www.sanitaerwelt.de';

/** A ledger of pages listed and read as given: address → its alternates, or false for a page not 200. */
function ledgerOf(pages: Record<string, Record<string, string> | false>) {
  const ledger = new PageLedger();
  for (const [url, alternates] of Object.entries(pages)) {
    ledger.list(url);
    ledger.record(url, alternates !== false, Object.entries(alternates || {}));
  }
  return ledger;
}

describe('PageLedger', () => {
  const a = `${at}/bad`;
  const b = `${de}/bad`;
  const c = `${at}/en/bath`;

  it('finds nothing wrong with alternates that name each other and themselves', () => {
    const both = { 'de-AT': a, 'de-DE': b, 'x-default': a };
    expect([...ledgerOf({ [a]: both, [b]: both }).hreflangProblems(true)]).toEqual([]);
  });

  it('reports an alternate that does not name its page back, and one not 200', () => {
    const ledger = ledgerOf({ [a]: { 'de-DE': b, 'en-AT': c }, [b]: { 'de-DE': b }, [c]: false });
    expect([...ledger.hreflangProblems(true)]).toEqual([
      { kind: 'hreflangNotReciprocal', url: a, detail: `de-DE ${b}` },
      { kind: 'hreflangBroken', url: a, detail: `en-AT ${c}` },
    ]);
  });

  it('calls an address in no sitemap broken only once every sitemap was read', () => {
    const ledger = ledgerOf({ [a]: { 'de-DE': b } });
    expect([...ledger.hreflangProblems(false)]).toEqual([]);
    expect([...ledger.hreflangProblems(true)]).toEqual([
      { kind: 'hreflangBroken', url: a, detail: `de-DE ${b}` },
    ]);
    // Listed but not read (a sample's limit): nothing can be said about it.
    ledger.list(b);
    expect([...ledger.hreflangProblems(true)]).toEqual([]);
  });

  it('notes a page listed twice, and keeps alternates of many pages', () => {
    const ledger = new PageLedger();
    expect(ledger.list(a)).toBe(true);
    expect(ledger.list(a)).toBe(false);
    // 100,000 pages of seven alternates fill the first shared array and go on in a second.
    const urls = Array.from({ length: 100_000 }, (_, index) => `${at}/p/${index}`);
    for (const [index, url] of urls.entries()) {
      ledger.list(url);
      const named = Array.from(
        { length: 7 },
        (_, code) => [`c${code}`, urls[(index + code) % urls.length]!] as const,
      );
      ledger.record(url, true, named);
    }
    const problems = [...ledger.hreflangProblems(true)];
    // Page i names i+1 … i+6, none of which names i back.
    expect(problems).toHaveLength(100_000 * 6);
    expect(problems[0]).toEqual({ kind: 'hreflangNotReciprocal', url: urls[0], detail: `c1 ${urls[1]}` });
  });

  it('answers the first page with a title in the same host and language', () => {
    const ledger = new PageLedger();
    expect(ledger.firstWithTitle(`${at} de`, 'Armaturen | Sanitärwelt', a)).toBeNull();
    expect(ledger.firstWithTitle(`${at} en`, 'Armaturen | Sanitärwelt', c)).toBeNull();
    expect(ledger.firstWithTitle(`${de} de`, 'Armaturen | Sanitärwelt', b)).toBeNull();
    expect(ledger.firstWithTitle(`${at} de`, 'Armaturen | Sanitärwelt', `${at}/bad/armaturen`)).toBe(a);
    expect(ledger.firstWithTitle(`${at} de`, 'Armaturen | Sanitärwelt ', `${at}/x`)).toBeNull();
  });
});
