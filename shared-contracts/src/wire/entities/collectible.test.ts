import { resolveCollectibleImageUrl } from './collectible';

describe('resolveCollectibleImageUrl', () => {
  it('loads a path of the reference API from the main API, whatever origin the page is on', () => {
    expect(resolveCollectibleImageUrl('/api/collectible-images/er-storm-bow.svg', 'https://api.market.test/')).toBe(
      'https://api.market.test/api/collectible-images/er-storm-bow.svg',
    );
  });

  it('keeps an absolute URL a backend hands out as it is', () => {
    expect(resolveCollectibleImageUrl('https://cdn.example/bow.png', 'https://api.market.test')).toBe('https://cdn.example/bow.png');
  });
});
