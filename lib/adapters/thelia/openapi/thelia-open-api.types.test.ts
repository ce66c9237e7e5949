import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { components, paths } from './thelia-open-api';

/**
 * thelia-open-api.d.ts is generated from thelia-open-api.yaml by `npm run thelia:types`. This regenerates it in
 * memory with openapi-typescript's Node API, the way its CLI does, and fails while the committed file is out of
 * date. The generator runs in a child Node process: its CommonJS build requires ES-only packages, which Node
 * loads but Jest's module runtime does not.
 */

const yamlPath = path.join(__dirname, 'thelia-open-api.yaml');
const typesPath = path.join(__dirname, 'thelia-open-api.d.ts');
const repoRoot = path.resolve(__dirname, '../../../..');

const generatorScript = `
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
const ast = await openapiTS(pathToFileURL(process.argv[1]), { silent: true });
process.stdout.write(COMMENT_HEADER + astToString(ast));
`;

function generateTypes(): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', generatorScript, yamlPath], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Drops what a formatter may change (whitespace, semicolons, commas, quote style), keeps every token. */
const normalise = (source: string): string => source.replace(/[\s;,]+/g, '').replace(/'/g, '"');

// Compile-time checks (tsc --noEmit): the generated types carry the shapes the adapter relies on.
type ErrorBody = components['schemas']['Error'];
const errorBody: ErrorBody = {
  title: 'Invalid data',
  description: null,
  schemaViolations: { email: { message: 'x' } },
};
type LogoutResponses = paths['/logout']['post']['responses'];
const logoutAnswers: keyof LogoutResponses = 204;

describe('thelia-open-api.d.ts', () => {
  it('is up to date with thelia-open-api.yaml (run `npm run thelia:types`)', () => {
    const generated = generateTypes();
    expect(generated).toContain('export interface paths');
    const committed = readFileSync(typesPath, 'utf8');
    expect(normalise(committed)).toBe(normalise(generated));
  });

  it('types the error body and the 204 logout', () => {
    expect(errorBody.title).toBe('Invalid data');
    expect(logoutAnswers).toBe(204);
  });
});
