import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { fakeWalletSession } from '../testing/fake-wallet-session';
import { renderWalletScreen } from '../testing/render-wallet-screen';
import { EMPTY_NEW_PASSWORD, NewPasswordFields, isNewPasswordReady, type NewPassword } from './new-password-fields';
import { type PasswordScore, usePasswordScore } from '@marketplace/contracts/browser';
import { confirmationField, passwordField, STORED_LABEL } from '../testing/new-password';

jest.mock('./use-wallet-session', () => ({ useWalletSession: jest.fn() }));

const STRONG = 'Velvet-otter-canyon-1987!';
const meterSteps = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[aria-hidden="true"] > span')).map((step) => step.getAttribute('data-on'));

/** The fields inside a form that holds their value, as the wallet's forms do. */
function Form({ showErrors, onScore }: { showErrors: boolean; onScore: (score: PasswordScore | null) => void }) {
  const [value, setValue] = useState<NewPassword>(EMPTY_NEW_PASSWORD);
  const score = usePasswordScore(value.password);
  useEffect(() => onScore(score), [score, onScore]);
  return <NewPasswordFields value={value} onChange={setValue} score={score} showErrors={showErrors} />;
}

async function renderFields({ showErrors = false } = {}) {
  const onScore = jest.fn<void, [PasswordScore | null]>();
  const view = await renderWalletScreen(<Form showErrors={showErrors} onScore={onScore} />, fakeWalletSession());
  return { ...view, onScore };
}

describe('the new password fields', () => {
  it('judge the password as it is typed, with a meter, and report the score', async () => {
    const { container, onScore } = await renderFields();
    expect(passwordField()).toHaveAccessibleDescription('Use at least 10 characters, and avoid common words, names and keyboard patterns.');
    expect(meterSteps(container)).toEqual([null, null, null, null]);

    await userEvent.type(passwordField(), STRONG);

    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('Strength: very strong.'));
    expect(meterSteps(container)).toEqual(['strong', 'strong', 'strong', 'strong']);
    expect(onScore).toHaveBeenLastCalledWith(4);
  });

  it('show a weak password as weak, in the weak colour, without calling it an error before an attempt', async () => {
    const { container, onScore } = await renderFields();

    await userEvent.type(passwordField(), 'password123');

    await waitFor(() => expect(onScore).toHaveBeenLastCalledWith(expect.any(Number)));
    const score = onScore.mock.lastCall![0]!;
    expect(score).toBeLessThan(2);
    expect(meterSteps(container)).toEqual(['weak', null, null, null]);
    expect(passwordField()).toHaveAccessibleDescription(/^Strength: (very weak|weak)\. Use at least 10 characters, and avoid/);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('ask for the length of a short password', async () => {
    await renderFields();

    await userEvent.type(passwordField(), 'Zq#8v!');

    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(/^Strength: .+\. Use at least 10 characters\.$/));
  });

  it('say at once when the confirmation differs, and stop when it matches', async () => {
    await renderFields();
    await userEvent.type(passwordField(), STRONG);

    await userEvent.type(confirmationField(), 'Velvet');
    expect(confirmationField()).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(confirmationField()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(confirmationField(), '-otter-canyon-1987!');
    expect(confirmationField()).toHaveAccessibleDescription('');
    expect(confirmationField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('report no score once the password is emptied', async () => {
    const { onScore } = await renderFields();
    await userEvent.type(passwordField(), STRONG);
    await waitFor(() => expect(onScore).toHaveBeenLastCalledWith(4));

    await userEvent.clear(passwordField());

    await waitFor(() => expect(onScore).toHaveBeenLastCalledWith(null));
    expect(passwordField()).toHaveAccessibleDescription('Use at least 10 characters, and avoid common words, names and keyboard patterns.');
  });

  it('after an attempt, mark every missing part', async () => {
    await renderFields({ showErrors: true });

    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Confirm that you stored your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(STORED_LABEL)).toHaveAttribute('aria-invalid', 'true');
  });

  it('label every field', async () => {
    const { container } = await renderFields();

    expect(Array.from(container.querySelectorAll('input, textarea, select'))).toEqual([
      passwordField(),
      confirmationField(),
      screen.getByLabelText(STORED_LABEL),
    ]);
  });
});

describe('isNewPasswordReady', () => {
  const ready: NewPassword = { password: STRONG, confirmation: STRONG, stored: true };

  it('wants a strong, long password typed twice alike and stored', () => {
    expect(isNewPasswordReady(ready, 3)).toBe(true);
    expect(isNewPasswordReady(ready, 2)).toBe(false);
    expect(isNewPasswordReady(ready, null)).toBe(false);
    expect(isNewPasswordReady({ ...ready, confirmation: `${STRONG}!` }, 4)).toBe(false);
    expect(isNewPasswordReady({ ...ready, stored: false }, 4)).toBe(false);
    expect(isNewPasswordReady({ password: 'Zq#8v!x', confirmation: 'Zq#8v!x', stored: true }, 4)).toBe(false);
  });
});
