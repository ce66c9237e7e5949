import path from 'node:path';
import { parse, validate } from '@readme/openapi-parser';

/**
 * The OpenAPI document of Thelia's OpenApi module (thelia-open-api.yaml) is what the Thelia adapter and its
 * stand-in server are built against: it must be a valid OpenAPI 3.0 document and must keep the routes and the
 * error shape the adapter relies on.
 */

const documentPath = path.join(__dirname, 'thelia-open-api.yaml');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a chain of keys, or undefined as soon as one is missing. */
function at(value: Json | undefined, ...keys: string[]): Json | undefined {
  let current = value;
  for (const key of keys) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

async function loadDocument(): Promise<JsonObject> {
  // parse() reads the YAML and leaves $ref pointers in place.
  return (await parse(documentPath)) as unknown as JsonObject;
}

/** Every [path, method] the adapter calls (module routes under /open_api). */
const adapterRoutes: Array<[string, string]> = [
  ['/login', 'post'],
  ['/logout', 'post'],
  ['/customer', 'get'],
  ['/customer', 'post'],
  ['/customer', 'patch'],
  ['/address', 'get'],
  ['/address', 'post'],
  ['/address/{id}', 'patch'],
  ['/address/{id}', 'delete'],
  ['/product/search', 'get'],
  ['/category/search', 'get'],
  ['/brand/search', 'get'],
  ['/folder/search', 'get'],
  ['/content/search', 'get'],
  ['/cart', 'get'],
  ['/cart/add', 'post'],
  ['/cart/{cartItemId}', 'patch'],
  ['/cart/{cartItemId}', 'delete'],
  ['/coupon', 'post'],
  ['/coupon/clear/{id}', 'get'],
  ['/coupon/clear_all', 'get'],
  ['/delivery/modules', 'get'],
  ['/delivery/pickup-locations', 'get'],
  ['/payment/modules', 'get'],
  ['/checkout', 'get'],
  ['/checkout', 'post'],
];

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('thelia-open-api.yaml', () => {
  let document: JsonObject;

  beforeAll(async () => {
    document = await loadDocument();
  });

  it('is a valid OpenAPI 3.0 document', async () => {
    const result = await validate(documentPath);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    expect(String(document.openapi)).toMatch(/^3\.0\.\d+$/);
  });

  it('is checked by a validator that rejects a broken document', async () => {
    const broken = structuredClone(document);
    delete (broken.components as JsonObject).schemas;
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });

  it('names the module version and the source files it was written from', () => {
    expect(at(document, 'info', 'version')).toBe('2.2.33');
    const sources = document['x-source'];
    expect(Array.isArray(sources)).toBe(true);
    const moduleSource = (sources as Json[]).find(
      (source) => at(source, 'repository') === 'thelia-modules/OpenApi',
    );
    expect(at(moduleSource, 'commit')).toMatch(/^[0-9a-f]{40}$/);
    expect(at(moduleSource, 'files')).toEqual(
      expect.arrayContaining([
        'Controller/Front/CartController.php',
        'EventListener/ExceptionListener.php',
        'Exception/OpenApiException.php',
      ]),
    );
  });

  it.each(adapterRoutes)('has %s %s with a 400 Error response', (route, method) => {
    const operation = at(document, 'paths', route, method);
    expect(isObject(operation)).toBe(true);
    expect(at(operation, 'responses', '400', '$ref')).toBe('#/components/responses/Error');
  });

  it('declares no route the module does not have (no PUT /checkout, no DELETE /coupon)', () => {
    expect(at(document, 'paths', '/checkout', 'put')).toBeUndefined();
    expect(at(document, 'paths', '/coupon', 'delete')).toBeUndefined();
  });

  it('gives every operation an operationId and the shared 400 response', () => {
    const paths = document.paths as JsonObject;
    for (const [route, item] of Object.entries(paths)) {
      for (const method of httpMethods) {
        const operation = at(item, method);
        if (operation === undefined) continue;
        expect({ route, method, operationId: typeof at(operation, 'operationId') }).toEqual({
          route,
          method,
          operationId: 'string',
        });
        expect({ route, method, error: at(operation, 'responses', '400', '$ref') }).toEqual({
          route,
          method,
          error: '#/components/responses/Error',
        });
      }
    }
  });

  it('describes the error body as {title, description, schemaViolations}', () => {
    expect(at(document, 'components', 'responses', 'Error', 'content', 'application/json', 'schema')).toEqual(
      {
        oneOf: [{ $ref: '#/components/schemas/Error' }, { $ref: '#/components/schemas/InvalidJsonError' }],
      },
    );
    const error = at(document, 'components', 'schemas', 'Error');
    expect(at(error, 'required')).toEqual(['title']);
    expect(at(error, 'properties', 'title', 'type')).toBe('string');
    expect(at(error, 'properties', 'description', 'type')).toBe('string');
    expect(at(error, 'properties', 'schemaViolations', 'type')).toBe('object');
    expect(at(error, 'properties', 'schemaViolations', 'nullable')).toBe(true);
    expect(at(error, 'properties', 'schemaViolations', 'additionalProperties', '$ref')).toBe(
      '#/components/schemas/SchemaViolation',
    );
    expect(at(document, 'components', 'schemas', 'SchemaViolation', 'required')).toEqual(['message']);
    expect(at(document, 'components', 'schemas', 'InvalidJsonError', 'required')).toEqual(['error']);
  });

  it('answers logout and address deletion with an empty 204', () => {
    const emptyAnswers: Array<[string, string]> = [
      ['/logout', 'post'],
      ['/address/{id}', 'delete'],
    ];
    for (const [route, method] of emptyAnswers) {
      const noContent = at(document, 'paths', route, method, 'responses', '204');
      expect(isObject(noContent)).toBe(true);
      expect(at(noContent, 'content')).toBeUndefined();
    }
  });

  it('identifies the shopper by the PHP session cookie', () => {
    expect(at(document, 'components', 'securitySchemes', 'theliaSession')).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'PHPSESSID',
    });
    expect(at(document, 'paths', '/customer', 'get', 'security')).toEqual([{ theliaSession: [] }]);
  });

  it('keeps the response shapes the adapter reads', () => {
    const schemas = at(document, 'components', 'schemas');
    expect(
      at(document, 'paths', '/cart/add', 'post', 'responses', '200', 'content', 'application/json'),
    ).toEqual({ schema: { $ref: '#/components/schemas/CartMutationResult' } });
    expect(at(schemas, 'CartMutationResult', 'required')).toEqual(['cart', 'cartItem']);
    expect(at(schemas, 'CartAddRequest', 'required')).toEqual(['pseId', 'quantity', 'append']);
    expect(at(schemas, 'Cart', 'properties', 'items', 'items', '$ref')).toBe('#/components/schemas/CartItem');
    expect(at(schemas, 'Product', 'properties', 'productSaleElements', 'items', '$ref')).toBe(
      '#/components/schemas/ProductSaleElement',
    );
    for (const field of ['price', 'promoPrice']) {
      expect(at(schemas, 'ProductSaleElement', 'properties', field)).toBeDefined();
    }
    // ObjectNormalizer names: isPromo() and isDefault() are emitted as "promo" and "default".
    expect(at(schemas, 'ProductSaleElement', 'properties', 'promo')).toBeDefined();
    expect(at(schemas, 'ProductSaleElement', 'properties', 'default')).toBeDefined();
    expect(at(schemas, 'ProductSaleElement', 'properties', 'isPromo')).toBeUndefined();
    expect(at(schemas, 'CouponSubmitRequest', 'required')).toEqual(['code']);
  });

  it('explains every field marked x-unconfirmed', () => {
    const unexplained: string[] = [];
    const walk = (node: Json | undefined, pointer: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => walk(child, `${pointer}/${index}`));
        return;
      }
      if (!isObject(node)) return;
      if (node['x-unconfirmed'] === true && typeof node.description !== 'string') unexplained.push(pointer);
      for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${key}`);
    };
    walk(document, '#');
    expect(unexplained).toEqual([]);
  });
});
