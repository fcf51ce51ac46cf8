import { brandForHost } from './brand-for-host';

describe('brandForHost', () => {
  it.each([
    ['sdk.localhost', 'sdk'],
    ['console.media-sdk.example.com', 'sdk'],
    ['search.localhost', 'search'],
    ['SEARCH.example.com', 'search'],
    ['localhost', 'studio'],
    ['studio.example.com', 'studio'],
  ])('%s → %s', (host, brand) => {
    expect(brandForHost(host).id).toBe(brand);
  });

  it('gives the SDK variant its name and colour', () => {
    expect(brandForHost('sdk.localhost')).toMatchObject({ name: 'Media SDK', primary: '#0b6e82' });
  });

  it('takes the mapping from the deployment config, skipping invalid rules', () => {
    const config = { brandHosts: [{ contains: 'acme', brand: 'search' }, { contains: '', brand: 'sdk' }, { contains: 'x', brand: 'nope' }] };
    expect(brandForHost('tv.acme.com', config).id).toBe('search');
    expect(brandForHost('sdk.localhost', config).id).toBe('studio');
  });
});
