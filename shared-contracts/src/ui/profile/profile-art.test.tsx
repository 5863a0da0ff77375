/**
 * @jest-environment <rootDir>/../tooling/jest/dom-environment.cjs
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PROFILE_PICTURES } from '../../wire/entities/profile-art';
import { ProfileBanner } from './profile-banner';
import { nameInitial, ProfilePicture } from './profile-picture';

describe('ProfilePicture', () => {
  it('draws the initial of the name for DEFAULT and names the picture after the person', () => {
    render(<ProfilePicture picture="DEFAULT" name="night_owl" size={96} />);

    const picture = screen.getByRole('img', { name: 'night_owl' });
    expect(picture.querySelector('text')).toHaveTextContent(/^N$/);
    expect(picture).toHaveAttribute('width', '96');
  });

  it('draws a chosen picture (stored in any case) without an initial', () => {
    render(<ProfilePicture picture="avatar3" name="Mika" />);

    const picture = screen.getByRole('img', { name: 'Mika' });
    expect(picture).toHaveAttribute('data-picture', 'AVATAR3');
    expect(picture.querySelector('text')).toBeNull();
  });

  it('draws DEFAULT for a picture it has no art for', () => {
    render(<ProfilePicture picture="DRAGON_3" name="Zed" />);

    expect(screen.getByRole('img', { name: 'Zed' })).toHaveAttribute('data-picture', 'DEFAULT');
  });

  it.each(PROFILE_PICTURES)('has art for %s', (picture) => {
    const { container } = render(<ProfilePicture picture={picture} name="A" />);

    expect(container.querySelector('svg')).toHaveAttribute('data-picture', picture);
    expect(container.querySelectorAll('svg > *').length).toBeGreaterThan(1);
  });

  it('hides itself from screen readers when decorative', () => {
    const { container } = render(<ProfilePicture picture="AVATAR1" name="Mika" decorative />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('nameInitial', () => {
  it('keeps a character outside the basic plane whole and upper-cases latin letters', () => {
    expect(nameInitial(' émile')).toBe('É');
    expect(nameInitial('𠮷野家')).toBe('𠮷');
    expect(nameInitial('')).toBe('?');
  });
});

describe('ProfileBanner', () => {
  it('draws a known banner and falls back to banner0, hidden from screen readers', () => {
    const { container } = render(
      <>
        <ProfileBanner banner="banner6" />
        <ProfileBanner banner="banner42" className="tall" />
      </>,
    );

    const [known, unknown] = Array.from(container.querySelectorAll('[data-banner]'));
    expect(known).toHaveAttribute('data-banner', 'banner6');
    expect(known).toHaveAttribute('aria-hidden', 'true');
    expect(unknown).toHaveAttribute('data-banner', 'banner0');
    expect(unknown?.className).toContain('tall');
  });
});
