import { collectibleImageSrcSet } from './collectible-image-srcset';

describe('collectibleImageSrcSet', () => {
  it('offers a reference API picture as its WebP at 160, 320 and 640 px wide, each candidate named by its width', () => {
    expect(collectibleImageSrcSet('https://api.market.test/api/collectible-images/er-storm-bow.svg')).toBe(
      'https://api.market.test/api/collectible-images/er-storm-bow.webp?w=160 160w, ' +
        'https://api.market.test/api/collectible-images/er-storm-bow.webp?w=320 320w, ' +
        'https://api.market.test/api/collectible-images/er-storm-bow.webp?w=640 640w',
    );
  });

  it('finds the reference picture on a relative path and drops a query the SVG URL had', () => {
    expect(collectibleImageSrcSet('/api/collectible-images/dd-ruby-heart.svg?v=2').split(', ')[0]).toBe(
      '/api/collectible-images/dd-ruby-heart.webp?w=160 160w',
    );
  });

  it('asks any other host for the width in a `w` query, keeping a query the URL already has', () => {
    expect(collectibleImageSrcSet('https://cdn.example/bow.png?v=2').split(', ')[0]).toBe('https://cdn.example/bow.png?v=2&w=160 160w');
    expect(collectibleImageSrcSet('https://cdn.example/api/collectible-images/bow.jpg').split(', ')[0]).toBe(
      'https://cdn.example/api/collectible-images/bow.jpg?w=160 160w',
    );
  });
});
