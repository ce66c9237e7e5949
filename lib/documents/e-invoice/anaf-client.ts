import { strFromU8, unzipSync } from 'fflate';
import { XMLParser } from 'fast-xml-parser';

/**
 * How the shop reaches RO e-Factura: ANAF's REST API with an OAuth access token its refresh token obtains. ANAF
 * publishes no client library, so this is the client: the same requests run against ANAF's test system and, in
 * tests, a local stand-in answering with ANAF's documented responses.
 */
export interface AnafSettings {
  apiBase: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** The seller's CIF, digits only (RO18547290 → 18547290). */
  cif: string;
}

/** ANAF's verdict on an upload: ok (the signed invoice's id), nok (its error report's id), or still working. */
export type AnafVerdict =
  | { kind: 'ok'; downloadId: string }
  | { kind: 'nok'; downloadId: string | null; reason: string }
  | { kind: 'pending' };

/** ANAF refused an upload (ExecutionStatus 1: the file is not valid): sending it again changes nothing. */
export class AnafRefusal extends Error {}

/** ANAF's answers come within seconds; a hung connection must not outlive a sweep's claim. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface AnafClient {
  /**
   * Uploads UBL under CIUS-RO: an invoice as standard UBL, a credit note as CN; B2C documents go to ANAF's own
   * door for them. Answers ANAF's upload index.
   */
  upload(xml: string, document: { consumer: boolean; creditNote: boolean }): Promise<string>;
  verdict(uploadIndex: string): Promise<AnafVerdict>;
  /** What ANAF's error report of a refused upload says (the zip `descarcare` serves for a nok verdict). */
  errorMessages(downloadId: string): Promise<string[]>;
}

/**
 * The upload an invoice's earlier upload had, when ANAF refused this one as a duplicate ("Factura a mai fost
 * transmisa anterior cu index=…"): what a retry after a lost answer to the first upload gets. Null otherwise.
 */
export function duplicateOfUpload(messages: string[]): string | null {
  for (const message of messages) {
    const index = /a mai fost transmisa anterior cu index\s*=\s*(\d+)/i.exec(message)?.[1];
    if (index) return index;
  }
  return null;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });

type ErrorElement = { errorMessage?: string };
type Header = Record<string, unknown> & {
  Errors?: ErrorElement | ErrorElement[];
  /** An error report's entries (mesajEroriFactuta). */
  Error?: ErrorElement | ErrorElement[];
};

function headerOf(body: string): Header {
  const header = (parser.parse(body) as { header?: Header }).header;
  if (!header) throw new Error(`ANAF answered without a header: ${body.slice(0, 200)}`);
  return header;
}

const messagesOf = (entries: ErrorElement | ErrorElement[] | undefined): string[] =>
  [entries ?? []]
    .flat()
    .map((error) => error.errorMessage?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean);

const errorsOf = (header: Header) => messagesOf(header.Errors).join('; ');

export function anafClient(settings: AnafSettings, fetchImpl: typeof fetch = fetch): AnafClient {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now() + 60_000) return token.value;
    const response = await fetchImpl(settings.tokenUrl, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: settings.refreshToken,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
    });
    if (!response.ok) throw new Error(`ANAF's token endpoint answered ${response.status}`);
    const granted = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: granted.access_token, until: Date.now() + granted.expires_in * 1000 };
    return token.value;
  }

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetchImpl(`${settings.apiBase}${path}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { ...init.headers, authorization: `Bearer ${await accessToken()}` },
    });
    if (!response.ok)
      throw new Error(`ANAF answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response;
  }

  const call = async (path: string, init: RequestInit = {}): Promise<Header> =>
    headerOf(await (await request(path, init)).text());

  return {
    upload: async (xml, { consumer, creditNote }) => {
      const door = consumer ? 'uploadb2c' : 'upload';
      const standard = creditNote ? 'CN' : 'UBL';
      const header = await call(`/${door}?standard=${standard}&cif=${encodeURIComponent(settings.cif)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: xml,
      });
      const index = header['index_incarcare'];
      if (String(header['ExecutionStatus']) !== '0' || !index)
        throw new AnafRefusal(`ANAF refused the upload: ${errorsOf(header) || 'no reason given'}`);
      return String(index);
    },
    verdict: async (uploadIndex) => {
      const header = await call(`/stareMesaj?id_incarcare=${encodeURIComponent(uploadIndex)}`);
      const state = String(header['stare'] ?? '');
      const downloadId = header['id_descarcare'] ? String(header['id_descarcare']) : null;
      if (state === 'ok' && downloadId) return { kind: 'ok', downloadId };
      if (state === 'in prelucrare') return { kind: 'pending' };
      if (state === 'nok' || state.startsWith('XML cu erori'))
        return { kind: 'nok', downloadId, reason: errorsOf(header) || state };
      throw new Error(`ANAF gave no verdict: ${errorsOf(header) || JSON.stringify(header).slice(0, 200)}`);
    },
    errorMessages: async (downloadId) => {
      const zip = await request(`/descarcare?id=${encodeURIComponent(downloadId)}`);
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      // The zip holds the report and ANAF's signature of it (semnatura_…).
      const report = Object.entries(files).find(
        ([name]) => name.endsWith('.xml') && !name.startsWith('semnatura_'),
      );
      if (!report) throw new Error(`ANAF's report ${downloadId} holds no error list`);
      return messagesOf(headerOf(strFromU8(report[1])).Error);
    },
  };
}
