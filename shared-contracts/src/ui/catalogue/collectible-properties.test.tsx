/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { CollectibleProperties } from './collectible-properties';

describe('CollectibleProperties', () => {
  it('names each property and its value under the heading', async () => {
    await renderTranslated(<CollectibleProperties heading="Properties" properties={{ element: 'fire', power: '32' }} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByText('Element').nextSibling).toHaveTextContent('Fire');
    expect(screen.getByText('Power').nextSibling).toHaveTextContent('32');
  });

  it('labels the system’s and the games’ known properties in the page’s language, and shows any other name as it is', async () => {
    await renderTranslated(<CollectibleProperties heading="プロパティ" properties={{ serial: '3/22', edition: 'genesis', cut: 'pear', sheen: 'soft' }} />, {
      locale: 'ja',
    });

    expect(screen.getByText('シリアル番号').nextSibling).toHaveTextContent('3/22');
    expect(screen.getByText('エディション').nextSibling).toHaveTextContent('ジェネシス');
    expect(screen.getByText('カット').nextSibling).toHaveTextContent('ペアシェイプ');
    // A value the catalogue has no word for shows as the game sent it, capitalised.
    expect(screen.getByText('sheen').nextSibling).toHaveTextContent('Soft');
    expect(screen.queryByText('serial')).not.toBeInTheDocument();
  });

  it('translates the seeded games’ values and capitalises any other, numbers and serials as they are', async () => {
    await renderTranslated(
      <CollectibleProperties
        heading="プロパティ"
        properties={{ metal: 'silver', material: 'rose-gold', carat: '0.8', maker: 'Maison Aurum', sheen: 'soft' }}
      />,
      { locale: 'ja' },
    );

    expect(screen.getByText('金属').nextSibling).toHaveTextContent('シルバー');
    expect(screen.getByText('素材').nextSibling).toHaveTextContent('ローズゴールド');
    expect(screen.getByText('カラット').nextSibling).toHaveTextContent('0.8');
    expect(screen.getByText('制作者').nextSibling).toHaveTextContent('Maison Aurum');
    expect(screen.getByText('sheen').nextSibling).toHaveTextContent('Soft');
  });

  it('shows nothing for a collectible without properties', async () => {
    const { container } = await renderTranslated(<CollectibleProperties heading="Properties" properties={{}} />);

    expect(container).toBeEmptyDOMElement();
  });
});
