import { request } from 'node:http';

export interface Exchange {
  status: number;
  setCookie: string[];
  /** Where a redirect leads; null for any other answer. */
  location: string | null;
  text: string;
}

/** One HTTP exchange with the Host header as given (fetch would put the server's address in its place). */
export function exchange(url: URL, headers: Record<string, string>, body?: string): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: body ? 'POST' : 'GET', headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          setCookie: incoming.headers['set-cookie'] ?? [],
          location: incoming.headers.location ?? null,
          text,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The session cookie an answer sets, as a Cookie header; null when it sets none. */
export const sessionCookieOf = (answer: Exchange): string | null =>
  answer.setCookie.map((line) => /^((?:__Host-)?sid=[^;]+)/.exec(line)?.[1]).find(Boolean) ?? null;
