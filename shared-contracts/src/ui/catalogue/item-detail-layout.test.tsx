/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { ITEM_DETAIL_IMAGE_SIZES, ItemDetailLayout } from './item-detail-layout';
import { ItemDetailSkeleton } from './item-detail-skeleton';

describe('ItemDetailLayout', () => {
  it('shows the art at once, at the size it is drawn, beside the summary row and the details in their order', async () => {
    const { container } = await renderTranslated(
      <ItemDetailLayout imageUrl="https://cdn.example/bow.png" imageAlt="Storm Bow" summary={<span>Epic</span>} data-item="item-1">
        <p>12.00 GEM</p>
        <a href="/store/elemental-raiders">Back to the store</a>
      </ItemDetailLayout>,
    );

    const image = screen.getByRole('img', { name: 'Storm Bow' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('sizes', ITEM_DETAIL_IMAGE_SIZES);
    expect(container.firstElementChild).toHaveAttribute('data-item', 'item-1');
    const details = screen.getByText('12.00 GEM').parentElement!;
    expect([...details.children].map((block) => block.textContent)).toEqual(['Epic', '12.00 GEM', 'Back to the store']);
  });

  it('leaves out the summary row when there is none', async () => {
    await renderTranslated(
      <ItemDetailLayout imageUrl="https://cdn.example/bow.png" imageAlt="Storm Bow">
        <p>12.00 GEM</p>
      </ItemDetailLayout>,
    );

    expect(screen.getByText('12.00 GEM').parentElement!.children).toHaveLength(1);
  });

  it('ends the summary row with Share on a page people share', async () => {
    await renderTranslated(
      <ItemDetailLayout imageUrl="https://cdn.example/bow.png" imageAlt="Storm Bow" summary={<span>Epic</span>} shareTitle="Storm Bow">
        <p>12.00 GEM</p>
      </ItemDetailLayout>,
    );

    const summary = screen.getByText('Epic').parentElement!;
    expect(summary.lastElementChild).toContainElement(screen.getByRole('button', { name: 'Share' }));
  });
});

describe('ItemDetailSkeleton', () => {
  it('says what loads and keeps its placeholders, one per block in order, from screen readers', () => {
    const { container } = render(<ItemDetailSkeleton label="Loading the item…" blocks={['summary', 'price', 'panel']} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the item…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const placeholders = container.querySelector('[aria-hidden="true"]')!;
    expect([...placeholders.children].map((block) => block.getAttribute('data-block'))).toEqual(['summary', 'price', 'panel']);
  });
});
