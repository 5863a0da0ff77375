import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Choose
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the prerendered markup, so a control is not offered before its handler exists', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('turns true once React has taken the prerendered markup over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(screen.getByRole('button', { name: 'Choose' })).toBeEnabled();
    container.remove();
  });

  it('is true at once on a page rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Choose' })).toBeEnabled();
  });
});
