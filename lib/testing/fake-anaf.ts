import { createServer, type IncomingMessage } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { listenOnLoopback } from './loopback';

/** ANAF's documented answers (e-Factura REST API, "upload" and "stareMesaj"), as its servers write them. */
export const anafAnswers = {
  uploaded: (index: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="202611262210" ExecutionStatus="0" index_incarcare="${index}"/>`,
  refused: (message: string) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="202611262210" ExecutionStatus="1"><Errors errorMessage="${message}"/></header>`,
  state: (stare: string, downloadId?: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="${stare}"${downloadId ? ` id_descarcare="${downloadId}"` : ''}/>`,
  /** The error report inside the zip `descarcare` serves for a refused upload. */
  errorReport: (index: string, messages: string[]) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1" Index_incarcare="${index}" Cif_emitent="18547290">${messages
      .map((message) => `<Error errorMessage="${message}"/>`)
      .join('')}</header>`,
  duplicate: (index: string) =>
    `Factura a mai fost transmisa anterior cu index=${index} si data incarcare=2026-11-27`,
  brokenRule:
    '[BR-RO-065]-Identificatorul de înregistrare fiscala a Vanzatorului (BT-32) trebuie sa fie înscris.',
};

/** The document's own number: UBL's first cbc:ID, before any reference to another document. */
const documentIdOf = (xml: string) => /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)?.[1] ?? '';

export interface AnafUpload {
  index: string;
  door: 'upload' | 'uploadb2c';
  /** UBL for an invoice, CN for a credit note: ANAF refuses a document under the other. */
  standard: string;
  cif: string;
  xml: string;
}

const CIUS_RO = 'urn:efactura.mfinante.ro:CIUS-RO:1.0.1';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for ANAF's OAuth token endpoint and e-Factura API: it grants a token for the configured refresh
 * token, takes CIUS-RO uploads with that token only, and answers "stareMesaj" with ANAF's states. Tests make it
 * fail the next uploads (a 500 as during ANAF's outages), answer "in prelucrare" first, or reject an invoice.
 */
export async function startFakeAnaf(
  credentials = { clientId: 'shop', clientSecret: 'secret', refreshToken: 'refresh' },
) {
  const uploads: AnafUpload[] = [];
  const verdicts = new Map<string, 'pending' | 'nok'>();
  /** The error reports of refused uploads, by upload index. */
  const reports = new Map<string, string[]>();
  const control = {
    failUploads: 0,
    refuseUploads: false,
    pendingFirst: false,
    rejectInvoice: null as string | null,
    /** Takes the next uploads, then drops the connection before answering, as a network failure would. */
    loseUploadAnswers: 0,
  };
  const accessToken = `access-${Date.now()}`;
  let nextIndex = 5_001_000;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://anaf');
    const send = (status: number, body: string, type = 'application/xml') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (url.pathname === '/token') {
      const form = new URLSearchParams(await bodyOf(request));
      const granted =
        form.get('grant_type') === 'refresh_token' &&
        form.get('refresh_token') === credentials.refreshToken &&
        form.get('client_id') === credentials.clientId &&
        form.get('client_secret') === credentials.clientSecret;
      if (!granted) return send(400, JSON.stringify({ error: 'invalid_grant' }), 'application/json');
      return send(
        200,
        JSON.stringify({ access_token: accessToken, expires_in: 7_776_000, token_type: 'Bearer' }),
        'application/json',
      );
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`)
      return send(401, 'Unauthorized', 'text/plain');
    if (request.method === 'POST' && (url.pathname === '/upload' || url.pathname === '/uploadb2c')) {
      const xml = await bodyOf(request);
      if (control.failUploads > 0) {
        control.failUploads -= 1;
        return send(500, 'Internal Server Error', 'text/plain');
      }
      const standard = url.searchParams.get('standard') ?? '';
      const expected = /<CreditNote[\s>]/.test(xml) ? 'CN' : 'UBL';
      if (control.refuseUploads || standard !== expected || !xml.includes(CIUS_RO))
        return send(200, anafAnswers.refused('Fisierul transmis nu este valid.'));
      const index = String((nextIndex += 1));
      // ANAF refuses a document it already took from the same seller, naming that upload.
      const earlier = uploads.find(
        (upload) =>
          documentIdOf(upload.xml) === documentIdOf(xml) &&
          upload.cif === url.searchParams.get('cif') &&
          reports.get(upload.index) === undefined,
      );
      uploads.push({
        index,
        door: url.pathname.slice(1) as AnafUpload['door'],
        standard,
        cif: url.searchParams.get('cif') ?? '',
        xml,
      });
      if (earlier) reports.set(index, [anafAnswers.duplicate(earlier.index)]);
      else if (control.rejectInvoice && documentIdOf(xml) === control.rejectInvoice)
        reports.set(index, [anafAnswers.brokenRule]);
      else if (control.pendingFirst) verdicts.set(index, 'pending');
      if (reports.has(index)) verdicts.set(index, 'nok');
      if (control.loseUploadAnswers > 0) {
        control.loseUploadAnswers -= 1;
        request.socket.destroy();
        return;
      }
      return send(200, anafAnswers.uploaded(index));
    }
    if (request.method === 'GET' && url.pathname === '/stareMesaj') {
      const index = url.searchParams.get('id_incarcare') ?? '';
      if (!uploads.some((upload) => upload.index === index))
        return send(
          200,
          `<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"><Errors errorMessage="Nu exista factura cu id_incarcare= ${index}"/></header>`,
        );
      const verdict = verdicts.get(index);
      if (verdict === 'pending') {
        verdicts.delete(index);
        return send(200, anafAnswers.state('in prelucrare'));
      }
      return send(200, anafAnswers.state(verdict ?? 'ok', `3${index}`));
    }
    if (request.method === 'GET' && url.pathname === '/descarcare') {
      const index = (url.searchParams.get('id') ?? '').slice(1);
      const messages = reports.get(index);
      if (!messages) return send(404, 'Not Found', 'text/plain');
      const zip = zipSync({
        [`${index}.xml`]: strToU8(anafAnswers.errorReport(index, messages)),
        [`semnatura_${index}.xml`]: strToU8('<Signature/>'),
      });
      response.writeHead(200, { 'content-type': 'application/zip' });
      response.end(Buffer.from(zip));
      return;
    }
    send(404, 'Not Found', 'text/plain');
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    settings: { apiBase: origin, tokenUrl: `${origin}/token`, ...credentials },
    uploads,
    control,
    close,
  };
}
