/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { RARITY_TIERS } from '../../wire/entities/collectible';
import { RarityBadge } from './rarity-badge';

describe('RarityBadge', () => {
  it('names the tier in the page language and carries it for its colour', async () => {
    await renderTranslated(<RarityBadge rarity="legendary" />, { locale: 'ja' });
    expect(screen.getByText('レジェンダリー')).toHaveAttribute('data-rarity', 'legendary');
  });

  it.each(RARITY_TIERS)('has an English label for %s', async (rarity) => {
    await renderTranslated(<RarityBadge rarity={rarity} />);
    expect(screen.getByText(rarity, { exact: false, normalizer: (text) => text.toLowerCase() })).toBeInTheDocument();
  });
});
