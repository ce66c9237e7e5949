import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../testing/loopback';

export type Route = (response: ServerResponse) => void;

/**
 * A store stand-in on loopback for the preview's fetchers: `routes(port)` answers by host and path
 * (`at.localhost:PORT/bad`, the host as the request names it), anything else is a 404. Every request is recorded
 * as host and path, so a test can tell that nothing else was asked.
 */
export async function listenAsStore(routes: (port: number) => Record<string, Route>) {
  const requests: string[] = [];
  let table: Record<string, Route> = {};
  const store = await listenOnLoopback(
    createServer((request, response) => {
      const asked = `${request.headers.host}${request.url}`;
      requests.push(asked);
      const route = table[asked.split('?')[0]!];
      if (route) return route(response);
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }),
  );
  const port = Number(new URL(store.origin).port);
  table = routes(port);
  return { ...store, port, requests };
}
