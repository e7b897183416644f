import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { BoxDesign } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { RouteLink, useDesignThumbnail, useLoad } from '@ph/remote-kit';
import { Badge, Button, buttonClassName, EmptyState, ErrorPanel, Icon, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { accountTracker, ACCOUNT_PAGE_SOURCE } from '../analytics/tracker';
import { loadMyDesigns } from './api';
import { DeleteDesignDialog, DuplicateDesignDialog, ShareDesignDialog } from './DesignDialogs';

type Dialog = { kind: 'delete' | 'duplicate' | 'share'; design: BoxDesign } | null;

/** `/account/boxes`: the shopper's saved designs, to open in the editor, duplicate, share or delete. */
export function BoxesPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const designs = useLoad('designs', (signal) => loadMyDesigns(client, signal));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const tracker = accountTracker(client);

  const heading = (
    <h2 id="acc-boxes-title">
      <FormattedMessage id="account.boxes.title" defaultMessage="Your designs" />
    </h2>
  );
  if (designs.status === 'loading') {
    return (
      <section aria-labelledby="acc-boxes-title">
        {heading}
        <Spinner label={intl.formatMessage({ id: 'account.boxes.loading', defaultMessage: 'Loading your designs' })} />
      </section>
    );
  }
  if (designs.status === 'error') {
    return (
      <section aria-labelledby="acc-boxes-title">
        {heading}
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.boxes.loadFailed', defaultMessage: 'Your designs could not be loaded' })}
          message={describeApiError(intl, designs.error).message}
          onRetry={designs.retry}
        />
      </section>
    );
  }
  const { designs: list, count } = designs.data;
  const replace = (next: BoxDesign[], diff: number) => designs.set({ designs: next, count: count + diff });

  return (
    <section aria-labelledby="acc-boxes-title">
      {heading}
      <p role="status" className="acc-boxes-status">
        {done}
      </p>
      {list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={<FormattedMessage id="account.boxes.empty" defaultMessage="You have no saved designs yet." />}
          actions={
            <RouteLink to="productSelect">
              <FormattedMessage id="account.boxes.start" defaultMessage="Choose a box to design" />
            </RouteLink>
          }
        >
          <FormattedMessage id="account.boxes.emptyBody" defaultMessage="Designs you save in the box editor appear here, ready to open, share or order." />
        </EmptyState>
      ) : (
        <>
          {count > list.length && (
            <p>
              <FormattedMessage id="account.boxes.partial" defaultMessage="Showing the {shown} most recently changed of your {count, plural, one {# design} other {# designs}}." values={{ shown: list.length, count }} />
            </p>
          )}
          <ul className="acc-design-list">
            {list.map((d) => (
              <DesignCard key={d.id} design={d} onAction={(kind) => setDialog({ kind, design: d })} />
            ))}
          </ul>
        </>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDesignDialog
          design={dialog.design}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            tracker.track('Design Deleted', { source: ACCOUNT_PAGE_SOURCE, design_id: dialog.design.id });
            replace(list.filter((d) => d.id !== dialog.design.id), -1);
            setDone(intl.formatMessage({ id: 'account.boxes.deleted', defaultMessage: '“{name}” is deleted.' }, { name: dialog.design.name }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateDesignDialog
          design={dialog.design}
          onClose={() => setDialog(null)}
          onDuplicated={(copy) => {
            tracker.track('Design Duplicated', { source: ACCOUNT_PAGE_SOURCE, design_id: dialog.design.id, copy_id: copy.id, shared: false });
            replace([copy, ...list], 1);
            setDone(intl.formatMessage({ id: 'account.boxes.duplicated', defaultMessage: '“{name}” is added to your designs.' }, { name: copy.name }));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareDesignDialog
          design={dialog.design}
          onClose={() => setDialog(null)}
          onShared={() => {
            tracker.track('Design Shared', { source: ACCOUNT_PAGE_SOURCE, design_id: dialog.design.id });
            replace(list.map((d) => (d.id === dialog.design.id ? { ...d, shared: true } : d)), 0);
          }}
        />
      )}
    </section>
  );
}

function DesignCard({ design: d, onAction }: { design: BoxDesign; onAction(kind: 'delete' | 'duplicate' | 'share'): void }) {
  const { client } = useAccountSession();
  const thumb = useDesignThumbnail(client, d.thumbnail_url, d.version);
  const titleId = `acc-design-${d.id}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="acc-design">
        <div className="acc-design__thumb">
          {/* The name is the card's heading; the picture adds nothing a screen reader needs. */}
          {thumb ? <img src={thumb} alt="" width={120} height={120} /> : <Icon name="box" />}
        </div>
        <div className="acc-design__body">
          <h3 id={titleId}>{d.name}</h3>
          <p>
            <FormattedMessage
              id="account.boxes.size"
              defaultMessage="Inner size {length} × {width} × {height} mm"
              values={{ length: d.size.length, width: d.size.width, height: d.size.height }}
            />
          </p>
          <p>
            <FormattedMessage id="account.boxes.changed" defaultMessage="Last changed {date}" values={{ date: <FormattedDate key="date" value={d.updated_at} dateStyle="medium" /> }} />{' '}
            <Badge tone={d.status === 'saved' ? 'success' : 'neutral'}>
              {d.status === 'saved' ? (
                <FormattedMessage id="account.boxes.status.saved" defaultMessage="Saved" />
              ) : (
                <FormattedMessage id="account.boxes.status.draft" defaultMessage="Draft" />
              )}
            </Badge>
            {d.shared && (
              <>
                {' '}
                <Badge tone="info">
                  <FormattedMessage id="account.boxes.status.shared" defaultMessage="Shared" />
                </Badge>
              </>
            )}
          </p>
          <div className="acc-design__actions" role="group" aria-labelledby={titleId}>
            <RouteLink to="boxById" params={{ boxId: d.id }} className={buttonClassName({ size: 'sm' })}>
              <FormattedMessage id="account.boxes.open" defaultMessage="Open in the editor" />
            </RouteLink>
            <Button type="button" size="sm" variant="secondary" onClick={() => onAction('duplicate')}>
              <FormattedMessage id="account.boxes.duplicate" defaultMessage="Duplicate" />
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => onAction('share')}>
              <FormattedMessage id="account.boxes.share" defaultMessage="Share" />
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => onAction('delete')}>
              <FormattedMessage id="account.boxes.delete" defaultMessage="Delete" />
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
