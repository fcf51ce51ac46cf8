/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Why module by module: check.ts. Type-only imports are erased, so they may use the index.
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'test-kit.ts' ? [full] : [];
  });
}

describe("the mock's imports of contracts", () => {
  it('take values module by module, never through the index', () => {
    const offenders = sources(__dirname).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (type )?\{([^}]*)\} from '@console\/contracts';/gm)].some(
        ([, typeOnly, names = '']) => !typeOnly && names.split(',').some((name) => name.trim() && !name.trim().startsWith('type ')),
      ),
    );
    expect(offenders.map((file) => path.relative(__dirname, file))).toEqual([]);
  });
});
