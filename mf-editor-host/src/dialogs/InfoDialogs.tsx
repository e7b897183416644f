import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { searchHelpPosts, type HelpPostSummary } from '@ph/api-client/help';
import { useRegion } from '@ph/i18n';
import { pageApiClient } from '@ph/session';
import { Button } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

/**
 * The help centre's articles on the dialog's subject (the API's help posts of those categories, in the
 * page's language and store), each opening its landing page in a new tab so the design stays open.
 * Nothing is shown until they arrive, or when the help centre cannot answer: the rules above stand alone.
 */
function HelpArticles({ categories }: { categories: readonly string[] }) {
  const intl = useIntl();
  const { code } = useRegion();
  const lang = intl.locale.slice(0, 2);
  const [posts, setPosts] = useState<HelpPostSummary[]>([]);
  const wanted = categories.join(',');
  useEffect(() => {
    const abort = new AbortController();
    const client = pageApiClient(code);
    Promise.all(wanted.split(',').map((category) => searchHelpPosts(client, { category, lang, region: code, limit: 2 }, abort.signal))).then(
      (lists) => setPosts(lists.flat()),
      () => undefined,
    );
    return () => abort.abort();
  }, [code, lang, wanted]);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="editor-help-articles">
      <h3 id="editor-help-articles">
        <FormattedMessage id="editor.help.title" defaultMessage="In the help centre (opens in a new tab)" />
      </h3>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>
            <a href={post.path} target="_blank" rel="noopener">
              {post.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InfoDialog({ title, children, onClose }: { title: ReactNode; children: ReactNode; onClose(): void }) {
  return (
    <Modal onClose={onClose} size="md">
      <ModalHeader>{title}</ModalHeader>
      <ModalBody>{children}</ModalBody>
      <ModalFooter>
        <Button type="button" onClick={onClose} data-autofocus>
          <FormattedMessage id="editor.dialog.understood" defaultMessage="Understood" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}

const GUIDELINE_TOPICS = ['print-quality', 'artwork'] as const;
const BEST_PRACTICE_TOPICS = ['materials'] as const;

/** "Guidelines": the print rules behind the editor's warnings. */
export function GuidelinesDialog({ onClose }: { onClose(): void }) {
  return (
    <InfoDialog title={<FormattedMessage id="editor.guidelines.title" defaultMessage="Artwork guidelines" />} onClose={onClose}>
      <ul>
        <li>
          <FormattedMessage
            id="editor.guidelines.dpi"
            defaultMessage="Print needs 300 pixels per inch (dpi) at the size an image is placed. Below 300 dpi the editor warns; below 150 dpi the print will look blurred. You can still order: the choice is yours."
          />
        </li>
        <li>
          <FormattedMessage
            id="editor.guidelines.limit"
            defaultMessage="Images may be at most 7000 pixels wide and high: that is enough for 59 cm at 300 dpi, larger than any side of our boxes, and keeps uploads fast."
          />
        </li>
        <li>
          <FormattedMessage
            id="editor.guidelines.bleed"
            defaultMessage="Background colours and images that should reach the edge must cover the bleed, the zone beyond the edge that is trimmed off. Otherwise a thin unprinted line may show."
          />
        </li>
        <li>
          <FormattedMessage
            id="editor.guidelines.safe"
            defaultMessage="Keep text and logos inside the safe area (dashed line): cutting and folding can shift by a millimetre or two."
          />
        </li>
        <li>
          <FormattedMessage id="editor.guidelines.types" defaultMessage="Accepted files: PDF, PNG, JPG and SVG. Vector files (PDF, SVG) print sharp at any size." />
        </li>
      </ul>
      <HelpArticles categories={GUIDELINE_TOPICS} />
    </InfoDialog>
  );
}

/** "Best practices": how to get a good-looking box. */
export function BestPracticesDialog({ onClose }: { onClose(): void }) {
  return (
    <InfoDialog title={<FormattedMessage id="editor.best.title" defaultMessage="Best practices" />} onClose={onClose}>
      <ul>
        <li>
          <FormattedMessage id="editor.best.vector" defaultMessage="Use your logo as a vector file (SVG or PDF) when you have one." />
        </li>
        <li>
          <FormattedMessage id="editor.best.contrast" defaultMessage="Choose strong contrast between text and background; thin light lines on kraft board fade." />
        </li>
        <li>
          <FormattedMessage id="editor.best.colours" defaultMessage="Colours on board look slightly darker than on screen. Few colours (at most 32) keep the print clean." />
        </li>
        <li>
          <FormattedMessage id="editor.best.3d" defaultMessage="Check every side in the 3D view: the top is seen with the back of the box above it." />
        </li>
      </ul>
      <HelpArticles categories={BEST_PRACTICE_TOPICS} />
    </InfoDialog>
  );
}
