import { playlistNames, type Playlist } from './media';

const rules: Playlist['rules'] = { brandId: null, categoryId: null, tag: '', status: '', limit: 20, sort: 'newest' };
const manual = (brandId: number | null): Pick<Playlist, 'brandId' | 'kind' | 'rules'> => ({ brandId, kind: 'manual', rules });
const smart = (brandId: number | null, ruleBrand: number | null, ruleCategory: number | null): Pick<Playlist, 'brandId' | 'kind' | 'rules'> => ({
  brandId,
  kind: 'smart',
  rules: { ...rules, brandId: ruleBrand, categoryId: ruleCategory },
});

it('says a playlist names the brand it belongs to, manual or smart', () => {
  expect(playlistNames('brand', manual(3), 3)).toBe(true);
  expect(playlistNames('brand', smart(3, null, null), 3)).toBe(true);
  expect(playlistNames('brand', manual(4), 3)).toBe(false);
});

it('says a smart playlist names the brand and category its rules select', () => {
  expect(playlistNames('brand', smart(null, 3, null), 3)).toBe(true);
  expect(playlistNames('category', smart(null, null, 7), 7)).toBe(true);
  expect(playlistNames('category', smart(null, 7, null), 7)).toBe(false);
});

it('ignores the rules a manual playlist keeps but does not use', () => {
  const kept = { ...manual(null), rules: { ...rules, brandId: 3, categoryId: 7 } };
  expect(playlistNames('brand', kept, 3)).toBe(false);
  expect(playlistNames('category', kept, 7)).toBe(false);
});

it('never takes a brand id for a category id', () => {
  expect(playlistNames('category', manual(7), 7)).toBe(false);
});
