/** A schema.org node of a page's JSON-LD, as parsed. */
export type JsonLdNode = Record<string, unknown>;

/** A top-level item of a block, and its place among them (counted with `@graph` unfolded), which issues name. */
export interface PlacedNode {
  position: number;
  node: JsonLdNode;
}

/** What makes search engines skip a part of a block: `path` is `[n]` for an item, `@graph` for the graph's holder. */
export interface BlockProblem {
  path: string;
  message: string;
}

/**
 * One `<script type="application/ld+json">` read as search engines read it: a lone object, an array of objects,
 * or objects under `@graph`. What a search engine would reject outright is named in the words of
 * @marbec/web-auto-extractor, the extractor @adobe/structured-data-validator is made for.
 */
export type ParsedBlock =
  { kind: 'invalid'; message: string } | { kind: 'parsed'; nodes: PlacedNode[]; problems: BlockProblem[] };

const isNode = (value: unknown): value is JsonLdNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseJsonLdBlock(text: string): ParsedBlock {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // JSON.parse says where the text goes wrong, which is what a developer needs to mend it.
    return { kind: 'invalid', message: `Could not parse JSON-LD: ${(error as Error).message}` };
  }
  if (parsed === null || typeof parsed !== 'object')
    return { kind: 'invalid', message: 'Could not parse JSON-LD: not an object or an array of objects' };
  const nodes: PlacedNode[] = [];
  const problems: BlockProblem[] = [];
  let position = 0;
  const place = (item: unknown) => {
    const path = `[${position}]`;
    if (isNode(item) && Object.keys(item).length === 0)
      problems.push({ path, message: 'JSON-LD object is empty' });
    else if (!isNode(item) || typesOf(item).length === 0)
      problems.push({ path, message: 'JSON-LD object missing @type attribute' });
    else nodes.push({ position, node: item });
    position += 1;
  };
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    if (isNode(item) && Array.isArray(item['@graph'])) {
      if (item['@context'] === undefined)
        problems.push({ path: '@graph', message: 'JSON-LD object missing @context attribute' });
      item['@graph'].forEach(place);
    } else {
      place(item);
    }
  }
  return { kind: 'parsed', nodes, problems };
}

/** The schema.org types of a node: `@type` may be one name or several. */
export function typesOf(node: JsonLdNode): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((name): name is string => typeof name === 'string');
}

/** The nodes a property holds: schema.org lets any property take one value or an array of them. */
export function nodesOf(value: unknown): JsonLdNode[] {
  return (Array.isArray(value) ? value : [value]).filter(isNode);
}
