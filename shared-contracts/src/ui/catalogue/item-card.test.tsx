/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { ItemCard } from './item-card';
import { ItemGrid } from './item-grid';
import { ItemGridSkeleton } from './item-grid-skeleton';

const bow = { href: '/ja/store/elemental-raiders/item-1', imageUrl: 'https://cdn.example/bow.png', name: 'Storm Bow', rarity: 'epic' as const };

describe('ItemCard in an ItemGrid', () => {
  it('is one link to the item, with its art, name, rarity, meta line and badge', async () => {
    await renderTranslated(
      <ItemGrid label="Items in the store">
        <ItemCard {...bow} meta={<span>12.00 GEM</span>} badge="3 left" />
      </ItemGrid>,
    );
    const list = screen.getByRole('list', { name: 'Items in the store' });
    expect(list.querySelectorAll('li')).toHaveLength(1);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/ja/store/elemental-raiders/item-1');
    expect(link).toHaveTextContent('Storm Bow');
    expect(link).toHaveTextContent('Epic');
    expect(link).toHaveTextContent('12.00 GEM');
    expect(link).toHaveTextContent('3 left');
    expect(screen.getByRole('img', { name: 'Storm Bow' })).toHaveAttribute('loading', 'lazy');
  });

  it('marks a luxury merchant’s card for its styling', async () => {
    await renderTranslated(<ItemCard {...bow} luxury />);
    expect(screen.getByRole('link')).toHaveAttribute('data-luxury', 'true');
  });

  it('has no luxury mark otherwise', async () => {
    await renderTranslated(<ItemCard {...bow} />);
    expect(screen.getByRole('link')).not.toHaveAttribute('data-luxury');
  });

  it('holds its controls in a footer inside the card, outside its link (a button in a link is invalid)', async () => {
    await renderTranslated(
      <ItemGrid label="Your collectibles">
        <ItemCard {...bow} luxury footer={<button type="button">Manage</button>} />
      </ItemGrid>,
    );
    const link = screen.getByRole('link');
    const button = screen.getByRole('button', { name: 'Manage' });
    expect(link).toHaveAttribute('href', bow.href);
    expect(link).toHaveTextContent('Storm Bow');
    expect(link).not.toContainElement(button);
    // One card: the frame around both carries the card's look, luxury edge included.
    const frame = link.parentElement as HTMLElement;
    expect(frame).toContainElement(button);
    expect(frame).toHaveAttribute('data-luxury', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('ItemGridSkeleton', () => {
  it('stands in for the grid with the number of cards asked, and says it is loading', async () => {
    const { container } = await renderTranslated(<ItemGridSkeleton count={6} />, { locale: 'ja' });
    expect(container.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('アイテムを読み込んでいます…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it("keeps the place of the cards' footer of controls when they will have one, and only then", async () => {
    const { container, unmount } = await renderTranslated(<ItemGridSkeleton count={3} withFooter />);
    expect(container.querySelectorAll('li > [data-footer]')).toHaveLength(3);
    expect(container.querySelectorAll('li > [data-footer] > :last-child:not(:first-child)')).toHaveLength(3);
    unmount();

    const plain = await renderTranslated(<ItemGridSkeleton count={3} />);
    expect(plain.container.querySelectorAll('[data-footer]')).toHaveLength(0);
  });
});
