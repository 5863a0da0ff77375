import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { renderPolicyPage } from '../testing/render-policy-page';
import { TermsAcceptance } from './terms-acceptance';

const STORED = { acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, acceptedTermsTime: '2026-11-25T10:00:00.000Z' };

describe('the terms acceptance', () => {
  it('tells a person who accepted an older version what changed in this one, and links the full terms in a new tab', async () => {
    await renderPolicyPage(<TermsAcceptance firstTime={false} onAccepted={jest.fn()} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Updated terms of service' })).toBeInTheDocument();
    const changes = await screen.findByRole('region', { name: `What changed in version ${TERMS_OF_SERVICE_VERSION}` });
    expect(
      await within(changes).findByText(
        'The section on closing an account says that if you sign in only with Google or Apple, you confirm it is you by signing in with that provider again instead of with a password.',
      ),
    ).toBeInTheDocument();
    // Only the version in force: what an earlier version changed is on the terms page.
    expect(within(changes).queryByText('Rewritten in full, in plain words, with a section for each subject.')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Read the full terms of service/ });
    expect(link).toHaveAttribute('href', '/legal/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links to every version’s changes on the terms page, in the person’s language, in a new tab', async () => {
    await renderPolicyPage(<TermsAcceptance firstTime={false} onAccepted={jest.fn()} />, { locale: 'ja' });

    const link = await screen.findByRole('link', { name: /各バージョンの変更点を見る/ });
    expect(link).toHaveAttribute('href', '/ja/legal/terms#what-changed');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('（新しいタブで開きます）');
  });

  it('asks a person who never accepted any terms in their own words', async () => {
    await renderPolicyPage(<TermsAcceptance firstTime onAccepted={jest.fn()} />, { locale: 'ja' });

    expect(screen.getByRole('heading', { level: 2, name: '利用規約への同意' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'アカウントの閉鎖の項で、Google または Apple だけでサインインしている場合は、パスワードの代わりにそのサービスでもう一度サインインして本人確認することを明記しました。',
      ),
    ).toBeInTheDocument();
  });

  it('stores the version in force, says so and hands what was stored to the shell', async () => {
    const accept = jest.fn(async () => STORED);
    const onAccepted = jest.fn();
    const toasts: unknown[] = [];
    const stop = marketplaceBus.on('toast', (toast) => toasts.push(toast));
    await renderPolicyPage(<TermsAcceptance firstTime onAccepted={onAccepted} />, { api: { terms: { accept } } });

    await userEvent.click(screen.getByRole('button', { name: 'Accept the terms' }));

    expect(accept).toHaveBeenCalledWith({ version: TERMS_OF_SERVICE_VERSION });
    expect(onAccepted).toHaveBeenCalledWith(STORED);
    expect(toasts).toEqual([{ tone: 'success', message: 'Thank you — you accepted the terms of service.' }]);
    stop();
  });

  it('offers signing out instead, in words that say so, and asks the shell to do it without accepting anything', async () => {
    const accept = jest.fn(async () => STORED);
    const onAccepted = jest.fn();
    const requests: unknown[] = [];
    const stop = marketplaceBus.on('session:sign-out-requested', (request) => requests.push(request));
    await renderPolicyPage(<TermsAcceptance firstTime={false} onAccepted={onAccepted} />, { api: { terms: { accept } } });

    expect(screen.getByText('We have updated our terms of service. To keep using your account, accept the updated terms — or sign out.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(requests).toEqual([{ source: 'terms-modal' }]);
    expect(accept).not.toHaveBeenCalled();
    expect(onAccepted).not.toHaveBeenCalled();
    stop();
  });

  it('says the acceptance failed and lets the person try again', async () => {
    const accept = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(STORED);
    const onAccepted = jest.fn();
    await renderPolicyPage(<TermsAcceptance firstTime onAccepted={onAccepted} />, { api: { terms: { accept } } });

    await userEvent.click(screen.getByRole('button', { name: 'Accept the terms' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your acceptance could not be saved.');
    expect(onAccepted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the terms' }));
    expect(onAccepted).toHaveBeenCalledWith(STORED);
  });
});
