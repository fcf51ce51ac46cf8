import type { Video, VideoListQuery } from '@console/contracts';
import { datedFileName, downloadCsv, toCsv } from '@console/ui';
import { fetchVideos } from './media-api';

/** How the CSV names a video's brand and category: by name, as the list shows them. */
export interface CsvNames {
  brand(id: number | null): string;
  category(id: number | null): string;
}

/** Every video matching the query's search and filters, not only one page. */
export async function fetchMatching(query: VideoListQuery): Promise<Video[]> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { total } = await fetchVideos({ ...filters, perPage: 1 });
  return total ? (await fetchVideos({ ...filters, page: 1, perPage: total })).videos : [];
}

/**
 * The videos as a dated CSV download. Headers and values stay in English as the API has them
 * (status and language codes), in every language of the screen, as every export of the console:
 * a CSV is data for whatever reads it next (a spreadsheet's formulas, an import script), which
 * looks columns up by name, so a file must not change shape with the language it was exported in.
 */
export function downloadVideos(videos: readonly Video[], names: CsvNames): void {
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
    // Joined with ", " as the editor's Tags field shows and takes them (a comma ends a tag there):
    // "city lights, hdr" keeps two tags apart, where a space made them four words. The comma
    // makes the cell quoted, which every spreadsheet reads as one cell.
    { header: 'Tags', value: (video) => video.tags.join(', ') },
  ]);
  downloadCsv(datedFileName('videos'), csv);
}
