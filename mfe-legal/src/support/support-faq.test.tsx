import { fireEvent, screen } from '@testing-library/react';
import { renderLegalPage } from '../testing/render-legal-page';
import { SupportFaq } from './support-faq';

describe('the support questions', () => {
  it('opens an answer with its button, which says it is expanded, and links into the right page', async () => {
    await renderLegalPage(<SupportFaq />);
    const question = screen.getByRole('button', { name: 'My wallet is locked. What can I do?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'My wallet is locked. What can I do?' })).not.toBeInTheDocument();

    fireEvent.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'My wallet is locked. What can I do?' });
    expect(answer).toHaveTextContent('rescue the wallet');
    expect(screen.getAllByRole('link', { name: 'Rescue the wallet' })[0]).toHaveAttribute('href', '/rescue');
  });

  it('links into the pages of the reader’s language', async () => {
    await renderLegalPage(<SupportFaq />, { locale: 'ja', path: '/ja/support' });

    fireEvent.click(screen.getByRole('button', { name: '手数料はいくらですか？' }));

    expect(screen.getByRole('link', { name: 'マーケットプレイス手数料' })).toHaveAttribute('href', '/ja/legal/fees');
  });
});
