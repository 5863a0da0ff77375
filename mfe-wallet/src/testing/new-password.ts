import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The "I stored it" box's label in the English catalogue. */
export const STORED_LABEL = 'I have stored this password safely. Nobody, not even support, can recover it for me.';

export const passwordField = () => screen.getByLabelText('Wallet password');
export const confirmationField = () => screen.getByLabelText('Repeat the wallet password');
export const storedBox = () => screen.getByLabelText(STORED_LABEL);

/**
 * Types a new wallet password the way a person does (password, confirmation, and by default the
 * "I stored it" box), and waits until its strength has been judged. Answers the user-event session.
 */
export async function typeNewPassword(password: string, confirmation = password, stored = true) {
  const user = userEvent.setup();
  await user.type(passwordField(), password);
  await user.type(confirmationField(), confirmation);
  if (stored) await user.click(storedBox());
  await waitFor(() => expect(passwordField()).toHaveAccessibleDescription(/^Strength: /));
  return user;
}
