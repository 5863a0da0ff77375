/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { Pager } from './pager';

const hrefFor = (page: number) => `/store/diamond-dreams?page=${page}`;

describe('Pager', () => {
  it('links every page it shows by its address, the current one marked', async () => {
    await renderTranslated(<Pager page={2} totalPages={3} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/store/diamond-dreams?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/store/diamond-dreams?page=3');
  });

  it('offers no previous page on the first page and no next page on the last', async () => {
    const first = await renderTranslated(<Pager page={1} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    first.unmount();
    await renderTranslated(<Pager page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('marks the current page’s neighbours for wide pagers only, and the gaps standing for them for narrow ones', async () => {
    await renderTranslated(<Pager page={10} totalPages={40} hrefFor={hrefFor} />);
    const shownAt = (name: string) => screen.getByRole('link', { name }).closest('li')?.getAttribute('data-shown-at');
    expect(shownAt('Page 9')).toBe('wide');
    expect(shownAt('Page 11')).toBe('wide');
    expect([shownAt('Page 1'), shownAt('Page 10'), shownAt('Page 40')]).toEqual(['both', 'both', 'both']);
    const gaps = [...document.querySelectorAll('li[aria-hidden="true"]')].map((gap) => gap.getAttribute('data-shown-at'));
    expect(gaps).toEqual(['both', 'narrow', 'wide']);
  });

  it('shows nothing when there is only one page', async () => {
    const { container } = await renderTranslated(<Pager page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is translated', async () => {
    await renderTranslated(<Pager page={1} totalPages={2} hrefFor={hrefFor} />, { locale: 'ja' });
    expect(screen.getByRole('link', { name: '2ページ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '次へ' })).toBeInTheDocument();
  });
});
