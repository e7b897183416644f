import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Button } from '@ph/ui';
import { Modal, ModalBody, ModalHeader } from '@ph/ui/dialogs';
import type { Composition } from '../federation/composition';
import { getPageReleases, subscribePageReleases } from '../federation/releases';
import type { Overrides } from '../federation/overrides';
import { ReleasesTable } from './ReleasesTable';
import { OverridesForm } from './OverridesForm';

export interface DevtoolsProps {
  composition: Composition;
  /** What this browser stored (shown in the form even when an origin is no longer allowed). */
  stored: Overrides;
  /** The "About this page" entry: development builds, and sites that allow overrides. */
  showAbout: boolean;
  onSaveOverrides: (overrides: Overrides) => void;
}

/**
 * Developer tools of the composed page: a badge while an override is active (so nobody mistakes a
 * local build for the deployed site) and the "About this page" dialog listing the releases the page
 * runs, with the overrides form where overrides are allowed.
 */
export function Devtools({ composition, stored, showAbout, onSaveOverrides }: DevtoolsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const releases = useSyncExternalStore(subscribePageReleases, getPageReleases);
  const overridden = Object.keys(composition.active);
  if (overridden.length === 0 && !showAbout) return null;
  const title = intl.formatMessage({ id: 'shell.devtools.about.title', defaultMessage: 'About this page' });
  return (
    <div className="ph-devtools">
      {overridden.length > 0 && (
        <Badge tone="danger" className="ph-devtools-badge" role="status" data-testid="override-badge">
          {intl.formatMessage(
            {
              id: 'shell.devtools.badge',
              defaultMessage: '{count, plural, one {Local override: {remotes}} other {Local overrides: {remotes}}}',
            },
            { count: overridden.length, remotes: intl.formatList(overridden) },
          )}
        </Badge>
      )}
      {showAbout && (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          {title}
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} size="lg">
        <ModalHeader>{title}</ModalHeader>
        <ModalBody>
          <ReleasesTable releases={releases} />
          {composition.policy.enabled && (
            <OverridesForm deployed={composition.deployed} stored={stored} policy={composition.policy} onSave={onSaveOverrides} />
          )}
        </ModalBody>
      </Modal>
    </div>
  );
}
