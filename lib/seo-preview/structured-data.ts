import Validator, { type ValidatorIssue, type ValidatorPathStep } from '@adobe/structured-data-validator';
import { checkJsonLd } from '../seo/json-ld-check';
import { schemaOrgVocabulary } from './structured-data-vocabulary';
import { parseJsonLdBlock, typesOf, type JsonLdNode } from './structured-data-blocks';

export { productOffers, type ProductRichResult, type RichResultOffer } from './structured-data-offers';

export interface StructuredDataIssue {
  severity: 'error' | 'warning';
  /** In the validator's own English, shown as it stands, as Google's Rich Results Test shows its findings. */
  message: string;
  /** Where in the block, e.g. `[0] ProductGroup.hasVariant[1].offers`; empty when it concerns the whole block. */
  path: string;
  /**
   * `validator`: Google's rich-result rules and schema.org's vocabulary, as @adobe/structured-data-validator
   * checks them; `shop`: the shop's own stricter rules (lib/seo/json-ld-check.ts), which its tests hold it to.
   */
  source: 'validator' | 'shop';
}

/** One `<script type="application/ld+json">`: the schema.org types of its items, and what is wrong with it. */
export interface StructuredDataBlock {
  types: string[];
  issues: StructuredDataIssue[];
}

export interface StructuredDataReport {
  blocks: StructuredDataBlock[];
  errors: number;
  warnings: number;
}

/**
 * Every JSON-LD block of a page (`PageHead.jsonLd`) checked as Google's Rich Results Test would, plus the shop's
 * own rules. A block that is not JSON is reported, not thrown. The first call reads schema.org's vocabulary.
 */
export async function checkStructuredData(jsonLdBlocks: string[]): Promise<StructuredDataReport> {
  // The validator keeps the vocabulary it derives in a static cache, so a new one per page costs nothing.
  const validator = new Validator(await schemaOrgVocabulary());
  const blocks = await Promise.all(jsonLdBlocks.map((text) => checkBlock(validator, text)));
  const issues = blocks.flatMap((block) => block.issues);
  return {
    blocks,
    errors: issues.filter((issue) => issue.severity === 'error').length,
    warnings: issues.filter((issue) => issue.severity === 'warning').length,
  };
}

async function checkBlock(validator: Validator, text: string): Promise<StructuredDataBlock> {
  const block = parseJsonLdBlock(text);
  if (block.kind === 'invalid')
    return {
      types: [],
      issues: [{ severity: 'error', message: block.message, path: '', source: 'validator' }],
    };
  // The validator takes a page's items by type, as @marbec/web-auto-extractor hands them over; an item of several
  // types comes once per type, and so may the same issue.
  const byType: Record<string, JsonLdNode[]> = {};
  const placed = new Map<JsonLdNode, string>();
  for (const { node, position } of block.nodes) {
    placed.set(node, `[${position}] ${typesOf(node).join(', ')}`);
    for (const type of typesOf(node)) (byType[type] ??= []).push(node);
  }
  const found = await validator.validate({ jsonld: byType });
  const issues: StructuredDataIssue[] = [
    ...block.problems.map(({ path, message }) => ({
      severity: 'error' as const,
      message,
      path,
      source: 'validator' as const,
    })),
    ...found.map((issue) => {
      const merchantOnly = isMerchantListingOnly(issue, byType);
      return {
        severity: issue.severity === 'ERROR' && !merchantOnly ? ('error' as const) : ('warning' as const),
        message: merchantOnly ? `${issue.issueMessage} ${MERCHANT_ONLY_NOTE}` : issue.issueMessage,
        path: pathOf(issue.path, (type, index) => placed.get(byType[type]![index]!)!),
        source: 'validator' as const,
      };
    }),
    ...checkJsonLd(text).map((problem) => {
      // The shop's checker writes "where: what", the place in the same form as pathOf.
      const colon = problem.indexOf(': ');
      const [path, message] = colon < 0 ? ['', problem] : [problem.slice(0, colon), problem.slice(colon + 2)];
      return { severity: 'error' as const, message, path, source: 'shop' as const };
    }),
  ];
  const distinct = new Map(issues.map((issue) => [JSON.stringify(issue), issue]));
  return {
    types: [...new Set(block.nodes.flatMap(({ node }) => typesOf(node)))],
    issues: [...distinct.values()],
  };
}

const MERCHANT_ONLY_NOTE = '(no merchant listing without a price; its rating still makes a product snippet)';

/**
 * The validator holds every Product to Google's merchant-listing rules as well, which need an offer. A product
 * sold at a price on request has none, yet with reviews it is a valid product snippet (Google: offers, review or
 * aggregateRating): its missing offer only keeps it out of merchant listings, a warning for it, not an error.
 */
function isMerchantListingOnly(issue: ValidatorIssue, byType: Record<string, JsonLdNode[]>): boolean {
  const [item, ...within] = issue.path ?? [];
  if (!item || within.length > 0 || issue.issueMessage !== 'Required attribute "offers" is missing')
    return false;
  const node = byType[String(item.type)]?.[item.index ?? 0];
  return node !== undefined && !('offers' in node) && ('review' in node || 'aggregateRating' in node);
}

/** The validator's path as `[position] Type.property[index].property`, the first step's item placed in the block. */
function pathOf(
  steps: ValidatorPathStep[] | undefined,
  root: (type: string, index: number) => string,
): string {
  const [first, ...rest] = steps ?? [];
  if (!first) return '';
  const within = rest.map((step) => `.${step.property}${step.index === undefined ? '' : `[${step.index}]`}`);
  return root(String(first.type), first.index ?? 0) + within.join('');
}
