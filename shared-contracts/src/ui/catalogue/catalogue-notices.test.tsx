/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

describe('EmptyState', () => {
  it('says what is empty, what to do, and offers the way on', async () => {
    await renderTranslated(<EmptyState title="Nothing on sale" body="Try another category." action={<a href="/store/x">All items</a>} />);
    expect(screen.getByText('Nothing on sale')).toBeInTheDocument();
    expect(screen.getByText('Try another category.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All items' })).toBeInTheDocument();
  });
});

describe('LoadError', () => {
  it('announces what failed and retries when asked', async () => {
    const onRetry = jest.fn();
    await renderTranslated(<LoadError message="The store could not be loaded" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The store could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a general, translated message by default', async () => {
    await renderTranslated(<LoadError onRetry={() => {}} />, { locale: 'ja' });
    expect(screen.getByRole('alert')).toHaveTextContent('読み込めませんでした');
    expect(screen.getByRole('button', { name: '再試行' })).toBeInTheDocument();
  });
});
