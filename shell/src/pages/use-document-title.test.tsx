import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { usePageTitle } from '@marketplace/contracts/ui';
import kit from '../../../shared-contracts/messages/en.json';
import en from '../../messages/en.json';
import { useDocumentTitle } from './use-document-title';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en, kit } }, interpolation: { escapeValue: false } });
});

function NamedPage({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

function Route({ title, name }: { title: string; name: string | null }) {
  useDocumentTitle(title);
  return name === null ? null : <NamedPage name={name} />;
}

describe("the route's document title", () => {
  it('is the route title while the page has no name of its own', () => {
    render(<Route title="My collection" name={null} />);
    expect(document.title).toBe('My collection | Marketplace');
  });

  it("gives way to the page's own name when both arrive in the same commit (a route change to a page already in memory)", () => {
    const { rerender } = render(<Route title="My collection" name={null} />);
    rerender(<Route title="Collectible" name="Spirit Shard" />);
    expect(document.title).toBe('Spirit Shard | Marketplace');
  });
});
