import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardStyles, LoadError, VisuallyHidden } from '@marketplace/contracts/ui';
import { composedBuildsQuery } from '../federation/composed-builds-query';
import { contractsVersionOf, shellBuildVersion } from '../federation/composition-log';
import type { RemoteBuild } from '../federation/read-composed-builds';
import type { ManifestSource } from '../federation/remote-manifests';
import { composedManifests } from '../federation/remote-registry';
import { shellSingletonVersions } from '../federation/shell-singleton-versions';
import { AdminTableHead } from './admin-table-head';
import styles from './build-versions.module.css';

/** One skeleton row per remote the site composes. */
const REMOTE_ROWS = ['account', 'merchant', 'wallet', 'legal'] as const;
const COLUMNS = ['app', 'build', 'contracts', 'manifest'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Each cell carries its column's name: on a phone the header row is hidden and every row stands as a
 * small card, each value under its column's name (drawn by the CSS only; screen readers keep the table).
 */
function useColumnLabel(): (column: Column) => { 'data-label': string } {
  const { t } = useTranslation();
  return (column) => ({ 'data-label': t(`admin.builds.${column}`) });
}

const SOURCE_LABELS: Record<ManifestSource, string> = {
  live: 'admin.builds.source.live',
  pinned: 'admin.builds.source.pinned',
  canary: 'admin.builds.source.canary',
  'debug-override': 'admin.builds.source.debugOverride',
};

function RemoteBuildRow({ build }: { build: RemoteBuild }) {
  const { t } = useTranslation();
  const label = useColumnLabel();
  const { remote, manifest, readable, buildVersion, contracts, skews } = build;
  return (
    <tr data-app={remote}>
      <th scope="row">{t(`admin.builds.apps.${remote}`)}</th>
      <td className={styles.version} {...label('build')}>
        {readable ? (buildVersion ?? t('admin.builds.unstamped')) : t('admin.builds.unreadable')}
      </td>
      <td {...label('contracts')}>
        <span className={styles.version}>{contracts ?? '—'}</span>
        {skews.map(({ pkg, remoteVersion, hostVersion }) => (
          <span key={pkg} className={styles.refused}>
            {t('admin.builds.refused', { pkg, remoteVersion, shellVersion: hostVersion })}
          </span>
        ))}
      </td>
      <td {...label('manifest')}>
        <span className={styles.source}>{t(SOURCE_LABELS[manifest.source])}</span>
        <span className={styles.url}>{manifest.url}</span>
      </td>
    </tr>
  );
}

/** The rows of the remotes while their manifests are read: the table's own shape, so nothing moves when they arrive. */
function RemoteBuildRowsSkeleton() {
  const label = useColumnLabel();
  return (
    <>
      {REMOTE_ROWS.map((remote) => (
        <tr key={remote} data-testid="build-row-skeleton">
          {COLUMNS.map((column) => (
            <td key={column} {...label(column)}>
              <span aria-hidden="true" className={column === 'build' || column === 'manifest' ? styles.skeletonLine : styles.skeletonLineShort} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/**
 * The builds the site is composed of, for the ADMIN: the shell's own (stamped into its page) and each
 * remote's, read afresh from the manifest the next page load takes it from, with the contracts
 * version each was built against and whether the shell refuses it.
 */
export function BuildVersions() {
  const { t } = useTranslation();
  const [shellVersions] = useState(shellSingletonVersions);
  const builds = useQuery(composedBuildsQuery(composedManifests, shellVersions));
  const label = useColumnLabel();

  const shellContracts = contractsVersionOf(Object.entries(shellVersions).map(([name, version]) => ({ name, version })));
  return (
    <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="builds-heading">
      <h2 id="builds-heading" className={cardStyles.heading}>
        {t('admin.builds.heading')}
      </h2>
      <p className={cardStyles.intro}>{t('admin.builds.intro')}</p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <AdminTableHead columns={[t('admin.builds.app'), t('admin.builds.build'), t('admin.builds.contracts'), t('admin.builds.manifest')]} />
          <tbody>
            <tr data-app="shell">
              <th scope="row">{t('admin.builds.apps.shell')}</th>
              <td className={styles.version} {...label('build')}>
                {shellBuildVersion() ?? t('admin.builds.unstamped')}
              </td>
              <td className={styles.version} {...label('contracts')}>
                {shellContracts ?? '—'}
              </td>
              <td {...label('manifest')}>{t('admin.builds.thisPage')}</td>
            </tr>
            {builds.isPending && <RemoteBuildRowsSkeleton />}
            {builds.data?.map((build) => (
              <RemoteBuildRow key={build.remote} build={build} />
            ))}
          </tbody>
        </table>
      </div>
      {builds.isPending && <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>}
      {builds.isError && <LoadError message={t('admin.builds.loadError')} onRetry={() => void builds.refetch()} />}
    </section>
  );
}
