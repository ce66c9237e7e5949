import { randomUUID } from 'node:crypto';
import { errorDetail } from './problems';
import { runSeoReport, type ReportProgress, type SeoReport, type SeoReportOptions } from './run-report';

export type ReportJobState = 'running' | 'done' | 'stopped' | 'failed';

export interface ReportJob {
  id: string;
  state: ReportJobState;
  startedAt: Date;
  finishedAt: Date | null;
  progress: ReportProgress;
  /** The finished report; a stopped one holds the pages read until the stop. */
  report: SeoReport | null;
  /** Why a failed report failed. */
  error: string | null;
}

/** What starting a report takes: its stop and its progress are the registry's. */
export type ReportJobOptions = Omit<SeoReportOptions, 'signal' | 'onProgress'>;

export interface ReportJobs {
  /** Starts a report and answers its id; while one runs, answers that one's id and starts none. */
  start(options: ReportJobOptions): string;
  /** The job as it stands, or null for an id this process does not know (or no longer keeps). */
  get(id: string): ReportJob | null;
  /** Stops the job if it is running. */
  stop(id: string): void;
  /** The running job, else the last one started that is still kept; null before the first. */
  latest(): ReportJob | null;
}

/**
 * The reports of one process, for the admin page: at most one running, so two marketers pressing "start" never
 * read the shop twice at once, and the last `keep` finished ones kept for downloading (one by default: a report
 * of 600,000 pages may hold as many problems, some 100 MB).
 */
export function reportJobs({ run = runSeoReport, keep = 1 } = {}): ReportJobs {
  // A Map keeps insertion order: the first finished entries are the oldest.
  const jobs = new Map<string, ReportJob>();
  let running: { job: ReportJob; stop: AbortController } | null = null;

  const forgetOld = () => {
    const finished = [...jobs.values()].filter((job) => job.state !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - keep))) jobs.delete(job.id);
  };

  const finish = (job: ReportJob, state: ReportJobState, changes: Partial<ReportJob>) => {
    Object.assign(job, { state, finishedAt: new Date(), ...changes });
    running = null;
    forgetOld();
  };

  return {
    start(options) {
      if (running) return running.job.id;
      const job: ReportJob = {
        id: randomUUID(),
        state: 'running',
        startedAt: new Date(),
        finishedAt: null,
        progress: { done: 0, listed: 0, problems: 0 },
        report: null,
        error: null,
      };
      const stop = new AbortController();
      running = { job, stop };
      jobs.set(job.id, job);
      run({ ...options, signal: stop.signal, onProgress: (progress) => (job.progress = progress) }).then(
        (report) => {
          const progress = { done: report.done, listed: report.listed, problems: report.problems.length };
          finish(job, stop.signal.aborted ? 'stopped' : 'done', { report, progress });
        },
        (error: unknown) => finish(job, 'failed', { error: errorDetail(error) }),
      );
      return job.id;
    },
    get(id) {
      const job = jobs.get(id);
      return job ? { ...job } : null;
    },
    stop(id) {
      if (running?.job.id === id) running.stop.abort();
    },
    latest() {
      const job = running?.job ?? [...jobs.values()].at(-1);
      return job ? { ...job } : null;
    },
  };
}

const KEY = Symbol.for('storefront.seoReportJobs');
type Holder = typeof globalThis & { [KEY]?: ReportJobs };

/** The process's registry: its route bundles share it through globalThis, as they share one process. */
export function processReportJobs(): ReportJobs {
  const holder = globalThis as Holder;
  holder[KEY] ??= reportJobs();
  return holder[KEY];
}
