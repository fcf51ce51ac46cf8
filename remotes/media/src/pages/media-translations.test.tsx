import { act, screen, waitFor, within } from '@testing-library/react';
import { mediaDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import mediaModule from '../module';

jest.mock('../player/bundled-clip', () => ({ bundledClipUrl: '/test-clip.webm' }));

mockServerPerTest(() => [mediaDomain()]);

afterEach(() => switchTestLanguage('en'));

describe.each([
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const)('in $language', ({ language, texts, ui }) => {
  it('shows the library, its totals and filters with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    renderRemote(mediaModule, '/media/videos');
    const table = await screen.findByRole('table', { name: texts.videos.table }, { timeout: 5_000 });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10));
    expect(screen.getByRole('heading', { level: 1, name: texts.videos.title })).toBeInTheDocument();
    expect(screen.getByLabelText(texts.videos.filters.brand)).toBeInTheDocument();
    expect(englishLeftOnScreen({ media: en }, { media: texts })).toEqual([]);
  });

  it('shows the video editor and the playlist editor with no English of its own left', async () => {
    await switchTestLanguage(language, { ui });
    const { router } = renderRemote(mediaModule, '/media/videos/1');
    expect(await screen.findByRole('group', { name: texts.editor.workflow }, { timeout: 5_000 })).toBeInTheDocument();
    expect(englishLeftOnScreen({ media: en }, { media: texts })).toEqual([]);
    await act(() => router.navigate('/media/playlists/1'));
    expect(await screen.findByRole('list', { name: texts.playlist.videos })).toBeInTheDocument();
    expect(englishLeftOnScreen({ media: en }, { media: texts })).toEqual([]);
  });
});
