import type { CategoryRow } from '@console/contracts';
import type { DataColumn } from '@console/ui';
import { deleteCategory } from '../api/media-api';
import { CategoryPanel } from '../components/category-panel';
import { TaxonomyPage } from '../components/taxonomy-page';
import { usePlaylistsNaming } from '../hooks/use-playlists-naming';
import { useCategories } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

/** Categories (two levels): list, add, edit, delete (refused while videos, subcategories or playlists use it). */
export default function CategoriesPage() {
  const t = useMediaT();
  const categories = useCategories();
  const inPlaylists = usePlaylistsNaming();
  const parentName = (category: CategoryRow) => (category.parentId === null ? '' : (categories.data?.find((row) => row.id === category.parentId)?.name ?? ''));
  const columns: DataColumn<CategoryRow>[] = [
    { id: 'slug', header: t('taxonomy.columns.slug'), cell: (category) => <code>{category.slug}</code> },
    { id: 'parent', header: t('taxonomy.columns.parent'), cell: parentName },
  ];
  return (
    <TaxonomyPage
      subject="Category"
      title={t('taxonomy.categories')}
      addLabel={t('taxonomy.addCategory')}
      rows={categories}
      columns={columns}
      remove={deleteCategory}
      panel={(category, onHide) => <CategoryPanel key={category?.id ?? 'new'} show category={category} onHide={onHide} />}
      blocked={(category) => (categories.data?.some((row) => row.parentId === category.id) ? t('taxonomy.hasSubcategories', { name: category.name }) : inPlaylists(category))}
    />
  );
}
