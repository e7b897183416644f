/* eslint-disable ph/no-literal-string-in-jsx -- the notice is bilingual, English and Czech, whatever the
   page's language (docs/domain.md#regions-languages-and-routes); its text is the same for every visitor. */
import { useEffect, useRef } from 'react';
import { Button } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

export { shouldShowRegionMigration } from './regionMigration';

/** Old regional site → main site; drawn inline so the notice needs no extra request, coloured by tokens (styles.ts). */
function Infographic() {
  return (
    <svg viewBox="0 0 320 120" width="320" height="120" role="img" aria-label="packhelp.cz → packhelp.com">
      <rect className="ph-consent-migration__old" x="8" y="30" width="110" height="60" rx="8" strokeDasharray="6 4" />
      <text className="ph-consent-migration__old-name" x="63" y="65" textAnchor="middle" fontSize="14">
        packhelp.cz
      </text>
      <path className="ph-consent-migration__arrow" d="M128 60h54" strokeWidth="4" />
      <path className="ph-consent-migration__arrow" d="M178 48l16 12-16 12z" />
      <rect className="ph-consent-migration__new" x="202" y="22" width="110" height="76" rx="8" />
      <text className="ph-consent-migration__new-name" x="257" y="58" textAnchor="middle" fontSize="15" fontWeight="700">
        packhelp.com
      </text>
      <text className="ph-consent-migration__new-name" x="257" y="80" textAnchor="middle" fontSize="11">
        EN · CZ
      </text>
    </svg>
  );
}

/**
 * Bilingual on purpose (English and Czech side by side, whatever the page language): the visitor
 * arrives from the Czech site and may not read the main site's language yet.
 */
export function RegionMigrationNotice({ onClose, onShown, container }: { onClose(): void; onShown(): void; container?: Element }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    onShown();
  }, [onShown]);
  return (
    <Modal onClose={onClose} size="md" container={container} className="ph-consent-migration">
      <ModalHeader>Packhelp.cz is now Packhelp.com · Packhelp.cz je nyní Packhelp.com</ModalHeader>
      <ModalBody>
        <Infographic />
        <div lang="en">
          <p>
            Our Czech regional site is no longer available. You are now on our main site, with a larger selection of
            products and an improved experience. Your account and previous orders are available here.
          </p>
        </div>
        <div lang="cs">
          <p>
            Naše česká regionální stránka již není k dispozici. Nyní jste na naší hlavní stránce s větším výběrem produktů
            a lepším zážitkem. Váš účet a předchozí objednávky najdete zde.
          </p>
        </div>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose}>
          Continue · Pokračovat
        </Button>
      </ModalFooter>
    </Modal>
  );
}
