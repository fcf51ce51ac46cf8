import { screen, within } from '@testing-library/react';
import type { LogAction } from '@console/contracts';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution, withMedia, withoutMedia } from '../test-kit';

jest.mock('react-chartjs-2', () => jest.requireActual('../chart-test-kit'));
const mock = mockServerPerTest(distributionDomains);

// A deployment without the media remote has no /media pages: a link there would end on "not found".
const consoles = [
  { console: 'with the media library', areas: withMedia, linked: true },
  { console: 'without the media library', areas: withoutMedia, linked: false },
] as const;

describe.each(consoles)('in a console $console', ({ areas, linked }) => {
  it('links the validation report’s Fix to the video editor only where there is one', async () => {
    mock.server().get('/api/distribution/roku-channels/:id/validation', () => ({
      channelId: 2,
      itemCount: 1,
      issues: [{ videoId: 12, title: 'Harbour lights', problems: ['missingThumbnail'], playlists: ['Weekend picks'] }],
      missingPlaylistIds: [],
    leftSincePublished: [],
    }));
    await renderDistribution('/distribution/roku-channels/2', undefined, areas);
    const report = await screen.findByRole('table', { name: 'Validation report' });
    const row = within(report).getByRole('row', { name: /^Harbour lights/ });
    expect(row).toHaveTextContent('Harbour lights');
    if (linked) expect(within(row).getByRole('link', { name: 'Fix Harbour lights' })).toHaveAttribute('href', '/media/videos/12');
    else expect(within(report).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the top videos of the beacons, linked to their editor only where there is one', async () => {
    await renderDistribution('/distribution/beacons', undefined, areas);
    const top = await screen.findByRole('table', { name: 'Top videos' });
    const [first] = within(top).getAllByRole('rowheader');
    const title = first?.textContent ?? '';
    expect(title).not.toBe('');
    if (linked) expect(within(first!).getByRole('link', { name: title })).toHaveAttribute('href', expect.stringMatching(/^\/media\/videos\/\d+$/) as unknown);
    else expect(within(top).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a logged video to its page only where there is one; this remote’s own pages always', async () => {
    const base = { at: '2026-11-04T09:30:00.000Z', userId: 1, userName: 'Nadia Okafor', action: 'update', method: 'PUT', changes: [] } satisfies Partial<LogAction>;
    const actions: LogAction[] = [
      { ...base, id: 1, entityType: 'Video', entityId: '12', summary: 'update Video “Harbour lights”', name: 'Harbour lights', path: '/api/media/videos/12' },
      { ...base, id: 2, entityType: 'SearchCampaign', entityId: '1', summary: 'update SearchCampaign “Autumn football”', name: 'Autumn football', path: '/api/distribution/campaigns/1' },
    ];
    mock.server().get('/api/distribution/actions', () => ({ actions, total: actions.length, facets: { users: [{ id: 1, name: 'Nadia Okafor' }], actions: ['update'], entityTypes: ['Video', 'SearchCampaign'] } }));
    await renderDistribution('/distribution/actions', undefined, areas);
    const table = screen.getByRole('table', { name: 'All actions' });
    const video = await within(table).findByRole('row', { name: /Harbour lights/ });
    expect(video).toHaveTextContent('Video #12');
    if (linked) expect(within(video).getByRole('link', { name: 'Open Video 12' })).toHaveAttribute('href', '/media/videos/12');
    else expect(within(video).queryByRole('link')).not.toBeInTheDocument();
    const campaign = within(table).getByRole('row', { name: /Autumn football/ });
    expect(within(campaign).getByRole('link', { name: 'Open Search campaign 1' })).toHaveAttribute('href', '/distribution/campaigns/1');
  });
});
