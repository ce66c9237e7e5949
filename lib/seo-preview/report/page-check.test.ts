import { crawl } from '../crawl';
import { checkPage } from './page-check';
import { fakePages, type FakeAnswer } from './report-fakes.testing';

const at = 'https://www.sanitaerwelt.at';
const good = {
  title: 'Grohe Eurosmart | Sanitärwelt',
  description: 'Waschtischarmatur in Chrom, versandkostenfrei ab 50 €.',
  canonical: `${at}/bad/eurosmart`,
  alternates: { 'de-AT': `${at}/bad/eurosmart`, 'en-AT': '/en/bath/eurosmart' },
};

/** The check of the page a fake store answers at /bad/eurosmart with `answer`. */
async function checked(answer: FakeAnswer) {
  const url = `${at}/bad/eurosmart`;
  const { request } = fakePages({ [url]: answer, [`${at}/`]: good });
  return checkPage(url, await crawl(new URL(url), [at], request));
}

const kinds = (page: Awaited<ReturnType<typeof checked>>) => page.problems.map((problem) => problem.kind);

describe('checkPage', () => {
  it('finds nothing wrong with a good page, and keeps its title and absolute alternates', async () => {
    const page = await checked(good);
    expect(page).toMatchObject({ problems: [], ok: true, indexableTitle: good.title });
    expect(page.alternates).toEqual([
      ['de-AT', `${at}/bad/eurosmart`],
      ['en-AT', `${at}/en/bath/eurosmart`],
    ]);
    expect(page.answered).toMatchObject({ url: `${at}/bad/eurosmart`, status: 200 });
    expect(page.answered!.html).toContain('<title>');
  });

  it('reports a title Google cuts with its width, and a description cut on desktop', async () => {
    const page = await checked({
      ...good,
      title: 'Waschtischarmatur Grohe Eurosmart mit Zugstangen-Ablaufgarnitur, Chrom, Ausladung 110 mm',
      description: 'Sehr lange Beschreibung der Armatur mit allen Maßen und Vorteilen. '.repeat(4),
    });
    expect(kinds(page)).toEqual(['titleTooLong', 'descriptionTooLong']);
    expect(page.problems[0]!.detail).toMatch(/^Waschtischarmatur Grohe .* \(\d+(\.\d)? px > 600 px\)$/);
    expect(page.problems[1]!.detail).toMatch(/^\d+(\.\d)? px > 920 px$/);
    // Too long is still a title: it competes with the others.
    expect(page.indexableTitle).toMatch(/^Waschtischarmatur/);
  });

  it('reports a missing or empty title and description, measuring a description without a title', async () => {
    expect(kinds(await checked({ canonical: good.canonical }))).toEqual([
      'titleMissing',
      'descriptionMissing',
    ]);
    expect(kinds(await checked({ ...good, title: ' ', description: '' }))).toEqual([
      'titleMissing',
      'descriptionMissing',
    ]);
    const untitled = await checked({ description: 'Beschreibung. '.repeat(40) });
    expect(kinds(untitled)).toEqual(['titleMissing', 'descriptionTooLong']);
    expect(untitled.indexableTitle).toBeNull();
  });

  it('reports noindex and another canonical, and then keeps no title to compare', async () => {
    const page = await checked({ ...good, robots: 'noindex, follow', canonical: `${at}/` });
    expect(page.problems).toEqual([
      { kind: 'noindexInSitemap', url: `${at}/bad/eurosmart` },
      { kind: 'nonCanonicalInSitemap', url: `${at}/bad/eurosmart`, detail: `${at}/` },
    ]);
    expect(page).toMatchObject({ ok: true, indexableTitle: null });
  });

  it('reports a redirect or another status and nothing else, and a page that cannot be read', async () => {
    expect(await checked({ redirect: '/' })).toMatchObject({
      problems: [{ kind: 'notOk', detail: `301 → ${at}/` }],
      answered: null,
      ok: false,
    });
    // A caller's checks still get a page that answered at its address, with its status.
    expect(await checked({ status: 410 })).toMatchObject({
      problems: [{ kind: 'notOk', detail: '410' }],
      answered: { status: 410 },
      ok: false,
    });
    expect(await checked({ redirect: 'https://evil.example/' })).toMatchObject({
      problems: [{ kind: 'notOk', detail: 'foreignRedirect' }],
    });
  });

  it('reports an alternate that is no address at all', async () => {
    const page = await checked({ ...good, alternates: { 'ro-RO': 'http://[sanitaerwelt' } });
    expect(page.problems).toEqual([
      { kind: 'hreflangBroken', url: `${at}/bad/eurosmart`, detail: 'ro-RO http://[sanitaerwelt' },
    ]);
    expect(page.alternates).toEqual([]);
  });
});
