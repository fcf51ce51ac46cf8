// Types for ts-import-resolver.cjs (CommonJS, loaded by ESLint without a TypeScript step).
export declare const interfaceVersion: 2;
/** The file `source` names when imported from `fromFile` (absolute, symlinks resolved), or null. */
export declare function resolveImport(source: string, fromFile: string): string | null;
export declare function resolve(source: string, file: string): { found: true; path: string } | { found: false };
