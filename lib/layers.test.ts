import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import layers from './layers.json';
import { circles, importGraph, libRoom } from './testing/import-graph';

const root = join(__dirname, '..');
const graph = importGraph(root);
const layerOf = new Map(
  layers.layers.flatMap(({ rooms }, layer) => rooms.map((room) => [room, layer] as const)),
);

describe('the import graph (docs/architecture.md "Layers")', () => {
  it('places every room of lib/ in exactly one layer', () => {
    const rooms = readdirSync(join(root, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
      .map((entry) => entry.name)
      .concat('.');
    const listed = layers.layers.flatMap((layer) => layer.rooms);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...rooms].sort()).toEqual([...listed].sort());
  });

  it('has no circle of modules', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('imports only downwards: a room of lib/ uses its own room and lower layers', () => {
    const upwards: string[] = [];
    for (const [module, imported] of graph) {
      const room = libRoom(module);
      if (room === null) continue;
      for (const target of imported) {
        const targetRoom = libRoom(target);
        if (targetRoom === null) {
          upwards.push(`${module} → ${target} (lib/ never imports app/ or components/)`);
        } else if (targetRoom !== room && layerOf.get(targetRoom)! <= layerOf.get(room)!) {
          upwards.push(`${module} → ${target}`);
        }
      }
    }
    expect(upwards).toEqual([]);
  });

  it('keeps the port a leaf: lib/shop imports nothing outside itself', () => {
    const outside = [...graph]
      .filter(([module]) => libRoom(module) === 'shop')
      .flatMap(([module, imported]) =>
        imported.filter((target) => libRoom(target) !== 'shop').map((t) => `${module} → ${t}`),
      );
    expect(outside).toEqual([]);
  });
});

describe('the graph reader', () => {
  it('sees the imports a module really has, type-only and lazy ones included', () => {
    expect(graph.get('lib/checkout/order-mail.ts')).toEqual(
      expect.arrayContaining(['lib/documents/order-invoice-pdf.ts', 'lib/shop/order-types.ts']),
    );
    expect(graph.get('components/account/account-slot.tsx')).toEqual(
      expect.arrayContaining(['components/account/account-menu.tsx']),
    );
  });

  it('finds a circle', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });
});
