import { Link } from 'react-router';
import type { RemoteName } from '@marketplace/contracts/wire';
import type { HarnessPage } from './mount-remote-harness';

/** The harness home: a list of the remote's pages, each rendered with sample props. */
export function HarnessIndex({ remote, pages }: { remote: RemoteName; pages: HarnessPage[] }) {
  return (
    <main style={{ padding: 'var(--space-6)', fontFamily: 'var(--font-family-base)' }}>
      <h1>{remote} remote — page harness</h1>
      <p>Add ?lang=ja (or another locale) to a page address to see it translated.</p>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
