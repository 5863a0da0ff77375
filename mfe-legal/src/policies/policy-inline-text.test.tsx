import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { PolicyInlineText } from './policy-inline-text';

const FIGURES = { feePercent: '5%', minimumUsd: '$0.50', rateUsd: '$0.04', floorGem: '12.50 GEM' };

describe('the text of a policy', () => {
  it('links a path of the site in the page language and a section by its anchor', async () => {
    await renderTranslated(<PolicyInlineText text="See [the fees](/legal/fees) and [below](#refunds)." figures={FIGURES} />, { locale: 'ja' });

    expect(screen.getByRole('link', { name: 'the fees' })).toHaveAttribute('href', '/ja/legal/fees');
    expect(screen.getByRole('link', { name: 'below' })).toHaveAttribute('href', '#refunds');
  });

  it('never links outside the site: the words stay as text', async () => {
    await renderTranslated(<PolicyInlineText text="Go [there](https://evil.test) or [there too](//evil.test)." figures={FIGURES} />);

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Go there or there too.')).toBeInTheDocument();
  });

  it('fills in the live figures and leaves markup as text', async () => {
    const { container } = await renderTranslated(<PolicyInlineText text="<b>{feePercent}</b> with {unknown} and {floorGem}" figures={FIGURES} />);

    expect(container.textContent).toBe('<b>5%</b> with {unknown} and 12.50 GEM');
    expect(container.querySelector('b')).toBeNull();
  });
});
