/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderTranslated } from '../../../../tooling/testing/render-translated';
import { PasswordField } from './password-field';
import { TwoFactorCodeField } from './two-factor-code-field';

function Password({ error, invalid }: { error?: string; invalid?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField label="Current password" autoComplete="current-password" value={value} onChange={setValue} error={error} invalid={invalid} />;
}

function Code({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TwoFactorCodeField value={value} onChange={setValue} error={error} />;
}

describe('PasswordField', () => {
  it('is labelled, hides what is typed, and shows it on request and hides it again', async () => {
    await renderTranslated(<Password />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Current password');

    await user.type(field, 'demo-password-1');
    expect(field).toHaveValue('demo-password-1');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Show Current password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Current password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide Current password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('says what is wrong under the field and reads it with the field', async () => {
    await renderTranslated(<Password error="Type your current password." />);

    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Type your current password.');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is marked wrong without a message of its own when the form says why, and not wrong otherwise', async () => {
    const { rerender } = await renderTranslated(<Password invalid />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    rerender(<Password />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('TwoFactorCodeField', () => {
  it('is labelled and described by its hint', async () => {
    await renderTranslated(<Code />);

    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveAccessibleDescription('The code your authenticator app shows now.');
  });

  it('keeps only digits, at most six, and offers the number pad and one-time-code autofill', async () => {
    await renderTranslated(<Code />);
    const user = userEvent.setup();
    const code = screen.getByLabelText('6-digit code');

    await user.type(code, '12ab3-4 5');
    expect(code).toHaveValue('12345');
    await user.type(code, '67');
    expect(code).toHaveValue('123456');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps the six digits of a pasted "123 456"', async () => {
    await renderTranslated(<Code />);
    const user = userEvent.setup();
    const code = screen.getByLabelText('6-digit code');

    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
  });

  it('says what is wrong after its hint, and marks the field', async () => {
    await renderTranslated(<Code error="Type the 6 digits your app shows." />);

    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAccessibleDescription('The code your authenticator app shows now. Type the 6 digits your app shows.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });
});
