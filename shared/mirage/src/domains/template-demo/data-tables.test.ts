import { employeeStatuses, type DataTablesResponse, type DemoEmployee } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { navbarSearchDomain, templateDemoDomain } from '.';
import { seedEmployees } from './employees-seed';

// The bookmarks (navbar search domain) show that each server seeds its own copy.
const api = mockApi(() => [templateDemoDomain(), navbarSearchDomain()]);
const get = (url: string) => api.get<DataTablesResponse>(url);
const ids = (rows: DemoEmployee[]) => rows.map((row) => row.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('GET /api/datatables/initial-data', () => {
  it('answers every employee with every field, all five statuses present', async () => {
    const response = await fetch('/api/datatables/initial-data');
    const rows = (await response.json()) as DemoEmployee[];
    expect(response.status).toBe(200);
    expect(rows).toEqual(seedEmployees());
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(employeeStatuses));
    expect(rows[15]).toEqual({
      id: 16, full_name: 'Diego Fuentes', post: 'Camera Operator', email: 'diego.fuentes@studio.example', city: 'Valparaíso',
      start_date: '2018-07-07', salary: 47500, age: 39, experience: '15 Years', status: 1, avatar: '',
    });
  });
});

describe('GET /api/datatables/data', () => {
  it('defaults to page 1 of 10 rows; allData and total cover every row', async () => {
    const { status, body } = await get('/api/datatables/data');
    expect(status).toBe(200);
    expect(ids(body.data)).toEqual(range(1, 10));
    expect(body.total).toBe(24);
    expect(body.allData).toEqual(seedEmployees());
  });

  it('pages with perPage and page; bad numbers fall back to the defaults', async () => {
    expect(ids((await get('/api/datatables/data?page=3')).body.data)).toEqual(range(21, 24));
    expect(ids((await get('/api/datatables/data?perPage=5&page=2')).body.data)).toEqual(range(6, 10));
    expect(ids((await get('/api/datatables/data?perPage=abc&page=0')).body.data)).toEqual(range(1, 10));
    const beyond = await get('/api/datatables/data?page=9');
    expect(beyond).toEqual({ status: 200, body: { allData: seedEmployees(), data: [], total: 24 } });
  });

  it.each([
    ['HARUTO', [6]], // name, any case
    ['editor', [2]], // post
    ['mei.chen@', [19]], // email
    ['Bergen', [11]], // city
    ['2019-', [1, 14, 21]], // start date
    ['83600', [12]], // salary
    ['26', [10]], // age
    ['30 years', [18]], // experience
  ])('q=%s matches %j', async (q, expected) => {
    const { body } = await get(`/api/datatables/data?q=${encodeURIComponent(q)}`);
    expect(ids(body.data)).toEqual(expected);
    expect(ids(body.allData)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages the matches: allData is every match, data the asked page', async () => {
    const matching = seedEmployees().filter((row) => row.full_name.toLowerCase().includes('a') || row.post.toLowerCase().includes('a') || row.city.toLowerCase().includes('a') || row.email.includes('a') || row.experience.includes('a'));
    expect(matching.length).toBeGreaterThan(8);
    const { body } = await get('/api/datatables/data?q=a&perPage=4&page=2');
    expect(body.allData).toEqual(matching);
    expect(body.data).toEqual(matching.slice(4, 8));
    expect(body.total).toBe(matching.length);
    expect((await get('/api/datatables/data?q=nobody-here')).body).toEqual({ allData: [], data: [], total: 0 });
  });
});

describe('seeding', () => {
  it('ignores scale (a fixed demo handful) and gives every domain its own fresh copy', async () => {
    api.restart([templateDemoDomain({ scale: 5000 }), navbarSearchDomain()]);
    expect((await get('/api/datatables/data')).body.total).toBe(24);
    expect((await fetch('/api/bookmarks/update', { method: 'POST', body: '{"id":2}' })).status).toBe(200);
    api.restart();
    const bookmarks = (await (await fetch('/api/bookmarks/data')).json()) as { bookmarks: { id: number }[] };
    expect(bookmarks.bookmarks.map((page) => page.id)).toEqual([1, 3, 4, 17]);
  });
});
