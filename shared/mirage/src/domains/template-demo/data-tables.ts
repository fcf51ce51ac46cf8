import type { Server } from 'miragejs';
import { dataTablesDefaultPerPage, type DataTablesResponse, type DemoEmployee } from '@console/contracts/src/template-demo';
import { json, queryParam } from '../../http';
import { paginate, positiveInt } from '../../paginate';

// Every column the spec lets q match; numbers are matched as their written form.
const searchable = (row: DemoEmployee) =>
  [row.full_name, row.post, row.email, row.city, row.start_date, String(row.salary), String(row.age), row.experience]
    .join('\n')
    .toLowerCase();

/** Spec §7 data tables: the whole list, and a searched, paged list. */
export function dataTablesRoutes(server: Server, employees: readonly DemoEmployee[]): void {
  server.get('/api/datatables/initial-data', () => json(200, employees));

  server.get('/api/datatables/data', (_schema, request) => {
    const q = queryParam(request, 'q').trim().toLowerCase();
    const perPage = positiveInt(queryParam(request, 'perPage'), dataTablesDefaultPerPage);
    const page = positiveInt(queryParam(request, 'page'), 1);
    const allData = q ? employees.filter((row) => searchable(row).includes(q)) : [...employees];
    const body: DataTablesResponse = { allData, data: paginate(allData, page, perPage), total: allData.length };
    return json(200, body);
  });
}
