import path from 'node:path';
import { parse } from '@readme/openapi-parser';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * thelia-open-api.yaml's schemas as validators, so the stand-in's fixtures and answers are checked against the
 * same document the client's types come from. The schemas are tightened to what Thelia actually emits: its
 * ObjectNormalizer writes every getter, so every declared property must be present (null when empty) and no
 * undeclared one may appear. The one documented exception, a property that is absent instead of null, is
 * listed in `mayBeAbsent`.
 */

const documentPath = path.join(__dirname, '../../adapters/thelia/openapi/thelia-open-api.yaml');
const rootId = 'thelia-open-api.json';

/** "Schema.property" that Thelia leaves out rather than sending null (x-quirks serialisation-by-getters). */
const mayBeAbsent = new Set(['Coupon.shortDescription']);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0 → JSON Schema for Ajv: nullable becomes a null alternative, vendor keys go, objects close. */
function toJsonSchema(node: unknown, owner: string): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, owner));
  if (!isNode(node)) return node;
  const converted: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || key === 'nullable' || key === 'example') continue;
    if (key === '$ref' && typeof value === 'string') converted.$ref = `${rootId}${value}`;
    else if (key === 'properties' && isNode(value)) {
      converted.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema, owner)]),
      );
    } else converted[key] = toJsonSchema(value, owner);
  }
  if (isNode(node.properties)) {
    converted.additionalProperties ??= false;
    converted.required = Object.keys(node.properties).filter((name) => !mayBeAbsent.has(`${owner}.${name}`));
  }
  return node.nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

export interface TheliaSchemas {
  /** Problems of `value` against components.schemas[name]; empty when it fits. */
  check(name: string, value: unknown): string[];
  /** Problems of an answer against the document's response for that route, method and status. */
  checkAnswer(route: string, method: string, status: number, value: unknown): string[];
}

export async function loadTheliaSchemas(): Promise<TheliaSchemas> {
  const document = (await parse(documentPath)) as unknown as Node;
  const components = document.components as { schemas: Node; responses: Node };
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).map(([name, schema]) => [name, toJsonSchema(schema, name)]),
  );
  // "components" only holds the schemas that refs point into; declaring it keeps strict mode on for everything else.
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    logger: false,
    keywords: ['components'],
  });
  ajv.addSchema({ $id: rootId, components: { schemas } });
  const compiled = new Map<string, ValidateFunction>();
  const problems = (key: string, schema: () => unknown, value: unknown) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema() as Node)));
    return validate(value)
      ? []
      : (validate.errors ?? []).map(
          (e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
        );
  };

  return {
    check: (name, value) =>
      problems(`schema:${name}`, () => ({ $ref: `${rootId}#/components/schemas/${name}` }), value),
    checkAnswer(route, method, status, value) {
      const operation = (document.paths as Record<string, Record<string, Node>>)[route]?.[method];
      let response = (operation?.responses as Node | undefined)?.[String(status)] as Node | undefined;
      if (typeof response?.$ref === 'string') {
        response = components.responses[response.$ref.split('/').pop() ?? ''] as Node | undefined;
      }
      if (!response) return [`the document has no ${status} answer for ${method.toUpperCase()} ${route}`];
      const schema = (response.content as Record<string, Node> | undefined)?.['application/json']?.schema;
      if (schema === undefined) return value === undefined ? [] : ['the document declares no body here'];
      return problems(`answer:${route}:${method}:${status}`, () => toJsonSchema(schema, route), value);
    },
  };
}
