import { remoteNameKey, textAt, type LanguageCode, type RemoteMeta } from '@console/contracts';

/** One of the remote's metadata texts (menu labels) in a language, English when it has none there. */
export function metaText(meta: RemoteMeta, language: LanguageCode, key: string): string | undefined {
  return textAt(meta.texts[language], key) ?? textAt(meta.texts.en, key);
}

/** The remote's name in a language, as the shell's error card calls it (`remoteNameKey`); else its id. */
export function remoteName(meta: RemoteMeta, language: LanguageCode): string {
  const key = remoteNameKey(meta);
  return (key && metaText(meta, language, key)) || meta.id;
}
