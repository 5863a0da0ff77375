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
    expect(screen.getByText('Element').nextSibling).toHaveTextContent('fire');
    expect(screen.getByText('Power').nextSibling).toHaveTextContent('32');
  });

  it('labels the system’s and the games’ known properties in the page’s language, and shows any other name as it is', async () => {
    await renderTranslated(<CollectibleProperties heading="プロパティ" properties={{ serial: '3/22', edition: 'genesis', cut: 'pear', sheen: 'soft' }} />, {
      locale: 'ja',
    });

    expect(screen.getByText('シリアル番号').nextSibling).toHaveTextContent('3/22');
    expect(screen.getByText('エディション').nextSibling).toHaveTextContent('genesis');
    expect(screen.getByText('カット').nextSibling).toHaveTextContent('pear');
    expect(screen.getByText('sheen').nextSibling).toHaveTextContent('soft');
    expect(screen.queryByText('serial')).not.toBeInTheDocument();
  });

  it('shows nothing for a collectible without properties', async () => {
    const { container } = await renderTranslated(<CollectibleProperties heading="Properties" properties={{}} />);

    expect(container).toBeEmptyDOMElement();
  });
});
