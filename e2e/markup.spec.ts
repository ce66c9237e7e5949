import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchPage, sitemapUrls } from './server-pages';
import { storeUrl } from './stores';

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';
const javaMissing = spawnSync('java', ['-version']).error !== undefined;

/** One page of each kind a shopper from a search engine lands on, in a German and the Romanian store. */
async function cataloguePages(request: APIRequestContext): Promise<string[]> {
  const pages: string[] = [];
  for (const host of ['at.localhost', 'ro.localhost']) {
    const urls = await sitemapUrls(request, host);
    const products = await sitemapUrls(request, host, 'products');
    // The pages sitemap lists categories before brands and contents.
    const listing = urls.find((url) => /\/[a-z0-9-]+\.html$/.test(url) && !products.includes(url))!;
    pages.push(
      storeUrl({ host }),
      listing,
      `${listing}?sort=price-asc&page=2`,
      products[0]!,
      products.at(-1)!,
      urls.find((url) => /\/(?:marken|branduri)$/.test(url))!,
      urls.find((url) => /\/shop-grid-standard\/new$/.test(url))!,
      storeUrl({ host }, '/diese-seite-gibt-es-nicht.html'),
    );
  }
  pages.push(storeUrl({ host: 'at.localhost' }, '/faq'));
  return pages;
}

test('the Nu HTML checker finds no errors in the catalogue pages', async ({ request }) => {
  test.skip(javaMissing, 'the Nu HTML checker (vnu-jar) needs Java');
  test.setTimeout(90_000);
  // And the accessibility statement's barrier-report form (its axe audit is accessibility-audit.spec.ts's).
  const pages = [...(await cataloguePages(request)), storeUrl({ host: 'ro.localhost' }, '/accesibilitate')];
  // The checker refuses localhost URLs, so it reads the pages as the server sent them from files.
  const folder = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      pages.map(async (url, index) => {
        const file = join(folder, `${index}.html`);
        writeFileSync(file, await (await fetchPage(request, url)).text());
        return file;
      }),
    );
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 32 << 20,
    });
    const { messages } = JSON.parse(run.stderr) as {
      messages: Array<{ url: string; message: string; extract?: string }>;
    };
    const errors = messages.map((message) => {
      const index = Number(/(\d+)\.html$/.exec(message.url)?.[1]);
      return `${pages[index] ?? message.url}: ${message.message} ${message.extract ?? ''}`;
    });
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

// Split in quarters that run side by side: seventeen pages one after another outlasted the timeout on a slow
// run, and every card's wishlist and compare marks give axe more to check.
const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  test(`axe finds no violations on the catalogue pages (${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const pages = (await cataloguePages(request)).filter((_, index) => index % PARTS === part);
    for (const url of pages) {
      await page.goto(url);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${url}: ${violation.id}`)).toEqual([]);
    }
  });
}
