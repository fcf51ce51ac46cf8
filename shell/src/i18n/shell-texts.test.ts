import { shellAr } from './shell-ar';
import { shellEn } from './shell-en';
import { shellFr } from './shell-fr';
import { signedInAr } from './signed-in-ar';
import { signedInEn } from './signed-in-en';
import { signedInFr } from './signed-in-fr';

type Tree = { [key: string]: string | Tree };

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));

// Both halves fill the one 'shell' namespace, merged as they arrive: a key in both would show
// whichever text came last (the sign-in pages' or the layout's, by download order).
it.each([
  ['en', shellEn, signedInEn],
  ['fr', shellFr, signedInFr],
  ['ar', shellAr, signedInAr],
])('the sign-in pages’ texts and the signed-in layout’s share no key (%s)', (_language, signIn, signedIn) => {
  const signInKeys = new Set(leafKeys(signIn));
  expect(leafKeys(signedIn).filter((key) => signInKeys.has(key))).toEqual([]);
  expect(signInKeys.size).toBeGreaterThan(0);
});
