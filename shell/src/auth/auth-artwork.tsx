import type { Brand, BrandId } from '../branding/brands';
import sdkArtwork from './artwork/sdk.svg';
import searchArtwork from './artwork/search.svg';
import studioArtwork from './artwork/studio.svg';

// Drawn for this project: one scene per brand, in the brand's colours (brands.ts; the test checks
// the files keep to them). Image files, not JSX: the sign-in pages' JS is budgeted
// (docs/benchmark.md), and a picture needs no script.
const artwork: Record<BrandId, string> = { studio: studioArtwork, sdk: sdkArtwork, search: searchArtwork };

/** The right-hand artwork panel of the login screens; `label` names it in the page's language. */
export function AuthArtwork({ brand, label }: { brand: Brand; label: string }) {
  return <img src={artwork[brand.id]} className="auth-artwork" alt={label} width="400" height="400" />;
}
