import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractsVersionOf, shellBuildVersion } from '../federation/composition-log';
import { readComposedBuilds, type RemoteBuild } from '../federation/read-composed-builds';
import type { ManifestSource } from '../federation/remote-manifests';
import { registeredManifests } from '../federation/remote-registry';
import { shellSingletonVersions } from '../federation/shell-singleton-versions';
import styles from './build-versions.module.css';

const SOURCE_LABELS: Record<ManifestSource, string> = {
  live: 'admin.builds.source.live',
  pinned: 'admin.builds.source.pinned',
  canary: 'admin.builds.source.canary',
  'debug-override': 'admin.builds.source.debugOverride',
};

function RemoteBuildRow({ build }: { build: RemoteBuild }) {
  const { t } = useTranslation();
  const { remote, manifest, readable, buildVersion, contracts, skews } = build;
  return (
    <tr data-app={remote}>
      <th scope="row">{t(`admin.builds.apps.${remote}`)}</th>
      <td className={styles.version}>{readable ? (buildVersion ?? t('admin.builds.unstamped')) : t('admin.builds.unreadable')}</td>
      <td>
        <span className={styles.version}>{contracts ?? '—'}</span>
        {skews.map(({ pkg, remoteVersion, hostVersion }) => (
          <span key={pkg} className={styles.refused}>
            {t('admin.builds.refused', { pkg, remoteVersion, shellVersion: hostVersion })}
          </span>
        ))}
      </td>
      <td>
        <span className={styles.source}>{t(SOURCE_LABELS[manifest.source])}</span>
        <span className={styles.url}>{manifest.url}</span>
      </td>
    </tr>
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
  const [builds, setBuilds] = useState<RemoteBuild[] | null>(null);

  useEffect(() => {
    let current = true;
    void readComposedBuilds(registeredManifests(), shellVersions).then((read) => current && setBuilds(read));
    return () => {
      current = false;
    };
  }, [shellVersions]);

  const shellContracts = contractsVersionOf(Object.entries(shellVersions).map(([name, version]) => ({ name, version })));
  return (
    <section className={styles.card} aria-labelledby="builds-heading">
      <h2 id="builds-heading" className={styles.heading}>
        {t('admin.builds.heading')}
      </h2>
      <p className={styles.intro}>{t('admin.builds.intro')}</p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.builds.app')}</th>
              <th scope="col">{t('admin.builds.build')}</th>
              <th scope="col">{t('admin.builds.contracts')}</th>
              <th scope="col">{t('admin.builds.manifest')}</th>
            </tr>
          </thead>
          <tbody>
            <tr data-app="shell">
              <th scope="row">{t('admin.builds.apps.shell')}</th>
              <td className={styles.version}>{shellBuildVersion() ?? t('admin.builds.unstamped')}</td>
              <td className={styles.version}>{shellContracts ?? '—'}</td>
              <td>{t('admin.builds.thisPage')}</td>
            </tr>
            {builds === null ? (
              <tr>
                <td colSpan={4} role="status">
                  {t('app.loading')}
                </td>
              </tr>
            ) : (
              builds.map((build) => <RemoteBuildRow key={build.remote} build={build} />)
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
