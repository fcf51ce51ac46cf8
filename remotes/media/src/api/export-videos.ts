import type { Video, VideoListQuery } from '@console/contracts';
import { datedFileName, downloadCsv, toCsv } from '@console/ui';
import { fetchVideos } from './media-api';

export type CsvHeader = 'id' | 'title' | 'brand' | 'category' | 'status' | 'language' | 'duration' | 'published' | 'views' | 'tags';

/** How the CSV names things: its headers in the user's language, brands and categories by name. */
export interface CsvNames {
  header(column: CsvHeader): string;
  brand(id: number | null): string;
  category(id: number | null): string;
}

/** Every video matching the query's search and filters, not only one page. */
export async function fetchMatching(query: VideoListQuery): Promise<Video[]> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { total } = await fetchVideos({ ...filters, perPage: 1 });
  return total ? (await fetchVideos({ ...filters, page: 1, perPage: total })).videos : [];
}

/** The videos as a dated CSV download. Values stay as the API has them (status and language codes), for other tools to read. */
export function downloadVideos(videos: readonly Video[], names: CsvNames): void {
  const csv = toCsv<Video>(videos, [
    { header: names.header('id'), value: (video) => video.id },
    { header: names.header('title'), value: (video) => video.title },
    { header: names.header('brand'), value: (video) => names.brand(video.brandId) },
    { header: names.header('category'), value: (video) => names.category(video.categoryId) },
    { header: names.header('status'), value: (video) => video.status },
    { header: names.header('language'), value: (video) => video.language },
    { header: names.header('duration'), value: (video) => video.duration },
    { header: names.header('published'), value: (video) => video.publishedAt ?? '' },
    { header: names.header('views'), value: (video) => video.views },
    { header: names.header('tags'), value: (video) => video.tags.join(' ') },
  ]);
  downloadCsv(datedFileName('videos'), csv);
}
