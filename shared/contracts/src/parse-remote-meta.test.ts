import { parseRemoteMeta, textAt } from './parse-remote-meta';
import { containerName } from './remote-meta';

const valid = {
  id: 'content-pages',
  basePath: '/pages',
  nav: [{ label: 'meta.menu', to: '/pages/faq', icon: 'book', order: 40, requires: { action: 'read', subject: 'Faq' } }],
  pages: [{ title: 'meta.faq', to: '/pages/faq', keywords: ['help', 'questions'] }],
  texts: { en: { meta: { menu: 'Pages', faq: 'FAQ' } }, fr: { meta: { menu: 'Pages', faq: 'FAQ' } } },
  widgets: [{ slot: 'navbar', name: 'help', order: 1 }],
};

const problemsOf = (value: unknown) => {
  const parsed = parseRemoteMeta(value);
  return parsed.ok ? [] : parsed.problems;
};

describe('parseRemoteMeta', () => {
  it('accepts complete metadata as it is', () => {
    expect(parseRemoteMeta(valid)).toEqual({ ok: true, meta: valid });
  });

  it('names every problem of bad metadata at once', () => {
    expect(
      problemsOf({
        id: 'Content Pages',
        basePath: 'pages/',
        nav: [{ label: '', to: '/elsewhere', order: 'first', requires: { action: 'fly', subject: 'Faq' } }],
        pages: 'all',
        texts: { en: 'Pages' },
        widgets: [{ slot: 'footer', name: 'x', order: 1 }],
      }),
    ).toEqual([
      'id must be lower-case words joined by hyphens',
      'basePath must be an absolute path of lower-case segments, like /apps/todo',
      'texts.en must be an object of texts',
      'nav[0].label must be a non-empty string',
      'nav[0].order must be a number',
      'nav[0].requires must be { action: manage|create|read|update|delete, subject }',
      'pages must be a list',
      'widgets[0].slot must be "navbar"',
    ]);
  });

  it('requires the name, every label and title to have an English text, and links to stay inside the remote', () => {
    expect(parseRemoteMeta({ ...valid, name: 'meta.menu' })).toEqual({ ok: true, meta: { ...valid, name: 'meta.menu' } });
    expect(problemsOf({ ...valid, name: 'meta.title', nav: [{ ...valid.nav[0], label: 'meta.missing', to: '/apps/todo' }] })).toEqual([
      'name "meta.title" has no English text',
      'nav[0].label "meta.missing" has no English text',
      'nav[0].to must stay inside /pages',
    ]);
  });

  it('accepts further base paths and a home page under any of them', () => {
    const cards = { ...valid, basePath: '/cards', mounts: ['/dashboard'], home: { to: '/dashboard/analytics' }, nav: [], pages: [{ title: 'meta.faq', to: '/dashboard/ecommerce' }] };
    expect(parseRemoteMeta(cards)).toEqual({ ok: true, meta: cards });
  });

  it('refuses mounts that are not base paths or overlap, and a home page outside the remote', () => {
    expect(problemsOf({ ...valid, mounts: ['dashboard', '/pages/more', '/help'], home: { to: '/elsewhere', requires: { action: 'see', subject: 'x' } } })).toEqual([
      'mounts[0] must be an absolute path of lower-case segments, like /dashboard',
      'mounts[1] "/pages/more" overlaps /pages',
      'home.to must stay inside /pages or /help',
      'home.requires must be { action: manage|create|read|update|delete, subject }',
    ]);
  });

  it('accepts record searches and refuses one that would call another host or lead outside the remote', () => {
    const faqSearch = { group: 'meta.faq', api: '/faq/search', params: { perPage: '4' }, list: 'questions', title: 'question', detail: 'topic', to: '/pages/faq/{id}' };
    expect(parseRemoteMeta({ ...valid, records: [faqSearch] })).toEqual({ ok: true, meta: { ...valid, records: [faqSearch] } });
    expect(
      problemsOf({
        ...valid,
        records: [
          { group: 'meta.none', api: 'https://elsewhere.example/users', title: '', to: '/apps/user/view/{id}', params: { perPage: 4 } },
          { ...faqSearch, api: '//elsewhere.example/users', textParam: '', requires: { action: 'read' } },
          'users',
        ],
      }),
    ).toEqual([
      'records[0].group "meta.none" has no English text',
      "records[0].api must be a path of the console's API, like /api/users/list/data",
      'records[0].params must be an object of strings',
      'records[0].title must be a non-empty string',
      'records[0].to must stay inside /pages',
      "records[1].api must be a path of the console's API, like /api/users/list/data",
      'records[1].textParam must be a non-empty string',
      'records[1].requires must be { action: manage|create|read|update|delete, subject }',
      'records[2] must be an object',
    ]);
  });

  it.each([null, 'todo', [], 42])('refuses %p', (value) => {
    expect(parseRemoteMeta(value)).toEqual({ ok: false, problems: ['the metadata must be an object'] });
  });
});

describe('textAt and containerName', () => {
  it('reads a dotted key of nested texts', () => {
    expect(textAt(valid.texts.en, 'meta.faq')).toBe('FAQ');
    expect(textAt(valid.texts.en, 'meta')).toBeUndefined();
    expect(textAt(undefined, 'meta.faq')).toBeUndefined();
  });

  it('turns a remote id into a JS identifier', () => {
    expect(containerName('content-pages')).toBe('content_pages');
    expect(containerName('todo')).toBe('todo');
  });
});
