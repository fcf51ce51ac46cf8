/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// What a module brings into its chunk: its static value imports, followed within this package
// (import() starts another chunk; `import type` is erased). Packages are listed, not followed.

/** The specifiers `file` imports values from. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      // `import { type A } from 'x'` is erased too (swc and tsc without verbatimModuleSyntax).
      const typesOnly = clause?.isTypeOnly || (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((element) => element.isTypeOnly));
      return typesOnly ? [] : [statement.moduleSpecifier];
    }
    return ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier ? [statement.moduleSpecifier] : [];
  }).flatMap((specifier) => (ts.isStringLiteral(specifier) ? [specifier.text] : []));
}

const resolve = (from: string, specifier: string) =>
  [`${specifier}.ts`, `${specifier}.tsx`, `${specifier}/index.ts`].map((candidate) => path.resolve(path.dirname(from), candidate)).find((file) => existsSync(file));

/** The package's files and the packages in `entry`'s chunk. */
function chunkOf(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = resolve(file, specifier);
        if (!target) throw new Error(`${specifier} (imported by ${file}) not found`);
        visit(target);
      }
    }
  };
  visit(path.join(__dirname, entry));
  return { files: [...files].map((file) => path.relative(__dirname, file)).sort(), packages: [...packages].sort() };
}

const translated = (file: string) => /\.(fr|ar)\.ts$/.test(file);

it('the gate, loaded before any call, brings no miragejs and no translated texts', () => {
  const { files, packages } = chunkOf('gate.ts');
  expect(files).toContain('domain-index.ts');
  expect(packages).not.toContain('miragejs');
  expect(files.filter(translated)).toEqual([]);
});

it("the content pages' chunk holds no French or Arabic: each language downloads on its own, when asked for", () => {
  const { files } = chunkOf('domains/content-pages/index.ts');
  expect(files).toEqual(expect.arrayContaining(['domains/content-pages/faq.ts', 'domains/content-pages/pricing.ts', 'domains/content-pages/knowledge-base.ts']));
  expect(files.filter(translated)).toEqual([]);
  expect(chunkOf('domains/content-pages/content-texts.fr.ts').files.filter(translated)).toEqual(['domains/content-pages/content-texts.fr.ts', 'domains/content-pages/faq-seed.fr.ts', 'domains/content-pages/knowledge-base.fr.ts', 'domains/content-pages/pricing.fr.ts']);
});

it("the auth domain's chunk (the sign-in pages) takes the cart's count, not the shop's code or catalogue", () => {
  const { files } = chunkOf('domains/auth/index.ts');
  expect(files.filter((file) => file.startsWith('domains/') && !file.startsWith('domains/auth/'))).toEqual(['domains/ecommerce/cart-count.ts']);
});
