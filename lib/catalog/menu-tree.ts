import type { CategoryNode } from '../shop/types';

/** A category in the header's menus: title, link, and the levels below it that hold products. */
export interface MenuNode {
  id: number;
  title: string;
  url: string;
  /** The store's icon name for a top category ('' when none or below the top). */
  icon: string;
  children: MenuNode[];
}

/** docs/product.md §2: the full (off-canvas) menu shows up to four nested levels. */
export const MENU_DEPTH = 4;

/** docs/product.md §2: a submenu column lists at most five third-level entries per second-level item. */
export const COLUMN_ENTRIES = 5;

/**
 * The menu under the store's top categories (in the store's order), down to MENU_DEPTH levels, keeping only
 * categories that hold products (docs/product.md §2: "only categories with a count above 0") so no link leads to an
 * empty listing.
 */
export function menuTree(input: {
  tree: CategoryNode[];
  topIds: number[];
  icons: Record<number, string>;
  holdsProducts: (id: number) => boolean;
  prefix: string;
}): MenuNode[] {
  const byId = new Map(input.tree.map((node) => [node.id, node]));
  const toNode = (node: CategoryNode, depth: number): MenuNode => ({
    id: node.id,
    title: node.title,
    url: `${input.prefix}/${node.url}`,
    icon: depth === 1 ? (input.icons[node.id] ?? '') : '',
    children:
      depth < MENU_DEPTH
        ? node.children
            .filter((child) => input.holdsProducts(child.id))
            .map((child) => toNode(child, depth + 1))
        : [],
  });
  return input.topIds.flatMap((id) => {
    const node = byId.get(id);
    return node && input.holdsProducts(id) ? [toNode(node, 1)] : [];
  });
}

/** A column of a top category's submenu: a second-level category and its first third-level ones. */
export interface MenuColumn {
  category: MenuNode;
  entries: MenuNode[];
  /** More third-level categories exist than shown: the column ends with a link to all of them. */
  more: boolean;
}

/** The submenu of a top category (docs/product.md §2's five-entry rule): one column per second-level category. */
export function menuColumns(top: MenuNode): MenuColumn[] {
  return top.children.map((category) => ({
    category,
    entries: category.children.slice(0, COLUMN_ENTRIES),
    more: category.children.length > COLUMN_ENTRIES,
  }));
}
