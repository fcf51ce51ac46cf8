import type { BrandRow, CategoryRow, PlaylistDetailResponse, PreviewResponse, VideoListResponse } from '@console/contracts';
import { mockApi } from '../../test-kit';
import { mediaDomain } from '.';

const { get, call } = mockApi(() => [mediaDomain()]);
const rules = { brandId: null, categoryId: null, tag: '', status: '', limit: 5, sort: 'most-viewed' } as const;

describe('brands and categories', () => {
  it('refuses a taken name or slug', async () => {
    const { status, body } = await call('POST', '/api/media/brands', { name: 'cedar broadcast', slug: 'kumo', colour: '#000000', logo: '', status: 'active' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { name: 'This name is already in use.', slug: 'This slug is already in use.' } });
  });

  it('refuses to delete a brand still used, with the count, and deletes an unused one', async () => {
    const brand = (await get<BrandRow[]>('/api/media/brands')).body[0]!;
    const refused = await call('DELETE', `/api/media/brands/${brand.id}`);
    // The English message, and a code with its figures for the client to translate.
    expect(refused).toEqual({
      status: 409,
      body: { message: `${brand.name} is still used by ${brand.videoCount} videos.`, code: 'in-use', params: { name: brand.name, count: brand.videoCount } },
    });
    const created = await call<{ id: number }>('POST', '/api/media/brands', { name: 'Pop-up', slug: 'pop-up', colour: '#123456', logo: '', status: 'active' });
    expect((await call('DELETE', `/api/media/brands/${created.body.id}`)).status).toBe(200);
  });

  it('counts a top-level category’s videos with its subcategories’, as the library’s filter finds them', async () => {
    const categories = (await get<CategoryRow[]>('/api/media/categories')).body;
    for (const category of categories) {
      const listed = (await get<VideoListResponse>(`/api/media/videos?categoryId=${category.id}&perPage=1`)).body.total;
      expect([category.name, category.videoCount]).toEqual([category.name, listed]);
    }
    const sports = categories.find((row) => row.name === 'Sports');
    const own = (await get<VideoListResponse>('/api/media/videos?perPage=100000')).body.videos.filter((video) => video.categoryId === sports?.id).length;
    expect(sports?.videoCount).toBeGreaterThan(own);
  });

  it('refuses to delete a category with subcategories, with the count, before counting its videos', async () => {
    await call('POST', '/api/media/categories', { name: 'Derby', slug: 'derby', parentId: 4 });
    // Sports (4) keeps Football, Tennis and Derby, and videos of its own.
    expect(await call('DELETE', '/api/media/categories/4')).toEqual({
      status: 409,
      body: { message: 'Sports still has 3 subcategories.', code: 'has-subcategories', params: { name: 'Sports', count: 3 } },
    });
  });

  it('refuses to delete a brand or category a playlist names, with the playlists, before one goes blank in its editor', async () => {
    const brand = await call<{ id: number }>('POST', '/api/media/brands', { name: 'Pop-up', slug: 'pop-up', colour: '#123456', logo: '', status: 'active' });
    const category = await call<{ id: number }>('POST', '/api/media/categories', { name: 'Derby', slug: 'derby', parentId: null });
    const smart = { name: 'Derby days', description: '', brandId: null, kind: 'smart', videoIds: [], rules: { ...rules, brandId: brand.body.id, categoryId: category.body.id } };
    await call('POST', '/api/media/playlists', smart);
    await call('POST', '/api/media/playlists', { ...smart, name: 'Pop-up picks', kind: 'manual', brandId: brand.body.id, rules });
    expect(await call('DELETE', `/api/media/brands/${brand.body.id}`)).toEqual({
      status: 409,
      body: { message: 'Pop-up is still used by 2 playlists: Derby days, Pop-up picks.', code: 'in-playlists', params: { name: 'Pop-up', count: 2, playlists: 'Derby days, Pop-up picks' } },
    });
    expect(await call('DELETE', `/api/media/categories/${category.body.id}`)).toEqual({
      status: 409,
      body: { message: 'Derby is still used by 1 playlist: Derby days.', code: 'in-playlists', params: { name: 'Derby', count: 1, playlists: 'Derby days' } },
    });
    // The lists name them too, so a page says so before Delete without reading the playlists.
    expect((await get<BrandRow[]>('/api/media/brands?q=pop-up')).body).toEqual([expect.objectContaining({ name: 'Pop-up', playlists: ['Derby days', 'Pop-up picks'] })]);
    expect((await get<CategoryRow[]>('/api/media/categories?q=derby')).body).toEqual([expect.objectContaining({ name: 'Derby', playlists: ['Derby days'] })]);
  });

  it('keeps categories two levels deep', async () => {
    const { body } = await call('POST', '/api/media/categories', { name: 'Derby', slug: 'derby', parentId: 5 }); // Football is a child
    expect(body).toMatchObject({ errors: { parentId: 'The parent must be a top-level category.' } });
    expect((await call('POST', '/api/media/categories', { name: 'Derby', slug: 'derby', parentId: 4 })).status).toBe(201);
  });
});

describe('playlists', () => {
  it('saves a manual order as sent', async () => {
    const { body } = await get<PlaylistDetailResponse>('/api/media/playlists/1');
    const reversed = [...body.playlist.videoIds].reverse();
    await call('PUT', '/api/media/playlists/1', { ...body.playlist, videoIds: reversed, id: undefined, updatedAt: undefined });
    const saved = (await get<PlaylistDetailResponse>('/api/media/playlists/1')).body;
    expect(saved.videos.map((video) => video.id)).toEqual(reversed);
  });

  it('selects a smart playlist’s videos by its rules, sorted and limited', async () => {
    const { body } = await call<PreviewResponse>('POST', '/api/media/playlists/preview', { ...rules, brandId: 2, status: 'published' });
    expect(body.videos.length).toBeLessThanOrEqual(5);
    expect(body.videos.every((video) => video.brandId === 2 && video.status === 'published')).toBe(true);
    const views = body.videos.map((video) => video.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('matches a tag and a parent category', async () => {
    const { body } = await call<PreviewResponse>('POST', '/api/media/playlists/preview', { ...rules, categoryId: 4, tag: 'live', limit: 200 });
    expect(body.videos.length).toBeGreaterThan(0);
    expect(body.videos.every((video) => video.tags.includes('live') && [4, 5, 6].includes(video.categoryId!))).toBe(true);
  });

  it('refuses a limit out of range and unknown videos', async () => {
    expect((await call('POST', '/api/media/playlists/preview', { ...rules, limit: 0 })).body).toMatchObject({ errors: { limit: 'Limit must be between 1 and 200.' } });
    const { body } = await call('POST', '/api/media/playlists', { name: 'X', description: '', brandId: null, kind: 'manual', videoIds: [99999], rules });
    // The ids no longer there are named, for the editor to mark the videos it still shows.
    expect(body).toMatchObject({ errors: { videoIds: 'Videos must be a list of video ids.' }, code: 'videos-gone', params: { ids: '99999' } });
  });
});
