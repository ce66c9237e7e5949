import { crawl, requestPage } from '../crawl';
import { checkPage } from './page-check';
import { PageLedger } from './page-ledger';
import { errorDetail, type ReportProblem } from './problems';
import { samplePicker } from './report-sample';
import { requestGate } from './request-gate';
import type { ExtraCheck, SeoReport, SeoReportOptions } from './run-report';
import { requestSitemap } from './sitemap-request';
import { walkSitemaps } from './sitemap-walk';

export interface SampledReportOptions extends Omit<SeoReportOptions, 'limit'> {
  /**
   * Of each sitemap file, every this many pages and the first of each route shape are read (report-sample.ts),
   * then the hreflang partners of every page read. The progress's `listed` counts the pages chosen so far.
   */
  every: number;
}

const PROGRESS_EVERY_MS = 250;

async function runCheck(check: ExtraCheck, page: Parameters<ExtraCheck>[0]): Promise<ReportProblem[]> {
  try {
    return await check(page);
  } catch (error) {
    return [{ kind: 'checkFailed', url: page.url, detail: errorDetail(error) }];
  }
}

/**
 * runSeoReport's checks on a sample of the pages the sitemaps list, for a pipeline that cannot wait for every
 * product (`npm run seo:check -- --sample N`). Every sitemap is still walked to its end, so an alternate in none
 * of them is still found out; and every listed partner a page names is read too, and theirs, so each hreflang
 * pair that touches a page read is checked from both ends, in every store and language. Duplicate titles are
 * only found among the pages read. The result's `done` counts the pages read, `listed` every page listed.
 */
export async function runSampledSeoReport(options: SampledReportOptions): Promise<SeoReport> {
  const { origins, every, concurrency = 2, delayMs = 0, signal, onProgress, extraChecks = [] } = options;
  const gate = requestGate({ concurrency, delayMs, signal });
  const request = gate(options.requestPage ?? requestPage);
  const ledger = new PageLedger();
  const problems: ReportProblem[] = [];
  // Each listed page's sitemap language, for its title's group. The address strings are the ledger's own, so a
  // page costs this map only its entry (some 40 bytes), not a second copy of the address.
  const languages = new Map<string, string | null>();
  const chosen = new Set<string>();
  let batch: string[] = [];
  let walked = false;
  let done = 0;
  let progressAt = -Infinity;

  const progress = () => {
    const now = Date.now();
    if (!onProgress || now - progressAt < PROGRESS_EVERY_MS) return;
    progressAt = now;
    onProgress({ done, listed: chosen.size, problems: problems.length });
  };
  const choose = (url: string, into: string[]) => {
    chosen.add(url);
    into.push(url);
  };

  // The whole walk first: a partner is read only once it is known to be listed, in whichever sitemap lists it.
  let pick = samplePicker(every);
  const walk = walkSitemaps(origins, { request: gate(options.requestSitemap ?? requestSitemap), signal });
  for await (const entry of walk) {
    if (entry.kind === 'problem') problems.push(entry.problem);
    // A new file: its sample counts from its own first page.
    else if (entry.kind === 'listed') pick = samplePicker(every);
    else {
      const picked = pick(entry.url, entry.language);
      // Listed twice, read once.
      if (!ledger.list(entry.url)) continue;
      languages.set(entry.url, entry.language);
      if (picked) choose(entry.url, batch);
    }
  }
  walked = !signal?.aborted;

  // As runSeoReport reads a page; the alternates of one that answered 200 come back to be read next.
  const readPage = async (url: string) => {
    const result = await crawl(new URL(url), origins, request);
    if (signal?.aborted) return [];
    const checked = checkPage(url, result);
    problems.push(...checked.problems);
    ledger.record(url, checked.ok, checked.alternates);
    if (checked.indexableTitle !== null) {
      const group = `${new URL(url).origin} ${languages.get(url) ?? null}`;
      const first = ledger.firstWithTitle(group, checked.indexableTitle, url);
      if (first) problems.push({ kind: 'titleDuplicate', url, detail: first });
    }
    const { answered } = checked;
    if (answered) for (const check of extraChecks) problems.push(...(await runCheck(check, answered)));
    done += 1;
    progress();
    return checked.alternates;
  };

  // In rounds: the sample, then the partners it names that no round chose yet, then theirs, until none is new.
  while (batch.length > 0 && !signal?.aborted) {
    const reading = batch;
    const partners: string[] = [];
    let next = 0;
    const work = async () => {
      while (next < reading.length && !signal?.aborted)
        for (const [, target] of await readPage(reading[next++]!))
          if (languages.has(target) && !chosen.has(target)) choose(target, partners);
    };
    await Promise.all(Array.from({ length: concurrency }, work));
    batch = partners;
  }

  const everySitemapRead = walked && !signal?.aborted;
  // One at a time: spread into push, 100,000 of them would overflow the call stack.
  for (const problem of ledger.hreflangProblems(everySitemapRead)) problems.push(problem);
  return { problems, done, listed: languages.size, complete: everySitemapRead };
}
