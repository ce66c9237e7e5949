import { percentiles, type Percentiles } from './percentiles';
import { plainServer } from './load';
import { SEARCH_PREFIXES, SEARCH_WORDS } from './search-texts';

const ROUNDS = 3;

async function timedGet(url: string, host: string): Promise<{ ms: number; status: number; body: Buffer }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { host } });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, status: response.status, body };
}

async function latency(urls: string[], host: string, concurrency: number) {
  const all = Array.from({ length: ROUNDS }, () => urls).flat();
  const timings: number[] = [];
  let failures = 0;
  for (let start = 0; start < all.length; start += concurrency) {
    const answers = await Promise.all(
      all.slice(start, start + concurrency).map((url) => timedGet(url, host)),
    );
    for (const answer of answers) {
      timings.push(answer.ms);
      if (answer.status !== 200) failures += 1;
    }
  }
  return { ...percentiles(timings), failures };
}

export interface SearchHttpFigures {
  prefixes: Record<'oneAtATime' | 'tenAtOnce', Percentiles & { failures: number }>;
  words: Record<'oneAtATime' | 'tenAtOnce', Percentiles & { failures: number }>;
  /** A plain Node server answering the first word's JSON, in this run: the floor of an HTTP round trip. */
  plainNode: Record<'oneAtATime' | 'tenAtOnce', Percentiles & { failures: number }>;
  answerBytes: number;
}

/** `GET /api/search` of the running server, as the overlay asks it, beside a plain server's same answer. */
export async function searchHttpLatency(origin: string, host: string): Promise<SearchHttpFigures> {
  const url = (text: string) =>
    new URL(`/api/search?${new URLSearchParams({ q: text, language: 'de' })}`, origin).href;
  const [prefixes, words] = [SEARCH_PREFIXES.map(url), SEARCH_WORDS.map(url)];
  await latency([...prefixes, ...words], host, 1);
  const sample = await timedGet(words[0]!, host);
  const baseline = await plainServer(sample.body, 'application/json');
  const baselineUrls = Array.from({ length: 10 }, () => baseline.url);
  try {
    return {
      prefixes: {
        oneAtATime: await latency(prefixes, host, 1),
        tenAtOnce: await latency(prefixes, host, 10),
      },
      words: { oneAtATime: await latency(words, host, 1), tenAtOnce: await latency(words, host, 10) },
      plainNode: {
        oneAtATime: await latency(baselineUrls, host, 1),
        tenAtOnce: await latency(baselineUrls, host, 10),
      },
      answerBytes: sample.body.length,
    };
  } finally {
    await baseline.close();
  }
}
