import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchAuditLog, type AuditLogEntry } from '@ph/api-client/audit';
import { describeApiError } from '@ph/api-errors';
import { Button, ErrorPanel, SelectField, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { auditText } from './auditText';
import { CursorPager, useCursorPages } from './CursorPager';
import { useLoad } from '@ph/remote-kit';

const PAGE_SIZE = 50;
const ALL = '';

/** The kinds of entries, by the prefix of their action (the API filters by prefix). */
const ACTION_GROUPS = [
  { value: 'orders', label: auditText.groupOrders },
  { value: 'shipments', label: auditText.groupShipments },
  { value: 'data_rights', label: auditText.groupDataRights },
  { value: 'manager', label: auditText.groupManagers },
] as const;

/** A detail's value as text: what the API recorded, objects as compact JSON (an order's lines, a manager call's body). */
function detailText(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Details({ details }: { details: AuditLogEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <>–</>;
  return (
    <dl>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd className="acc-prewrap">{detailText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `/account/back-office/audit-log`: what managers and operators did (who, when, what, to which
 * customer), newest first, by kind of action or by one staff member, a page at a time going back in
 * time (the API pages by entry, so a new entry never shifts the page being read).
 */
export function AuditLogPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [action, setAction] = useState<string>(ALL);
  const [actor, setActor] = useState<{ id: number; email: string | null } | null>(null);
  const pages = useCursorPages<number>();
  const before = pages.cursor;
  const key = `${action}:${actor?.id ?? ''}:${before ?? ''}`;
  const log = useLoad(key, (signal) => fetchAuditLog(client, { action: action || undefined, actor_user_id: actor?.id, before, per_page: PAGE_SIZE }, signal));

  const restart = (apply: () => void) => {
    apply();
    pages.restart();
  };

  return (
    <section aria-labelledby="acc-bo-audit">
      <h2 id="acc-bo-audit">
        <FormattedMessage {...auditText.title} />
      </h2>
      <p>
        <FormattedMessage {...auditText.intro} />
      </p>
      <form className="acc-filters" aria-label={intl.formatMessage(auditText.filters)} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={intl.formatMessage(auditText.kind)}
          value={action}
          options={[{ value: ALL, label: intl.formatMessage(auditText.all) }, ...ACTION_GROUPS.map((g) => ({ value: g.value, label: intl.formatMessage(g.label) }))]}
          onChange={(e) => restart(() => setAction(e.target.value))}
        />
      </form>
      {actor && (
        <div className="acc-actions">
          <p role="status">{intl.formatMessage(auditText.onlyActor, { who: actor.email ?? `#${actor.id}` })}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => restart(() => setActor(null))}>
            <FormattedMessage {...auditText.everyone} />
          </Button>
        </div>
      )}
      {log.status === 'loading' && <Spinner label={intl.formatMessage(auditText.loading)} />}
      {log.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, log.error, { fallback: auditText.loadError }).message} onRetry={log.retry} />}
      {log.status === 'success' && log.data.entries.length === 0 && (
        <p>
          <FormattedMessage {...(pages.depth > 0 ? auditText.noOlder : auditText.empty)} />
        </p>
      )}
      {log.status === 'success' && log.data.entries.length > 0 && (
        <div className="acc-table-wrap">
          <table className="acc-table">
            <caption>{intl.formatMessage(auditText.caption, { count: log.data.entries.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(auditText.colWhen)}</th>
                <th scope="col">{intl.formatMessage(auditText.colWho)}</th>
                <th scope="col">{intl.formatMessage(auditText.colWhat)}</th>
                <th scope="col">{intl.formatMessage(auditText.colCustomer)}</th>
                <th scope="col">{intl.formatMessage(auditText.colDetails)}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <FormattedDate value={e.created_at} dateStyle="medium" timeStyle="medium" />
                  </th>
                  <td>
                    {e.actor_user_id === null ? (
                      intl.formatMessage(auditText.system)
                    ) : actor ? (
                      (e.actor_email ?? `#${e.actor_user_id}`)
                    ) : (
                      <Button
                        type="button"
                        variant="link"
                        aria-label={intl.formatMessage(auditText.filterByActor, { who: e.actor_email ?? `#${e.actor_user_id}` })}
                        onClick={() => restart(() => setActor({ id: e.actor_user_id as number, email: e.actor_email }))}
                      >
                        {e.actor_email ?? `#${e.actor_user_id}`}
                      </Button>
                    )}
                  </td>
                  <td>
                    <code>{e.action}</code>
                  </td>
                  <td>{e.subject_user_id === null ? '–' : `#${e.subject_user_id}`}</td>
                  <td>
                    <Details details={e.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.status === 'success' && <CursorPager pages={pages} next={log.data.next_before} text={{ label: intl.formatMessage(auditText.pagerLabel), newer: auditText.newer, older: auditText.older }} />}
    </section>
  );
}
