import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom applies no print styles, so this reads the stylesheet itself. It stays in the page after
// the Print route is left (webpack never removes a loaded chunk's CSS): a rule that can match
// outside the route (`body *`) would blank every later print of the console.
const css = readFileSync(join(__dirname, 'invoice-print.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Each style rule's selectors (at-rules such as @media and @page left out). */
function selectors(text: string): string[] {
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude = '']) => prelude.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim().replace(/\s+/g, ' ')));
}

it('matches nothing on a page without the printed invoice: every selector is the document or scoped to a page showing it', () => {
  const found = selectors(css);
  expect(found.length).toBeGreaterThan(0);
  const unscoped = found.filter((selector) => !selector.startsWith('.invoice-print') && !selector.startsWith('body:has(.invoice-print) '));
  expect(unscoped).toEqual([]);
});
