import { screen } from '@testing-library/react';
import { seedUsers, usersDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderList } from '../test-kit';

mockServerPerTest(() => [usersDomain()]);

const seed = seedUsers();

/** A Blob's text (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('export', () => {
  it('downloads every user matching the filters as a dated CSV, not only the page', async () => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:users';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderList('/apps/user/list?status=active&perPage=10&sortColumn=fullName');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const active = seed.filter((u) => u.status === 'active').sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
    expect(await screen.findByText(`Exported ${active.length} users.`)).toBeInTheDocument();
    expect(saved).toEqual([expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const lines = (await readText(blobs[0]!)).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Full name,Username,Email,Role,Plan,Status,Company,Country,Contact,Avatar');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(active.map((u) => u.fullName));
    expect(lines.slice(1).every((line) => line.split(',')[6] === 'active')).toBe(true);
    click.mockRestore();
  });
});
