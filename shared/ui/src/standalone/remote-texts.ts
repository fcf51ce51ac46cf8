import { textAt, type LanguageCode, type RemoteMeta } from '@console/contracts';

/** One of the remote's metadata texts (menu labels) in a language, English when it has none there. */
export function metaText(meta: RemoteMeta, language: LanguageCode, key: string): string | undefined {
  return textAt(meta.texts[language], key) ?? textAt(meta.texts.en, key);
}

/**
 * The remote's name in a language. Its metadata names it nowhere else, so, as the shell's menu
 * does for a remote it cannot show, its first menu entry's label stands for it; else its id.
 */
export function remoteName(meta: RemoteMeta, language: LanguageCode): string {
  const first = meta.nav[0];
  return (first && metaText(meta, language, first.label)) || meta.id;
}
