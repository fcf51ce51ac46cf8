import { useTranslation } from '@console/runtime';
import type { TextTree } from '@console/contracts';

/** i18next's plural suffixes: `count_one`, `count_other` are both looked up as `count`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The dotted keys of a text tree's strings: 'list.title', 'actions.save' ('count' for 'count_one'). */
export type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${TextPath<T[K]>}`;
}[keyof T & string];

/**
 * A translation of an English text tree: the same keys, every one of them, and nothing else
 * (write `export default { … } satisfies Translation<typeof en>` and the type-check is the
 * key-coverage check).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  // A language may need plural forms English has not (French `_many`, Arabic `_zero` … `_many`).
  [K in PluralForms<keyof T & string>]?: string;
};
type PluralForms<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? `${Base}_${PluralSuffix}` : never;

/**
 * Looks up a key in the current language; `{{name}}` placeholders are filled from `values`, and
 * `count` picks the language's plural form (`_one`, `_other`; Arabic has six).
 */
export type TextsFn<T> = (key: TextPath<T>, values?: Record<string, unknown>) => string;

/**
 * A remote's own texts (`RemoteModule.texts`, in the namespace named after its id) in the current
 * language, with keys checked against its English texts:
 * `export const useTodoT = () => useTexts<typeof en>('todo');`
 */
export function useTexts<T extends TextTree>(namespace: string): TextsFn<T> {
  return useTranslation(namespace).t as unknown as TextsFn<T>;
}
