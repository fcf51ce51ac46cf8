import { autocompleteKinds, type AutocompleteItem, type BookmarksResponse, type MainSearchResponse, type SearchPage } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { navbarSearchDomain } from './navbar-search-domain';
import { seedAutocomplete } from './autocomplete';
import { seedSearchContacts, seedSearchFiles, seedSearchPages } from './search-seed';

const { call } = mockApi(() => [navbarSearchDomain()]);
const search = async (q: string) => (await call('GET', `/api/main-search/data?q=${encodeURIComponent(q)}`)).body as MainSearchResponse;
const bookmarkIds = async () => ((await call('GET', '/api/bookmarks/data')).body as BookmarksResponse).bookmarks.map((page) => page.id);

describe('GET /api/autocomplete/data', () => {
  it('answers the whole suggestion list: channels, shows and people', async () => {
    const { status, body } = await call('GET', '/api/autocomplete/data');
    expect(status).toBe(200);
    expect(body).toEqual(seedAutocomplete());
    expect(new Set((body as AutocompleteItem[]).map((item) => item.kind))).toEqual(new Set(autocompleteKinds));
  });
});

describe('GET /api/main-search/data', () => {
  it('answers every group in full without q (and with a blank q)', async () => {
    const full = { pages: seedSearchPages(), files: seedSearchFiles(), contacts: seedSearchContacts() };
    expect(await call('GET', '/api/main-search/data')).toEqual({ status: 200, body: full });
    expect(await search('  ')).toEqual(full);
    expect(full.pages.map((page) => page.link)).toEqual(expect.arrayContaining(['/apps/todo', '/apps/user/list', '/apps/invoice/list', '/apps/ecommerce/shop', '/apps/ecommerce/wishlist', '/apps/ecommerce/checkout', '/pages/account-settings/general', '/pages/profile', '/pages/faq', '/pages/knowledge-base', '/pages/pricing', '/pages/blog/list', '/dashboard/analytics', '/access-control']));
  });

  it('with q answers at most 4 matches per group, in list order', async () => {
    const result = await search('a');
    expect(seedSearchPages().filter((page) => page.title.toLowerCase().includes('a')).length).toBeGreaterThan(4);
    expect(result.pages.map((page) => page.title)).toEqual(['Tasks', 'Email', 'Chat', 'Add Invoice']);
    const files = seedSearchFiles().filter((file) => `${file.title} ${file.by}`.toLowerCase().includes('a'));
    expect(files.length).toBeGreaterThan(4);
    expect(result.files).toEqual(files.slice(0, 4));
    expect(result.files.map((file) => file.title)).not.toContain('Subscriber Churn Q3.xls');
    expect(result.contacts).toEqual(seedSearchContacts().slice(0, 4)); // every address ends in 'example'
  });

  it('matches case-insensitively: page titles, file titles and authors, contact names and emails', async () => {
    expect(await search('KNOWLEDGE')).toEqual({ pages: [seedSearchPages()[12]], files: [], contacts: [] });
    expect((await search('ravi')).files.map((file) => file.title)).toEqual(['Encoding Ladder Benchmarks.xls']);
    expect((await search('samuel.osei@')).contacts.map((contact) => contact.title)).toEqual(['Samuel Osei']);
    expect(await search('zzz')).toEqual({ pages: [], files: [], contacts: [] });
  });
});

describe('bookmarks', () => {
  it('GET /api/bookmarks/data answers every page and the bookmarked ones', async () => {
    const { status, body } = await call('GET', '/api/bookmarks/data');
    expect(status).toBe(200);
    expect(body).toEqual({ suggestions: seedSearchPages(), bookmarks: seedSearchPages().filter((page) => page.isBookmarked) });
    expect(await bookmarkIds()).toEqual([1, 3, 4, 17]);
  });

  it('POST /api/bookmarks/update toggles a page both ways, seen by bookmarks and search', async () => {
    const on = await call('POST', '/api/bookmarks/update', { id: 2 });
    expect(on).toEqual({ status: 200, body: { ...seedSearchPages()[1], isBookmarked: true } });
    expect(await bookmarkIds()).toEqual([1, 2, 3, 4, 17]);
    expect(((await search('email')).pages[0] as SearchPage).isBookmarked).toBe(true);
    const off = await call('POST', '/api/bookmarks/update', { id: '2' }); // digits as text are accepted
    expect(off).toEqual({ status: 200, body: seedSearchPages()[1] });
    expect(await bookmarkIds()).toEqual([1, 3, 4, 17]);
    expect((await call('POST', '/api/bookmarks/update', { id: 1 })).body).toMatchObject({ id: 1, isBookmarked: false });
    expect(await bookmarkIds()).toEqual([3, 4, 17]);
  });

  it('answers 404 for an unknown page and 400 for a malformed body, changing nothing', async () => {
    expect(await call('POST', '/api/bookmarks/update', { id: 999 })).toEqual({ status: 404, body: { message: 'Page 999 was not found.' } });
    const malformed = { status: 400, body: { message: 'The bookmark update is not valid.', errors: { id: 'A page id is required.' } } };
    expect(await call('POST', '/api/bookmarks/update', {})).toEqual(malformed);
    expect(await call('POST', '/api/bookmarks/update', { id: 'two' })).toEqual(malformed);
    expect(await call('POST', '/api/bookmarks/update', { id: 1.5 })).toEqual(malformed);
    expect(await call('POST', '/api/bookmarks/update', 'not json')).toEqual(malformed);
    expect(await bookmarkIds()).toEqual([1, 3, 4, 17]);
  });
});

describe('saved search pages of version 1', () => {
  it('move Account Settings to the address of its first tab, keeping its bookmark and the other pages', () => {
    const { migrate } = navbarSearchDomain().persist ?? {};
    const saved = [
      { id: 10, title: 'Account Settings', link: '/pages/account-settings', icon: 'Settings', isBookmarked: true },
      { id: 1, title: 'Tasks', link: '/apps/todo', icon: 'CheckSquare', isBookmarked: false },
    ];
    expect(migrate?.({ pages: saved }, 1)).toEqual({
      pages: [
        { id: 10, title: 'Account Settings', link: '/pages/account-settings/general', icon: 'Settings', isBookmarked: true },
        { id: 1, title: 'Tasks', link: '/apps/todo', icon: 'CheckSquare', isBookmarked: false },
      ],
    });
  });
});
