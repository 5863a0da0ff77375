import { screen } from '@testing-library/react';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import PolicyPage from './policy-page';

describe('the policy page', () => {
  it('heads the page with the policy name in English', async () => {
    await renderTranslated(<PolicyPage policy="privacy" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
  });

  it('heads the page with the policy name in Japanese', async () => {
    await renderTranslated(<PolicyPage policy="terms" />, { locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Terms of service');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it('marks the page as rendered by the legal remote', async () => {
    await renderTranslated(<PolicyPage policy="cookies" />);
    expect(screen.getByRole('region')).toHaveAttribute('data-remote', 'legal');
  });
});
