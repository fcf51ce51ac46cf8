import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { mediaDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderMedia, videosWhere } from '../test-kit';

const mock = mockServerPerTest(() => [mediaDomain()]);

const preview = () => screen.getByRole('region', { name: /^Preview/ });

it('shows the preview loading, then its failure with Retry, never “0 videos”', async () => {
  const [video] = await videosWhere('status=draft');
  let down = true;
  mock.server().post('/api/media/playlists/preview', () => (down ? new Response(500, {}, { message: 'Down for maintenance.' }) : { videos: [video] }), { timing: 200 });
  const { user } = await renderMedia('/media/playlists/4'); // a smart playlist: drafts
  expect(await within(preview()).findByRole('status', { name: 'Loading the preview' })).toBeInTheDocument();
  const alert = await within(preview()).findByRole('alert', {}, { timeout: 5_000 });
  expect(alert).toHaveTextContent('The preview could not be loaded.');
  expect(within(preview()).getByRole('heading', { name: 'Preview' })).toBeInTheDocument();
  expect(within(preview()).queryByRole('list')).not.toBeInTheDocument();
  down = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(preview()).findByRole('heading', { name: 'Preview (1 video)' })).toBeInTheDocument();
  expect(within(preview()).getByRole('listitem')).toHaveTextContent(video?.title ?? '');
  expect(within(preview()).queryByRole('alert')).not.toBeInTheDocument();
});

it('while the rules are not valid, says so instead of showing an earlier preview', async () => {
  const { user } = await renderMedia('/media/playlists/4');
  await within(preview()).findByRole('heading', { name: /^Preview \(\d+ videos\)$/ }, { timeout: 3_000 });
  const limit = screen.getByLabelText('Limit');
  await user.clear(limit);
  await user.type(limit, '0');
  expect(within(preview()).getByText('The rules are not valid yet: correct them to see the videos they select.')).toBeInTheDocument();
  expect(within(preview()).getByRole('heading', { name: 'Preview' })).toBeInTheDocument();
  expect(within(preview()).queryByRole('list')).not.toBeInTheDocument();
  await user.clear(limit);
  await user.type(limit, '3');
  await waitFor(() => expect(within(preview()).getByRole('heading')).toHaveTextContent('Preview (3 videos)'));
  expect(within(preview()).getAllByRole('listitem')).toHaveLength(3);
});

it('says when the rules select no videos', async () => {
  const { user } = await renderMedia('/media/playlists/4');
  await within(preview()).findByRole('heading', { name: /^Preview \(\d+ videos\)$/ }, { timeout: 3_000 });
  await user.type(screen.getByLabelText('Tag'), 'no-such-tag');
  expect(await within(preview()).findByText('These rules select no videos.', {}, { timeout: 3_000 })).toBeInTheDocument();
  expect(within(preview()).getByRole('heading')).toHaveTextContent('Preview (0 videos)');
});
