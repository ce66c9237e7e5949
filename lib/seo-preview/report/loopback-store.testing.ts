import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { listenOnLoopback } from '../../testing/loopback';

/** What the store answers at an address: a body and its type, a redirect, or a bare status. */
export type StoreAnswer =
  { status?: number; type: 'html' | 'xml'; body: string } | { redirect: string } | { status: number };

/**
 * A store on the loopback address, answering by `answer(url)` after `delayMs` (so requests overlap as they do
 * against a real shop). It notes every address asked, in order, and the most requests it had under way at once.
 */
export async function listenStore(answer: (url: URL) => StoreAnswer | undefined, delayMs = 0) {
  const seen = { asked: [] as string[], running: 0, mostAtOnce: 0 };
  const server = createServer(async (request, response) => {
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    seen.asked.push(url.href);
    if (delayMs > 0) await sleep(delayMs);
    const found = answer(url) ?? { status: 404 };
    if ('redirect' in found) response.writeHead(301, { location: found.redirect }).end();
    else if (!('body' in found))
      response.writeHead(found.status, { 'content-type': 'text/html' }).end('<title>Fehler</title>');
    else {
      const type = found.type === 'html' ? 'text/html; charset=utf-8' : 'application/xml; charset=utf-8';
      response.writeHead(found.status ?? 200, { 'content-type': type }).end(found.body);
    }
    seen.running -= 1;
  });
  const { origin, close } = await listenOnLoopback(server);
  // The same store under a second name, as the .de store is another host of the same deployment.
  return { origin, otherOrigin: origin.replace('127.0.0.1', 'de.localhost'), seen, close };
}
