import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KYC_STEPS, type KycStep, type KycVerification, kycStatusOf } from '@marketplace/contracts/wire';
import { RILEY, renderProgrammePage, resetProgrammeScene, toastsShown } from '../testing/render-programme-page';
import { KycSection } from './kyc-section';

afterEach(resetProgrammeScene);

function verification(done: KycStep[], available = true): KycVerification {
  return {
    available,
    provider: available ? 'LOCAL' : null,
    status: kycStatusOf(new Set(done)),
    steps: KYC_STEPS.map((step) => ({ step, status: done.includes(step) ? 'DONE' : 'TODO' })),
    updatedTime: done.length > 0 ? '2026-11-25T12:00:00.000Z' : null,
  };
}

/** The stand-in as the API runs it: each step completed in turn. */
function localProvider() {
  const done: KycStep[] = [];
  return {
    kyc: {
      status: jest.fn(async () => verification(done)),
      completeStep: jest.fn(async (step: KycStep) => {
        done.push(step);
        return verification(done);
      }),
    },
  };
}

describe('the identity verification section', () => {
  it('shows the four steps, the first one next, and the local stand-in clearly labelled', async () => {
    await renderProgrammePage(<KycSection />, { api: localProvider(), signedInAs: RILEY });

    expect(await screen.findByText('Not started')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Verification steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('Identity document'),
      expect.stringContaining('Selfie'),
      expect.stringContaining('Address'),
      expect.stringContaining('Review'),
    ]);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Local stand-in')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Local verification provider (development only)' })).toBeInTheDocument();
  });

  it('walks the stand-in through every step to verified, saying each', async () => {
    const api = localProvider();
    const toasts = toastsShown();
    await renderProgrammePage(<KycSection />, { api, signedInAs: RILEY });

    for (const name of ['Identity document', 'Selfie', 'Address', 'Review']) {
      await userEvent.click(await screen.findByRole('button', { name: `Complete step: ${name}` }));
    }

    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Every step is complete.')).toBeInTheDocument();
    expect(api.kyc.completeStep.mock.calls.map(([step]) => step)).toEqual(['identity-document', 'selfie', 'address', 'review']);
    expect(toasts.at(-1)).toEqual({ tone: 'success', message: 'Your identity is verified.' });
  });

  it('says verification is not available where no provider runs, and offers no step', async () => {
    await renderProgrammePage(<KycSection />, { api: { kyc: { status: async () => verification([], false) } }, signedInAs: RILEY });

    expect(await screen.findByRole('heading', { name: 'Verification is not available here' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Local stand-in')).not.toBeInTheDocument();
  });

  it('says the status could not be read, and reads it again on retry', async () => {
    const status = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(verification([]));
    await renderProgrammePage(<KycSection />, { api: { kyc: { status } }, signedInAs: RILEY });

    expect(await screen.findByText('Your verification status could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Not started')).toBeInTheDocument();
  });
});
