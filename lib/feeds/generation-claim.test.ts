import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateOnce } from './generation-claim';

describe('generateOnce', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'feed-claim-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('generates a file once however many ask at the same time, each of them waiting for it', async () => {
    const path = join(folder, 'feed.xml');
    let generations = 0;
    const generate = async () => {
      generations += 1;
      await new Promise((done) => setTimeout(done, 300));
      await writeFile(path, '<rss/>');
    };
    await Promise.all([1, 2, 3, 4].map(() => generateOnce(path, generate)));
    expect(generations).toBe(1);
    expect(existsSync(path)).toBe(true);
    expect(existsSync(`${path}.claim`)).toBe(false);
  });

  it('takes over the claim of a generator that died a minute ago, and waits for a live one', async () => {
    const path = join(folder, 'feed.xml');
    writeFileSync(`${path}.claim`, 'other-host 4242\n');
    const minuteAgo = new Date(Date.now() - 61_000);
    utimesSync(`${path}.claim`, minuteAgo, minuteAgo);
    await generateOnce(path, () => writeFile(path, '<rss/>'));
    expect(existsSync(path)).toBe(true);

    const second = join(folder, 'second.xml');
    writeFileSync(`${second}.claim`, 'other-host 4243\n');
    let generated = false;
    const waiting = generateOnce(second, async () => {
      generated = true;
    });
    await new Promise((done) => setTimeout(done, 500));
    writeFileSync(second, '<rss/>');
    await waiting;
    expect(generated).toBe(false);
  });

  it('gives the claim back when generating failed, so the next request tries again', async () => {
    const path = join(folder, 'feed.xml');
    await expect(generateOnce(path, () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(existsSync(`${path}.claim`)).toBe(false);
    await generateOnce(path, () => writeFile(path, '<rss/>'));
    expect(existsSync(path)).toBe(true);
  });
});
