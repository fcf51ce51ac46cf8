import { remoteIdPattern, type RemoteMeta, type TextTree } from './remote-meta';
import { permissionActions } from './remote-module';

export type ParsedRemoteMeta = { ok: true; meta: RemoteMeta } | { ok: false; problems: string[] };

type Check = (value: unknown, where: string, problems: string[]) => void;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Check = (value, where, problems) => {
  if (typeof value !== 'string' || value.trim() === '') problems.push(`${where} must be a non-empty string`);
};

const number: Check = (value, where, problems) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${where} must be a number`);
};

const permission: Check = (value, where, problems) => {
  if (value === undefined) return;
  if (!isObject(value) || !permissionActions.includes(value.action as never) || typeof value.subject !== 'string' || !value.subject) {
    problems.push(`${where} must be { action: ${permissionActions.join('|')}, subject }`);
  }
};

function textTree(value: unknown, where: string, problems: string[]): void {
  if (!isObject(value)) {
    problems.push(`${where} must be an object of texts`);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (typeof child !== 'string') textTree(child, `${where}.${key}`, problems);
  }
}

/** The string at a dotted key of a text tree, if there is one. */
export function textAt(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function list(value: unknown, where: string, problems: string[], item: (entry: Record<string, unknown>, at: string) => void): void {
  if (!Array.isArray(value)) {
    problems.push(`${where} must be a list`);
    return;
  }
  value.forEach((entry, index) => {
    const at = `${where}[${index}]`;
    if (isObject(entry)) item(entry, at);
    else problems.push(`${at} must be an object`);
  });
}

/** A path on the console's own API: never another host (the call carries the user's token). */
const isApiPath = (value: unknown): boolean => typeof value === 'string' && /^\/(?![/\\])[^?#\s]*$/.test(value);

const optionalText = (value: unknown, where: string, problems: string[]) => {
  if (value !== undefined) text(value, where, problems);
};

const isBasePath = (value: unknown): value is `/${string}` => typeof value === 'string' && /^(\/[a-z0-9][a-z0-9-]*)+$/.test(value);

/** Whether one base path is the other or lies under it ('/apps' and '/apps/todo'). */
export const overlaps = (a: string, b: string): boolean => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * Checks a remote's metadata as the shell receives it (from a manifest anyone may deploy) and
 * says exactly what is wrong, so a bad remote shows a clear error instead of a broken menu.
 */
export function parseRemoteMeta(value: unknown): ParsedRemoteMeta {
  const problems: string[] = [];
  if (!isObject(value)) return { ok: false, problems: ['the metadata must be an object'] };
  const { id, name, basePath, mounts, home, nav, pages, texts, widgets, records } = value;
  if (typeof id !== 'string' || !remoteIdPattern.test(id)) problems.push('id must be lower-case words joined by hyphens');
  const base = isBasePath(basePath) ? basePath : null;
  if (!base) problems.push('basePath must be an absolute path of lower-case segments, like /apps/todo');
  const bases = base ? [base] : [];
  if (mounts !== undefined) {
    if (!Array.isArray(mounts)) problems.push('mounts must be a list of base paths');
    else
      mounts.forEach((mount: unknown, index) => {
        if (!isBasePath(mount)) problems.push(`mounts[${index}] must be an absolute path of lower-case segments, like /dashboard`);
        else if (bases.some((other) => overlaps(other, mount))) problems.push(`mounts[${index}] "${mount}" overlaps ${bases.find((other) => overlaps(other, mount))}`);
        else bases.push(mount);
      });
  }
  const inside = (to: unknown, at: string) => {
    text(to, at, problems);
    // A page of the remote, or one with a query ('/apps/todo?task={id}': a record opened in place).
    if (base && typeof to === 'string' && !bases.some((one) => to === one || to.startsWith(`${one}/`) || to.startsWith(`${one}?`))) problems.push(`${at} must stay inside ${bases.join(' or ')}`);
  };
  if (home !== undefined) {
    if (!isObject(home)) problems.push('home must be { to, requires? }');
    else {
      inside(home.to, 'home.to');
      permission(home.requires, 'home.requires', problems);
    }
  }
  if (isObject(texts)) {
    textTree(texts.en, 'texts.en', problems);
    for (const language of ['fr', 'ar']) if (texts[language] !== undefined) textTree(texts[language], `texts.${language}`, problems);
  } else problems.push('texts must be an object with at least texts.en');
  const english = isObject(texts) && isObject(texts.en) ? (texts.en as TextTree) : undefined;
  const key = (value: unknown, at: string) => {
    text(value, at, problems);
    if (typeof value === 'string' && english && textAt(english, value) === undefined) problems.push(`${at} "${value}" has no English text`);
  };
  if (name !== undefined) key(name, 'name');
  list(nav, 'nav', problems, (entry, at) => {
    key(entry.label, `${at}.label`);
    inside(entry.to, `${at}.to`);
    number(entry.order, `${at}.order`, problems);
    if (entry.icon !== undefined && typeof entry.icon !== 'string') problems.push(`${at}.icon must be a string`);
    permission(entry.requires, `${at}.requires`, problems);
  });
  list(pages, 'pages', problems, (entry, at) => {
    key(entry.title, `${at}.title`);
    inside(entry.to, `${at}.to`);
    if (entry.keywords !== undefined && !(Array.isArray(entry.keywords) && entry.keywords.every((word) => typeof word === 'string'))) {
      problems.push(`${at}.keywords must be a list of words`);
    }
    permission(entry.requires, `${at}.requires`, problems);
  });
  if (widgets !== undefined) {
    list(widgets, 'widgets', problems, (entry, at) => {
      if (entry.slot !== 'navbar') problems.push(`${at}.slot must be "navbar"`);
      text(entry.name, `${at}.name`, problems);
      number(entry.order, `${at}.order`, problems);
      permission(entry.requires, `${at}.requires`, problems);
    });
  }
  if (records !== undefined) {
    list(records, 'records', problems, (entry, at) => {
      key(entry.group, `${at}.group`);
      if (!isApiPath(entry.api)) problems.push(`${at}.api must be a path of the console's API, like /api/users/list/data`);
      optionalText(entry.textParam, `${at}.textParam`, problems);
      if (entry.params !== undefined && !(isObject(entry.params) && Object.values(entry.params).every((param) => typeof param === 'string'))) {
        problems.push(`${at}.params must be an object of strings`);
      }
      optionalText(entry.list, `${at}.list`, problems);
      text(entry.title, `${at}.title`, problems);
      optionalText(entry.detail, `${at}.detail`, problems);
      inside(entry.to, `${at}.to`);
      permission(entry.requires, `${at}.requires`, problems);
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, meta: value as unknown as RemoteMeta };
}
