import type { CategoryNode } from '../shop/types';
import { menuColumns, menuTree } from './menu-tree';

/** A category with `children`; its id doubles as its URL's name. */
function category(id: number, children: CategoryNode[] = [], parentId = 0): CategoryNode {
  return { id, title: `Kategorie ${id}`, url: `k${id}.html`, parentId, children };
}

const chain = (ids: number[]): CategoryNode =>
  ids.reduceRight<CategoryNode | null>((below, id) => category(id, below ? [below] : []), null)!;

describe('menuTree', () => {
  const everything = () => true;

  it('keeps the store’s top categories in its order, with icons and prefixed links', () => {
    const tree = menuTree({
      tree: [category(1), category(2), category(3)],
      topIds: [3, 1],
      icons: { 3: 'icon-bath' },
      holdsProducts: everything,
      prefix: '/en',
    });
    expect(tree.map((node) => [node.id, node.url, node.icon])).toEqual([
      [3, '/en/k3.html', 'icon-bath'],
      [1, '/en/k1.html', ''],
    ]);
  });

  it('stops at four levels', () => {
    const [top] = menuTree({
      tree: [chain([1, 2, 3, 4, 5])],
      topIds: [1],
      icons: {},
      holdsProducts: everything,
      prefix: '',
    });
    const fourth = top!.children[0]!.children[0]!.children[0]!;
    expect(fourth.id).toBe(4);
    expect(fourth.children).toEqual([]);
  });

  it('leaves out categories without products, at the top and below', () => {
    const tree = menuTree({
      tree: [category(1, [category(11), category(12, [category(121)])]), category(2)],
      topIds: [1, 2],
      icons: {},
      holdsProducts: (id) => id !== 2 && id !== 11 && id !== 121,
      prefix: '',
    });
    expect(tree.map((node) => node.id)).toEqual([1]);
    expect(tree[0]!.children.map((node) => node.id)).toEqual([12]);
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });
});

describe('menuColumns', () => {
  const [top] = menuTree({
    tree: [
      category(1, [
        category(
          11,
          [21, 22, 23, 24, 25, 26, 27].map((id) => category(id)),
        ),
        category(
          12,
          [31, 32].map((id) => category(id)),
        ),
        category(13),
      ]),
    ],
    topIds: [1],
    icons: {},
    holdsProducts: () => true,
    prefix: '',
  });

  it('gives each second-level category a column of at most five third-level entries', () => {
    const columns = menuColumns(top!);
    expect(columns.map((column) => column.category.id)).toEqual([11, 12, 13]);
    expect(columns.map((column) => column.entries.map((entry) => entry.id))).toEqual([
      [21, 22, 23, 24, 25],
      [31, 32],
      [],
    ]);
  });

  it('asks for an "all" link only where entries were left out', () => {
    expect(menuColumns(top!).map((column) => column.more)).toEqual([true, false, false]);
  });
});
