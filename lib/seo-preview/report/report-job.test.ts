import { reportJobs } from './report-job';
import type { SeoReport, SeoReportOptions } from './run-report';

/** A report run that finishes when the test says, noting the options it was started with. */
function heldRuns() {
  const runs: Array<{
    options: SeoReportOptions;
    finish(report: SeoReport): void;
    fail(error: Error): void;
  }> = [];
  const run = (options: SeoReportOptions) =>
    new Promise<SeoReport>((finish, fail) => runs.push({ options, finish, fail }));
  return { runs, run };
}

const report = (done: number): SeoReport => ({
  problems: [{ kind: 'titleMissing', url: 'https://www.sanitaerwelt.at/' }],
  done,
  listed: done,
  complete: true,
});
const origins = ['https://www.sanitaerwelt.at'];
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reportJobs', () => {
  it('runs one report at a time: a second start answers the running one', async () => {
    const { runs, run } = heldRuns();
    const jobs = reportJobs({ run });
    const id = jobs.start({ origins, limit: 10 });
    expect(jobs.start({ origins })).toBe(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.options).toMatchObject({ origins, limit: 10 });

    runs[0]!.options.onProgress!({ done: 3, listed: 10, problems: 1 });
    expect(jobs.get(id)).toMatchObject({ state: 'running', progress: { done: 3, listed: 10 }, report: null });
    runs[0]!.finish(report(10));
    await settle();
    expect(jobs.get(id)).toMatchObject({
      state: 'done',
      progress: { done: 10, problems: 1 },
      report: report(10),
    });
    expect(jobs.get(id)!.finishedAt).toBeInstanceOf(Date);

    expect(jobs.start({ origins })).not.toBe(id);
    expect(runs).toHaveLength(2);
  });

  it('stops the running report, and tells a failed one', async () => {
    const { runs, run } = heldRuns();
    const jobs = reportJobs({ run });
    const stopped = jobs.start({ origins });
    jobs.stop(stopped);
    expect(runs[0]!.options.signal!.aborted).toBe(true);
    runs[0]!.finish(report(2));
    await settle();
    expect(jobs.get(stopped)).toMatchObject({ state: 'stopped', report: { done: 2 } });

    const failed = jobs.start({ origins });
    runs[1]!.fail(new Error('kaputt'));
    await settle();
    expect(jobs.get(failed)).toMatchObject({ state: 'failed', error: 'kaputt', report: null });
    expect(jobs.get('unknown')).toBeNull();
  });

  it('keeps the last few finished reports and forgets older ones', async () => {
    const { runs, run } = heldRuns();
    const jobs = reportJobs({ run, keep: 2 });
    const ids: string[] = [];
    for (const index of [0, 1, 2]) {
      ids.push(jobs.start({ origins }));
      runs[index]!.finish(report(index));
      await settle();
    }
    expect(ids.map((id) => jobs.get(id)?.report?.done ?? null)).toEqual([null, 1, 2]);
  });

  it('answers the running report as the latest, else the last one started', async () => {
    const { runs, run } = heldRuns();
    const jobs = reportJobs({ run });
    expect(jobs.latest()).toBeNull();
    const first = jobs.start({ origins });
    expect(jobs.latest()).toMatchObject({ id: first, state: 'running' });
    runs[0]!.finish(report(1));
    await settle();
    expect(jobs.latest()).toMatchObject({ id: first, state: 'done' });
    const second = jobs.start({ origins });
    expect(jobs.latest()).toMatchObject({ id: second, state: 'running' });
  });
});
