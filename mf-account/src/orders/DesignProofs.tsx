// The design proofs of a placed order (docs/domain.md#what-the-store-keeps "client approval fileset"): for each designed
// line, the print file of the design as it was paid for, to approve or send back with a reason.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchApprovalFileset, fetchProofPrintFile, reviewApprovalFileset, type ApprovalFileset } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { useMountProps, useLoad } from '@ph/remote-kit';
import { Alert, Badge, Button, ErrorPanel, Spinner, TextAreaField } from '@ph/ui';
import { ConfirmDialog } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { FormAlert } from '../common/FormAlert';
import { errorCode } from '../boxes/api';
import { productionLabels, proofStatusLabels } from './labels';
import type { Order as AccountOrder, LineItem as OrderLineItem } from '@ph/api-client';

/** The longest review reason the API takes. */
const REASON_MAX = 2000;

export function DesignProofs({ order, onReviewed }: { order: AccountOrder; onReviewed(): void }) {
  const intl = useIntl();
  const lines = order.line_items.filter((li) => li.proof);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="acc-proofs-title" className="acc-proofs">
      <h3 id="acc-proofs-title">
        <FormattedMessage id="account.proof.title" defaultMessage="Design proofs" />
      </h3>
      <p>
        <FormattedMessage
          id="account.proof.intro"
          defaultMessage="Before we print, please check the print file of each design and approve it, or tell us what to change."
        />
      </p>
      {order.production_state && <p role="status">{intl.formatMessage(productionLabels[order.production_state])}</p>}
      <ul className="acc-proof-list">
        {lines.map((li) => (
          <ProofItem key={li.id} orderNumber={order.number} line={li} onReviewed={onReviewed} />
        ))}
      </ul>
    </section>
  );
}

function ProofItem({ orderNumber, line, onReviewed }: { orderNumber: string; line: OrderLineItem; onReviewed(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const { region } = useMountProps();
  const uuid = line.proof!.id;
  const proof = useLoad(uuid, (signal) => fetchApprovalFileset(client, uuid, signal));
  const [dialog, setDialog] = useState<'approve' | 'changes' | null>(null);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const titleId = `acc-proof-${line.id}`;
  const title = line.box_design ? `${line.name} · ${line.box_design.name}` : line.name;

  const downloadPdf = async () => {
    setDownload({ busy: true, error: null });
    try {
      const blob = await fetchProofPrintFile(client, uuid, { region });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `order-${orderNumber}-line-${line.id}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      // Give the browser the time to start the download before the URL goes.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setDownload({ busy: false, error: null });
    } catch (err) {
      setDownload({ busy: false, error: describeApiError(intl, err).message });
    }
  };

  const reviewed = (next: ApprovalFileset) => {
    proof.set(next);
    setDialog(null);
    onReviewed();
  };

  return (
    <li id={`proof-${uuid}`}>
      <article aria-labelledby={titleId} className="acc-proof">
        <h4 id={titleId}>{title}</h4>
        {proof.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.proof.loading', defaultMessage: 'Loading the proof' })} />}
        {proof.status === 'error' && <ErrorPanel headingLevel={4} message={describeApiError(intl, proof.error).message} onRetry={proof.retry} />}
        {proof.status === 'success' && (
          <>
            <p>
              <Badge tone={proof.data.attributes.status === 'approved' ? 'success' : proof.data.attributes.status === 'pending' ? 'warning' : 'info'}>
                {intl.formatMessage(proofStatusLabels[proof.data.attributes.status])}
              </Badge>
            </p>
            {proof.data.attributes.low_resolution && (
              <Alert tone="warning" role="note">
                <FormattedMessage
                  id="account.proof.lowResolution"
                  defaultMessage="Some pictures in this design print below 150 dpi and may look blurred. You can still approve it, or ask for changes."
                />
              </Alert>
            )}
            {proof.data.attributes.status === 'changes_requested' && proof.data.attributes.review_reason && (
              <p>
                <FormattedMessage id="account.proof.yourReason" defaultMessage="What you asked us to change: {reason}" values={{ reason: proof.data.attributes.review_reason }} />
              </p>
            )}
            <FormAlert message={download.error} />
            <div className="acc-proof__actions">
              <Button type="button" variant="secondary" busy={download.busy} onClick={() => void downloadPdf()}>
                <FormattedMessage id="account.proof.download" defaultMessage="Download the print PDF" />
              </Button>
              {proof.data.attributes.status === 'pending' && (
                <>
                  <Button type="button" onClick={() => setDialog('approve')}>
                    <FormattedMessage id="account.proof.approve" defaultMessage="Approve the proof" />
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => setDialog('changes')}>
                    <FormattedMessage id="account.proof.requestChanges" defaultMessage="Request changes" />
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </article>
      {dialog === 'approve' && <ApproveProofDialog uuid={uuid} name={title} onClose={() => setDialog(null)} onDone={reviewed} onStale={() => { setDialog(null); void proof.retry(); onReviewed(); }} />}
      {dialog === 'changes' && <RequestChangesDialog uuid={uuid} name={title} onClose={() => setDialog(null)} onDone={reviewed} onStale={() => { setDialog(null); void proof.retry(); onReviewed(); }} />}
    </li>
  );
}

interface ReviewDialogProps {
  uuid: string;
  name: string;
  onClose(): void;
  onDone(proof: ApprovalFileset): void;
  /** The proof was reviewed meanwhile (another tab): show what it is now. */
  onStale(): void;
}

function useReview(props: ReviewDialogProps) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (review: { status: 'approved' } | { status: 'changes_requested'; review_reason: string }) => {
    setBusy(true);
    setError(null);
    try {
      props.onDone(await reviewApprovalFileset(client, props.uuid, review));
    } catch (err) {
      if (errorCode(err) === 'proof_not_pending') return props.onStale();
      setError(describeApiError(intl, err).message);
      setBusy(false);
    }
  };
  return { busy, error, send };
}

function ApproveProofDialog(props: ReviewDialogProps) {
  const { busy, error, send } = useReview(props);
  return (
    <ConfirmDialog
      title={<FormattedMessage id="account.proof.approveTitle" defaultMessage="Approve this proof?" />}
      confirmLabel={<FormattedMessage id="account.proof.approveConfirm" defaultMessage="Approve for print" />}
      onConfirm={() => void send({ status: 'approved' })}
      onClose={props.onClose}
      busy={busy}
      error={error}
    >
      <p>
        <FormattedMessage
          id="account.proof.approveBody"
          defaultMessage="We print “{name}” exactly as in its print PDF. Please approve it only once you have checked the file."
          values={{ name: props.name }}
        />
      </p>
    </ConfirmDialog>
  );
}

function RequestChangesDialog(props: ReviewDialogProps) {
  const intl = useIntl();
  const { busy, error, send } = useReview(props);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setInvalid(intl.formatMessage({ id: 'account.proof.reasonRequired', defaultMessage: 'Please tell us what to change.' }));
      return;
    }
    setInvalid(null);
    void send({ status: 'changes_requested', review_reason: trimmed });
  };
  return (
    <ConfirmDialog
      form
      size="md"
      title={<FormattedMessage id="account.proof.changesTitle" defaultMessage="Request changes" />}
      confirmLabel={<FormattedMessage id="account.proof.changesConfirm" defaultMessage="Send back" />}
      onConfirm={submit}
      onClose={props.onClose}
      busy={busy}
      error={error}
    >
      <p>
        <FormattedMessage
          id="account.proof.changesBody"
          defaultMessage="Your note about “{name}” goes to our prepress team. Production waits until a new proof is approved."
          values={{ name: props.name }}
        />
      </p>
      <TextAreaField
        label={intl.formatMessage({ id: 'account.proof.reason', defaultMessage: 'What should we change?' })}
        value={reason}
        maxLength={REASON_MAX}
        required
        error={invalid ?? undefined}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
    </ConfirmDialog>
  );
}
