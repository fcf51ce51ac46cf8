import type { Video, VideoListQuery } from '@console/contracts';
import { datedFileName, downloadCsv, toCsv } from '@console/ui';
import { fetchVideos } from './media-api';

/** Every video matching the query's search and filters (not only one page), as a CSV download; the count. */
export async function exportVideos(query: VideoListQuery, names: { brand(id: number | null): string; category(id: number | null): string }): Promise<number> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { total } = await fetchVideos({ ...filters, perPage: 1 });
  const videos = total ? (await fetchVideos({ ...filters, page: 1, perPage: total })).videos : [];
  const csv = toCsv<Video>(videos, [
    { header: 'ID', value: (video) => video.id },
    { header: 'Title', value: (video) => video.title },
    { header: 'Brand', value: (video) => names.brand(video.brandId) },
    { header: 'Category', value: (video) => names.category(video.categoryId) },
    { header: 'Status', value: (video) => video.status },
    { header: 'Language', value: (video) => video.language },
    { header: 'Duration (s)', value: (video) => video.duration },
    { header: 'Published', value: (video) => video.publishedAt ?? '' },
    { header: 'Views', value: (video) => video.views },
    { header: 'Tags', value: (video) => video.tags.join(' ') },
  ]);
  downloadCsv(datedFileName('videos'), csv);
  return videos.length;
}
