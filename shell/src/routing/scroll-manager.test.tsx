import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollManager } from './scroll-manager';

function renderAt(pathname: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollManager /> }], { initialEntries: [pathname] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the scroll manager', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the page where the reader put it when React takes over the document', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the route changes', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/legal/terms'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when only the query changes', async () => {
    const router = renderAt('/market');
    await act(() => router.navigate('/market?sort=price'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
