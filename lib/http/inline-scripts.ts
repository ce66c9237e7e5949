import { createHash } from 'node:crypto';
import { consentBannerScript } from '../consent';
import { fixedHeadScripts } from '../head-scripts';

type Shape = (text: string) => boolean;

const isList = (value: unknown) => Array.isArray(value);
const isListOfTexts = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');
const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fixed code around one JSON value: whatever data the JSON carries, it cannot run, since JSON.parse accepts
 * nothing but a single literal (a `);alert(1);(` in the middle fails it).
 */
function codeAroundJson(before: string, after: string, expected: (value: unknown) => boolean): Shape {
  return (text) => {
    if (text.length < before.length + after.length || !text.startsWith(before) || !text.endsWith(after))
      return false;
    try {
      return expected(JSON.parse(text.slice(before.length, text.length - after.length)));
    } catch {
      return false;
    }
  };
}

const BANNER_SLOT = '[]';
const [bannerBefore, bannerAfter] = consentBannerScript([]).split(BANNER_SLOT) as [string, string];
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const flightData = codeAroundJson('self.__next_f.push(', ')', isList);

/**
 * The inline scripts a page may run: the layout's head scripts (lib/head-scripts.ts), and what Next 16 writes
 * into every page (node_modules/next/dist/server/app-render/use-flight-response.js and Turbopack's chunk list).
 * Each is fixed code around data. A script of any other shape (one that came in with a product description, say)
 * gets no hash and so does not run.
 */
const trustedShapes: Shape[] = [
  (text) => fixedHeadScripts.includes(text),
  codeAroundJson(bannerBefore, bannerAfter, isListOfTexts),
  flightData,
  // The first flight script, followed by the form state's when a server action answered.
  (text) =>
    text === FLIGHT_START ||
    (text.startsWith(`${FLIGHT_START};`) && flightData(text.slice(FLIGHT_START.length + 1))),
  codeAroundJson('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');', isRecord),
];

export const isTrustedInlineScript = (text: string) => trustedShapes.some((shape) => shape(text));

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = ['text/javascript', 'application/javascript', 'module'];

/** Data blocks (JSON-LD) are never run, so the policy need not name them. */
function runs(attributes: string): boolean {
  if (SOURCE.test(attributes)) return false;
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || RUNNABLE_TYPES.includes(type);
}

/** The CSP source expressions ('sha256-…') of the page's inline scripts that have a trusted shape. */
export function trustedScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT))
    if (runs(attributes!) && isTrustedInlineScript(text!))
      hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  return [...hashes];
}
