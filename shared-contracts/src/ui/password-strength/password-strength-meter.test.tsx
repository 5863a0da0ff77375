/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { PasswordScore } from '@marketplace/contracts/browser';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { PasswordStrengthMeter } from './password-strength-meter';

const ADVICE = 'Use at least 10 characters, and avoid common words, names and keyboard patterns.';
const EMAIL = 'guardian@marketplace.test';

async function renderMeter(password: string, score: PasswordScore | null, flagged = false) {
  const view = await renderTranslated(
    <>
      <input aria-label="New password" aria-describedby="strength" readOnly value={password} />
      <PasswordStrengthMeter id="strength" password={password} score={score} context={{ email: EMAIL, currentPassword: 'old-password-1' }} flagged={flagged} />
    </>,
  );
  const bars = Array.from(view.container.querySelectorAll('[aria-hidden="true"] > span')).map((bar) => bar.getAttribute('data-on'));
  return { field: screen.getByLabelText('New password'), bars };
}

describe('PasswordStrengthMeter', () => {
  it('gives the advice alone, with no bar lit, before anything is typed or while the score is unknown', async () => {
    const empty = await renderMeter('', null);
    expect(empty.field).toHaveAccessibleDescription(ADVICE);
    expect(empty.bars).toEqual([null, null, null, null]);
  });

  it('calls a strong password strong, with every bar lit, and no advice', async () => {
    const { field, bars } = await renderMeter('Velvet-otter-canyon-1987!', 4);
    expect(field).toHaveAccessibleDescription('Strength: very strong.');
    expect(bars).toEqual(['strong', 'strong', 'strong', 'strong']);
  });

  it('shows a weak password as weak, one bar in the weak colour, with the advice', async () => {
    const { field, bars } = await renderMeter('password123', 0);
    expect(field).toHaveAccessibleDescription(`Strength: very weak. ${ADVICE}`);
    expect(bars).toEqual(['weak', null, null, null]);
  });

  it.each([
    ['Zq#8v!', 'Use at least 10 characters.'],
    [EMAIL, "Your new password can't be your e-mail address."],
    ['old-password-1', 'Your new password must differ from the current one.'],
  ])('calls %j, which the server refuses, very weak whatever its score, and names the rule', async (password, rule) => {
    const { field, bars } = await renderMeter(password, 4);
    expect(field).toHaveAccessibleDescription(`Strength: very weak. ${rule}`);
    expect(bars).toEqual(['weak', null, null, null]);
  });

  it('says it in the error colour after a refused attempt', async () => {
    await renderMeter('password123', 0, true);
    expect(screen.getByText(/^Strength: very weak\./).className).toMatch(/error/);
  });
});
