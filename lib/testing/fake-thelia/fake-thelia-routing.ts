import { addressRoutes } from './fake-thelia-address';
import type { RouteHandler } from './fake-thelia-context';
import { frontRoutes, type FrontHandler } from './fake-thelia-front';
import { routes } from './fake-thelia-routes';

/**
 * Which handler of the stand-in a request reaches, as Thelia's routers decide: the module's routes under
 * /open_api, Thelia's own front routes elsewhere, both behind the front controller's optional script name.
 */

/** The front controller's script name, which Thelia keeps in every URL it makes ("/index_dev.php"). */
const scriptName = /^\/index(?:_dev)?\.php(?=\/)/;
const modulePrefix = /^\/open_api(?=\/)/;

/** Route tables merged; a route defined in two of them is a mistake, not an override. */
function merged<T>(...tables: Array<Record<string, T>>): Record<string, T> {
  const all: Record<string, T> = {};
  for (const table of tables)
    for (const [key, handler] of Object.entries(table)) {
      if (key in all) throw new Error(`fake Thelia: ${key} is defined twice`);
      all[key] = handler;
    }
  return all;
}

function compile<T>(table: Record<string, T>) {
  return Object.entries(table).map(([key, handler]) => {
    const [method, template] = key.split(' ') as [string, string];
    const pattern = new RegExp(`^${template.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
    return { method, template, pattern, handler };
  });
}

const moduleRoutes = compile(merged(routes, addressRoutes));
const shopRoutes = compile(frontRoutes);

interface Found<H> {
  template: string;
  handler: H;
  params: Record<string, string>;
}
type NotFound = { status: 404 | 405 };

type Resolved =
  | NotFound
  | ({ kind: 'module' } & Found<RouteHandler>)
  | ({ kind: 'front'; script: string } & Found<FrontHandler>);

/** The route of a method and path: 404 when no route has the path, 405 when none has it for the method. */
function find<H>(table: ReturnType<typeof compile<H>>, method: string, path: string): Found<H> | NotFound {
  const candidates = table.filter((candidate) => candidate.pattern.test(path));
  if (candidates.length === 0) return { status: 404 };
  const found = candidates.find((candidate) => candidate.method === method);
  if (!found) return { status: 405 };
  return { template: found.template, handler: found.handler, params: found.pattern.exec(path)?.groups ?? {} };
}

export function resolveRoute(method: string, pathname: string): Resolved {
  const script = scriptName.exec(pathname)?.[0] ?? '';
  const inShop = pathname.slice(script.length);
  if (!modulePrefix.test(inShop)) {
    const found = find(shopRoutes, method, inShop);
    return 'status' in found ? found : { kind: 'front', script, ...found };
  }
  const found = find(moduleRoutes, method, inShop.replace(modulePrefix, ''));
  return 'status' in found ? found : { kind: 'module', ...found };
}
