/** The console's languages; every remote's texts cover them (English is the fallback). */
export const languageCodes = ['en', 'fr', 'ar'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/**
 * Each language named in itself (whoever cannot read the current one still finds their own) and
 * its direction: Arabic is written right to left and turns the layout around.
 */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const satisfies readonly { code: LanguageCode; label: string; dir: 'ltr' | 'rtl' }[];

export function isLanguage(value: unknown): value is LanguageCode {
  return languageCodes.some((code) => code === value);
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.dir ?? 'ltr';
}

/** Texts as nested objects of strings (i18next's shape); keys are looked up with dots. */
export interface TextTree {
  [key: string]: string | TextTree;
}

export const permissionActions = ['manage', 'create', 'read', 'update', 'delete'] as const;

/**
 * A CASL rule a route or nav entry needs; the rules that grant it live in shared/auth. Declared
 * here, not in remote-module.ts, so the two files do not import each other (an import cycle).
 */
export interface Permission {
  action: (typeof permissionActions)[number];
  subject: string;
}

/** A menu entry. `label` is a key into the remote's texts; `to` is an absolute path. */
export interface NavEntryMeta {
  label: string;
  to: string;
  icon?: string;
  order: number;
  requires?: Permission;
}

/** A page the navbar search (and bookmarks) may offer; `title` is a key into the remote's texts. */
export interface SearchablePageMeta {
  title: string;
  to: string;
  /** Extra words that find the page ("todo", "tasks"), in any language. */
  keywords?: readonly string[];
  requires?: Permission;
}

/**
 * Records a remote lets the navbar search find (users by name): the shell asks `api` with the typed
 * text and lists the answer's records under `group`, each leading to its own page. So a remote joins
 * the search by its metadata, and the shell knows none of its calls or routes.
 */
export interface RecordSearchMeta {
  /** Key into the remote's texts: the group's heading ('Users'). */
  group: string;
  /** A GET call of the console's API, answering JSON: '/api/users/list/data'. */
  api: `/${string}`;
  /** The query parameter that carries the typed text ('q' when not given). */
  textParam?: string;
  /** Further fixed query parameters ({ perPage: '4' }). */
  params?: Readonly<Record<string, string>>;
  /** The answer's field holding the records; the answer itself, a list, when not given. */
  list?: string;
  /**
   * The record's field shown as its name, and the one shown after it (an email, a status): a
   * field by name or dotted path ('client.name'), or a text with `{field}` in it ('#{id}').
   */
  title: string;
  detail?: string;
  /** The record's page: `{field}` stands for the record's field, URL-encoded ('/apps/user/view/{id}'). */
  to: `/${string}`;
  /** Who may search these records: the group is left out for everyone else. */
  requires?: Permission;
}

/** Something a remote adds to the shell's chrome, loaded lazily from its module's `widgets`. */
export interface WidgetMeta {
  /** Where the shell shows it; 'navbar' is the only place today. */
  slot: 'navbar';
  /** The key of the component in the module's `widgets`. */
  name: string;
  order: number;
  requires?: Permission;
}

/**
 * What the shell needs of a remote before loading it: written by the remote's own build from its
 * `src/remote-meta.ts` into its `mf-manifest.json` (field `consoleRemote`), so a remote joins a
 * deployed console by one line of `remotes.json`, and the menu never waits for remote code.
 */
export interface RemoteMeta {
  /** Kebab-case name; its Module Federation container is `containerName(id)`. */
  id: string;
  basePath: `/${string}`;
  /**
   * The text key of the remote's name (in `texts`): what a remote run on its own, its tab and the
   * shell's error card call it. Without one its first menu entry's label stands for it.
   */
  name?: string;
  /**
   * Further base paths the remote's pages live under ('/dashboard' for the cards remote, whose
   * main base is '/cards'); a route names the one it belongs to in `RemoteRoute.base`.
   */
  mounts?: readonly `/${string}`[];
  /**
   * A page of this remote the shell shows as the console's home page (`/`) to users it allows;
   * `to` is one of the remote's own paths (under `basePath` or a `mounts` entry).
   */
  home?: { to: `/${string}`; requires?: Permission };
  nav: readonly NavEntryMeta[];
  pages: readonly SearchablePageMeta[];
  /** The texts `nav`, `pages` and `records` name, per language; only English is required. */
  texts: { en: TextTree } & Partial<Record<LanguageCode, TextTree>>;
  widgets?: readonly WidgetMeta[];
  /** What the navbar search may find among this remote's records. */
  records?: readonly RecordSearchMeta[];
}

/** The text key naming a remote: its `name`, else its first menu entry's label (none: use its id). */
export function remoteNameKey(meta: Pick<RemoteMeta, 'name' | 'nav'>): string | undefined {
  return meta.name ?? meta.nav[0]?.label;
}

/** The field of mf-manifest.json that carries a remote's metadata. */
export const manifestMetaField = 'consoleRemote';

/** Lower-case words joined by single hyphens: 'todo', 'content-pages'. */
export const remoteIdPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The MF container name of a remote (a JS identifier: 'content-pages' → 'content_pages'). */
export function containerName(id: string): string {
  return id.replace(/-/g, '_');
}

/** The base paths a remote's pages live under: its basePath, then its further mounts. */
export function remoteBasePaths(meta: Pick<RemoteMeta, 'basePath' | 'mounts'>): `/${string}`[] {
  return [meta.basePath, ...(meta.mounts ?? [])];
}

/** Whether an absolute path is one of the remote's pages (under its basePath or a mount). */
export function ownsPath(meta: Pick<RemoteMeta, 'basePath' | 'mounts'>, path: string): boolean {
  return remoteBasePaths(meta).some((base) => path === base || path.startsWith(`${base}/`));
}
