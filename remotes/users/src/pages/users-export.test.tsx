import { screen } from '@testing-library/react';
import { seedUsers, usersDomain } from '@console/mirage';
import { captureDownloads, mockServerPerTest, provideObjectUrls, renderRemote } from '@console/testing';
import usersModule from '../module';
import { renderList } from '../test-kit';

mockServerPerTest(() => [usersDomain()]);

const seed = seedUsers();

provideObjectUrls();

describe('export', () => {
  it('downloads every user matching the filters as a dated CSV, not only the page', async () => {
    const { saved, lines: csvLines } = captureDownloads();
    const { user } = await renderList('/apps/user/list?status=active&perPage=10&sortColumn=fullName');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const active = seed.filter((u) => u.status === 'active').sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
    expect(await screen.findByText(`Exported ${active.length} users.`)).toBeInTheDocument();
    expect(saved).toEqual([expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const lines = await csvLines();
    expect(lines[0]).toBe('ID,Full name,Username,Email,Role,Plan,Status,Company,Country,Contact,Avatar');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(active.map((u) => u.fullName));
    expect(lines.slice(1).every((line) => line.split(',')[6] === 'active')).toBe(true);
  });

  it('downloads no file of headers alone when nothing matches, and says there is nothing to export', async () => {
    const created = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:users');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRemote(usersModule, '/apps/user/list?q=nobody-here');
    expect(await screen.findByText('No users match the search and filters.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('No users match the search and filters: there is nothing to export.')).toBeInTheDocument();
    expect(screen.queryByText(/Exported/)).not.toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('leaves URL and links as they were for the tests after it', () => {
    expect(jest.isMockFunction(URL.createObjectURL)).toBe(false);
    expect(jest.isMockFunction(URL.revokeObjectURL)).toBe(false);
    expect(jest.isMockFunction(HTMLAnchorElement.prototype.click)).toBe(false);
  });
});
