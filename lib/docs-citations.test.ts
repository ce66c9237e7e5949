import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Comments cite the design in docs/ (issue 33): by section number in product.md, by heading elsewhere. A citation
// that names a file or section docs/ does not have, or a document outside the repository, fails here.

const ROOT = join(__dirname, '..');
const SOURCE_FOLDERS = ['app', 'lib', 'components', 'e2e', 'scripts'];
const ROOT_FILES = ['proxy.ts', 'server.ts', 'next.config.mjs', 'eslint.config.mjs', 'README.md'];
const SOURCE = /\.(ts|tsx|mjs|css|sh)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const files = [
  ...SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))),
  ...ROOT_FILES.map((name) => join(ROOT, name)),
].filter((path) => path !== __filename);

/** The sections a document has: product.md's by number (§4), the others' by heading text. */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', document), 'utf8');
  const headings = [...text.matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) => heading!.trim());
  return new Set(headings.flatMap((heading) => [heading, /^(§\d+)/.exec(heading)?.[1] ?? []].flat()));
}

const CITATION = /docs\/([\w/.-]+\.md)(?: (§\d+)| "([^"]+)")?/g;

describe('citations of the design', () => {
  const citations = files.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(CITATION)].map(([, document, number, heading]) => ({
      at: relative(ROOT, path),
      document: document!,
      // A heading may wrap onto the comment's next line.
      section: number ?? heading?.replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' '),
    })),
  );

  it('are many: the code explains itself by pointing at docs/', () => {
    expect(citations.length).toBeGreaterThan(300);
  });

  it('name a document and a section docs/ has', () => {
    const sections = new Map<string, Set<string>>();
    const broken = citations.filter(({ document, section }) => {
      if (!sections.has(document)) {
        try {
          sections.set(document, sectionsOf(document));
        } catch {
          return true;
        }
      }
      return section !== undefined && !sections.get(document)!.has(section);
    });
    expect(broken).toEqual([]);
  });

  it('never point at documents outside the repository', () => {
    const outside = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\b(SPEC|ARCHITECTURE|DESIGN|TOOLCHAIN)(\.md)?\b/.test(line)
            ? [`${relative(ROOT, path)}:${index + 1}`]
            : [],
        ),
    );
    expect(outside).toEqual([]);
  });
});
