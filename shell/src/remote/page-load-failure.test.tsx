import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import en from '../../messages/en.json';
import { reloadOnceForChunkFailure } from '../federation/chunk-reload-policy';
import { PageLoadFailure } from './page-load-failure';

jest.mock('../federation/chunk-reload-policy', () => ({ reloadOnceForChunkFailure: jest.fn() }));
const reload = jest.mocked(reloadOnceForChunkFailure);

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  reload.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** A page whose rendering fails the way its code's load did. */
function FailingPage({ error }: { error: Error }): never {
  throw error;
}

function pageFailingWith(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <p>The site's own error page</p>,
        children: [{ path: 'admin', element: <FailingPage error={error} />, errorElement: <PageLoadFailure /> }],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
}

const chunkFailure = () => Object.assign(new Error('Loading chunk 623 failed.\n(error: http://127.0.0.1:8080/623.0123456789.js)'), { name: 'ChunkLoadError' });

describe('a shell page whose code cannot be fetched', () => {
  it('reloads the page first (spec §4), showing its skeleton meanwhile', () => {
    reload.mockReturnValue(true);
    pageFailingWith(chunkFailure());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
  });

  it('shows the unavailable panel when it was reloaded for that moments ago', async () => {
    reload.mockReturnValue(false);
    pageFailingWith(chunkFailure());
    expect(await screen.findByRole('button', { name: en.remote.retry })).toBeInTheDocument();
  });

  it('leaves any other error to the error handling around it', () => {
    pageFailingWith(new Error('a bug in the page'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText("The site's own error page")).toBeInTheDocument();
  });
});
