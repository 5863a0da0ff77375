/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { CategoryLinks } from './category-links';

const LINKS = [
  { key: 'all', name: 'All recipes', href: '/craft/elemental-raiders', current: false },
  { key: 'forge', name: 'Forge', href: '/craft/elemental-raiders/category/forge', current: true },
];

describe('CategoryLinks', () => {
  it('offers each category as a link under the list’s name, the shown one marked as the current page', async () => {
    await renderTranslated(<CategoryLinks label="Craft categories" links={LINKS} />);

    const nav = screen.getByRole('navigation', { name: 'Craft categories' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'All recipes' }));
    expect(screen.getByRole('link', { name: 'Forge' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All recipes' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Forge' })).toHaveAttribute('href', '/craft/elemental-raiders/category/forge');
  });
});
