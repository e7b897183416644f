import { useIntl } from 'react-intl';
import type { PageReleases, ReleaseInfo } from '../federation/releases';

function Release({ release }: { release: ReleaseInfo }) {
  const intl = useIntl();
  return (
    <>
      <td>
        {release.name}@{release.version}
      </td>
      <td>
        <code title={release.commit}>{release.commit.slice(0, 7)}</code>
        {release.dirty ? ` ${intl.formatMessage({ id: 'shell.devtools.releases.dirty', defaultMessage: '(uncommitted changes)' })}` : ''}
      </td>
      <td>{release.builtAt ? intl.formatDate(release.builtAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—'}</td>
    </>
  );
}

/** The shell's release and each remote's, as the page loaded them. */
export function ReleasesTable({ releases }: { releases: PageReleases }) {
  const intl = useIntl();
  return (
    <table className="ph-devtools-table">
      <caption>{intl.formatMessage({ id: 'shell.devtools.releases.caption', defaultMessage: 'Releases on this page' })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'shell.devtools.releases.part', defaultMessage: 'Part' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'shell.devtools.releases.release', defaultMessage: 'Release' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'shell.devtools.releases.commit', defaultMessage: 'Commit' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'shell.devtools.releases.built', defaultMessage: 'Built' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'shell.devtools.releases.source', defaultMessage: 'Loaded from' })}</th>
        </tr>
      </thead>
      <tbody>
        <tr data-remote="shell">
          <th scope="row">{intl.formatMessage({ id: 'shell.devtools.releases.shell', defaultMessage: 'Page frame (shell)' })}</th>
          {releases.shell ? <Release release={releases.shell} /> : <td colSpan={3}>—</td>}
          <td>{window.location.origin}</td>
        </tr>
        {Object.entries(releases.remotes).map(([key, entry]) => (
          <tr key={key} data-remote={key}>
            <th scope="row">{key}</th>
            {entry.release ? (
              <Release release={entry.release} />
            ) : (
              <td colSpan={3}>
                {entry.status === 'failed'
                  ? intl.formatMessage({ id: 'shell.devtools.releases.failed', defaultMessage: 'Could not be loaded' })
                  : intl.formatMessage({ id: 'shell.devtools.releases.pending', defaultMessage: 'Not loaded on this page yet' })}
              </td>
            )}
            <td>
              <span className="ph-devtools-url">{entry.manifest}</span>
              {entry.overridden ? <strong> {intl.formatMessage({ id: 'shell.devtools.releases.overridden', defaultMessage: '(local override)' })}</strong> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
