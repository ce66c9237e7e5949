import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A module and the modules of this repository it imports, type-only imports included: paths relative to root. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The import graph of the application's own code (app/, components/, lib/ and the files at the root), read from
 * the sources as TypeScript resolves relative and `@/` specifiers. Tests and lib/testing's helpers are left out: they may reach any module.
 */
export function importGraph(root: string): ImportGraph {
  const files = ['app', 'components', 'lib']
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .concat(
      readdirSync(root)
        .filter((name) => SOURCE.test(name) && !name.includes('.config.') && !name.endsWith('.d.ts'))
        .map((name) => join(root, name)),
    )
    .filter(
      (path) => !/\.(test|testing)\.tsx?$/.test(path) && !relative(root, path).startsWith('lib/testing/'),
    );
  const known = new Set(files);
  const target = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith('@/')
      ? join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
    if (base === null) return null;
    return CANDIDATES.map((ending) => base + ending).find((path) => known.has(path)) ?? null;
  };
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const imported = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const found = target(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (found) imported.add(relative(root, found));
    }
    graph.set(relative(root, file), [...imported]);
  }
  return graph;
}

/** Groups of modules that import each other round a circle (Tarjan's strongly connected components). */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const imported of graph.get(node) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(node, Math.min(low.get(node)!, low.get(imported)!));
      } else if (onStack.has(imported)) {
        low.set(node, Math.min(low.get(node)!, index.get(imported)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The room of a node under lib/: its first folder, or "." for the files directly in lib/; null elsewhere. */
export function libRoom(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] !== 'lib') return null;
  return parts.length > 2 ? parts[1]! : '.';
}
