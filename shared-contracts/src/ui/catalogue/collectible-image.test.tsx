/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { RuntimeConfigContext } from '@marketplace/contracts/browser';
import type { RuntimeConfig } from '../../wire/config/runtime-config-schema';
import { CollectibleImage } from './collectible-image';

const config = { api: { main: 'https://api.market.test' } } as RuntimeConfig;

describe('CollectibleImage', () => {
  it('loads the API image from the main API, offered as WebPs of several widths, lazily and off the main thread', () => {
    render(
      <RuntimeConfigContext.Provider value={config}>
        <CollectibleImage src="/api/collectible-images/er-storm-bow.svg" alt="Storm Bow" sizes="15rem" />
      </RuntimeConfigContext.Provider>,
    );
    const image = screen.getByRole('img', { name: 'Storm Bow' });
    expect(image).toHaveAttribute('src', 'https://api.market.test/api/collectible-images/er-storm-bow.svg');
    expect(image.getAttribute('srcset')).toContain('https://api.market.test/api/collectible-images/er-storm-bow.webp?w=320 320w');
    expect(image).toHaveAttribute('sizes', '15rem');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('reserves a square box, so nothing moves when the image arrives', () => {
    render(<CollectibleImage src="https://cdn.example/bow.png" alt="Storm Bow" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Storm Bow' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '640');
    expect(image).toHaveAttribute('src', 'https://cdn.example/bow.png');
  });

  it('loads at once when it is above the fold', () => {
    render(<CollectibleImage src="https://cdn.example/bow.png" alt="Storm Bow" sizes="100vw" eager />);
    expect(screen.getByRole('img', { name: 'Storm Bow' })).toHaveAttribute('loading', 'eager');
  });
});
