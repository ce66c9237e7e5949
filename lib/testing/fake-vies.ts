import { createServer, type Server } from 'node:http';
import { listenOnLoopback } from './loopback';

/**
 * VIES answers in the shape of the EU's REST service (`POST /check-vat-number`), written after its published
 * answers, by the id asked about: registered with and without a trader's name (Germany gives none), not
 * registered, and a member state whose service is down, which VIES reports as MS_UNAVAILABLE.
 */
export const viesAnswers: Record<string, { status: number; body: unknown }> = {
  ATU13585627: {
    status: 200,
    body: {
      countryCode: 'AT',
      vatNumber: 'U13585627',
      requestDate: '2026-11-20T09:14:51.227Z',
      valid: true,
      requestIdentifier: '',
      name: 'Haustechnik Beispiel GmbH',
      address: 'Landstraße 12a\n4020 Linz',
      traderName: '',
      traderNameMatch: 'NOT_PROCESSED',
    },
  },
  DE136695976: {
    status: 200,
    body: {
      countryCode: 'DE',
      vatNumber: '136695976',
      requestDate: '2026-11-20T09:15:02.911Z',
      valid: true,
      requestIdentifier: '',
      name: '---',
      address: '---',
      traderName: '',
      traderNameMatch: 'NOT_PROCESSED',
    },
  },
  DE100142542: {
    status: 200,
    body: {
      countryCode: 'DE',
      vatNumber: '100142542',
      requestDate: '2026-11-20T09:15:40.034Z',
      valid: false,
      requestIdentifier: '',
      name: '---',
      address: '---',
    },
  },
  RO18547290: {
    status: 200,
    body: {
      countryCode: 'RO',
      vatNumber: '18547290',
      requestDate: '2026-11-20T09:16:11.502Z',
      valid: true,
      requestIdentifier: '',
      name: 'EXEMPLU INSTALATII SRL',
      address: 'MUNICIPIUL CLUJ-NAPOCA\nSTR. MEMORANDUMULUI NR. 28',
    },
  },
  FR40303265045: {
    status: 200,
    body: {
      actionSucceed: false,
      errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The Member State service is unavailable.' }],
    },
  },
};

export interface FakeVies {
  url: string;
  /** The ids asked about, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** A local stand-in for VIES on a free port (or `port`): the shop's own client code asks it over HTTP. */
export async function startFakeVies(port = 0): Promise<FakeVies> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const question = (() => {
        try {
          return JSON.parse(body) as { countryCode?: string; vatNumber?: string };
        } catch {
          return {};
        }
      })();
      const id = `${question.countryCode ?? ''}${question.vatNumber ?? ''}`;
      asked.push(id);
      const known = request.url?.endsWith('/check-vat-number') ? viesAnswers[id] : undefined;
      const answer = known ?? {
        status: 400,
        body: { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] },
      };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  const { origin, close } = await listenOnLoopback(server, port);
  return { url: `${origin}/taxation_customs/vies/rest-api`, asked, close };
}
