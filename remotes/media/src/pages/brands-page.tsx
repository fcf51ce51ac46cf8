import type { BrandRow } from '@console/contracts';
import type { DataColumn } from '@console/ui';
import { deleteBrand } from '../api/media-api';
import { BrandPanel } from '../components/brand-panel';
import { TaxonomyPage } from '../components/taxonomy-page';
import { usePlaylistsNaming } from '../hooks/use-playlists-naming';
import { useBrands } from '../hooks/use-taxonomy';
import { useMediaT } from '../i18n/use-media-t';

/** Brands: list, add, edit, delete (refused while videos or playlists use the brand, and by the server while distribution does). */
export default function BrandsPage() {
  const t = useMediaT();
  const inPlaylists = usePlaylistsNaming();
  const columns: DataColumn<BrandRow>[] = [
    { id: 'slug', header: t('taxonomy.columns.slug'), cell: (brand) => <code>{brand.slug}</code> },
    { id: 'colour', header: t('taxonomy.columns.colour'), cell: (brand) => <span className="d-inline-block rounded border" style={{ width: 20, height: 20, background: brand.colour }} title={brand.colour} aria-label={brand.colour} role="img" /> },
    { id: 'status', header: t('taxonomy.columns.status'), cell: (brand) => t(`taxonomy.brandStatus.${brand.status}`) },
  ];
  return (
    <TaxonomyPage
      subject="Brand"
      title={t('taxonomy.brands')}
      addLabel={t('taxonomy.addBrand')}
      rows={useBrands()}
      columns={columns}
      remove={deleteBrand}
      blocked={(brand: BrandRow) => inPlaylists(brand)}
      panel={(brand, onHide) => <BrandPanel key={brand?.id ?? 'new'} show brand={brand} onHide={onHide} />}
    />
  );
}
