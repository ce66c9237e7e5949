import { formFields } from './form-fields';

/** What a mutating handler accepts: JSON from client code, or a plain form post (docs/architecture.md "Every mutation works without JavaScript"). */
export type RequestBody =
  { kind: 'json'; data: unknown } | { kind: 'form'; data: Record<string, string | string[]> };

export type BodyProblem = {
  status: 400 | 413 | 415;
  code: 'request.invalid' | 'request.tooLarge' | 'request.contentType';
};

/** Cart and account forms are small; anything larger is a mistake or an attack. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The body as text, or null when it is larger than maxBytes. */
export async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The request's body by its content type, within the size limit; never throws for what a client sends. */
export async function readBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<RequestBody | BodyProblem> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded')
    return { status: 415, code: 'request.contentType' };
  let text: string | null;
  try {
    text = await readLimited(request, maxBytes);
  } catch {
    return { status: 400, code: 'request.invalid' };
  }
  if (text === null) return { status: 413, code: 'request.tooLarge' };
  if (type === 'application/x-www-form-urlencoded')
    return { kind: 'form', data: formFields(new URLSearchParams(text)) };
  try {
    return { kind: 'json', data: JSON.parse(text) as unknown };
  } catch {
    return { status: 400, code: 'request.invalid' };
  }
}

export const isBodyProblem = (body: RequestBody | BodyProblem): body is BodyProblem => 'status' in body;
