import { reportProblemKinds, type ReportProblem } from './problems';

export interface ReportSummary {
  /** Each kind found, with how often: the built-in kinds in their order, then a caller's in order of finding. */
  kinds: Array<{ kind: ReportProblem['kind']; count: number }>;
  /** Addresses with at least one problem: pages, and sitemaps that could not be read. */
  pages: number;
}

export function summarizeReport(problems: Iterable<ReportProblem>): ReportSummary {
  const counts = new Map<string, number>(reportProblemKinds.map((kind) => [kind, 0]));
  const pages = new Set<string>();
  for (const { kind, url } of problems) {
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    pages.add(url);
  }
  return {
    kinds: [...counts].filter(([, count]) => count > 0).map(([kind, count]) => ({ kind, count })),
    pages: pages.size,
  };
}
