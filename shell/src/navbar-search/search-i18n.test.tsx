import { act, screen } from '@testing-library/react';
import { switchLanguage } from '../i18n/i18n';
import { searchAr } from './i18n/search-ar';
import { searchEn } from './i18n/search-en';
import { searchFr } from './i18n/search-fr';
import { renderNavbar, searchServerPerTest } from './test-kit';

/** Every key path of a bundle, plural forms folded into their base key. */
const keysOf = (bundle: object, prefix = ''): string[] =>
  [...new Set(Object.entries(bundle).flatMap(([key, value]) => (typeof value === 'object' && value ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`])))].sort();

searchServerPerTest();
afterEach(async () => {
  await act(() => switchLanguage('en'));
});

describe('search texts', () => {
  it('has every English text in French and Arabic', () => {
    expect(keysOf(searchFr)).toEqual(keysOf(searchEn));
    expect(keysOf(searchAr)).toEqual(keysOf(searchEn));
  });

  it('follows the console’s language', async () => {
    renderNavbar();
    await act(() => switchLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Favoris' })).toBeInTheDocument();
    await act(() => switchLanguage('ar'));
    expect(screen.getByRole('button', { name: 'بحث' })).toBeInTheDocument();
  });
});
