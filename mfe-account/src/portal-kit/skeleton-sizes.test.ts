import { skeletonSizes } from './skeleton-sizes';

describe('skeletonSizes', () => {
  it('sets the custom properties the kit’s bars read, and only those given', () => {
    expect(skeletonSizes({ barHeight: '0.875rem', shortBarWidth: '8rem' })).toEqual({
      '--skeleton-bar-height': '0.875rem',
      '--skeleton-bar-short-width': '8rem',
    });
    expect(skeletonSizes({})).toEqual({});
  });
});
