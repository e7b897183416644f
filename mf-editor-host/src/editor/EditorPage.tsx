import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DESIGN_FACES, isApiError, updateDesign, uploadArtwork, type ApiClient, type BoxDesign, type DesignFace, type DesignPlacement } from '@ph/api-client';
import { BlockingOverlay, Button, Spinner } from '@ph/ui';
import { applyEdit, facesToSave, findObject, placeImage, placeText, readDocument, type Edit } from '../model/document';
import { historyReducer, startHistory } from '../model/history';
import { checkObject, dielineOf } from '../model/checks';
import { FACE_LABELS } from '../model/labels';
import { loadDesignFonts } from '../text/fonts';
import { thumbnailDataUrl } from '../render/drawDesign';
import { drawColoursFor, DRAW_COLOURS } from '../render/colours';
import { editorTracker } from '../analytics/tracker';
import { FaceCanvas, type LivePlacement } from './FaceCanvas';
import { primeArtwork, useArtworkImages } from './useArtworkImages';
import { primeArtworkFacts, useArtworkFacts } from './useArtworkFacts';
import { useElementWidth, useNarrowScreen } from './layout';
import { SidePicker } from '../panels/SidePicker';
import { UploadPanel, UploadProgress, type UploadState } from '../panels/UploadPanel';
import { TextPanel, PT_TO_MM } from '../panels/TextPanel';
import { BackgroundPanel } from '../panels/BackgroundPanel';
import { ObjectPanel, objectName } from '../panels/ObjectPanel';
import { SaveDesignDialog } from '../dialogs/SaveDesignDialog';
import { ShareDesignDialog } from '../dialogs/ShareDesignDialog';
import { DielineView } from '../views/DielineView';
import { uploadErrorText, saveErrorText } from './errors';

// The 3D preview (three.js) is its own chunk, fetched only when the shopper opens the 3D view.
const Box3DView = lazy(() => import(/* webpackChunkName: "box-3d" */ '../three/Box3DView'));
// Dialogs a shopper opens on a click load then (the editor's first load is at its budget): the QR code and
// its encoder; the guidelines and best practices with the help centre's articles.
const DesignQrDialog = lazy(() => import(/* webpackChunkName: "design-qr" */ '../dialogs/DesignQrDialog').then((m) => ({ default: m.DesignQrDialog })));
const GuidelinesDialog = lazy(() => import(/* webpackChunkName: "info-dialogs" */ '../dialogs/InfoDialogs').then((m) => ({ default: m.GuidelinesDialog })));
const BestPracticesDialog = lazy(() => import(/* webpackChunkName: "info-dialogs" */ '../dialogs/InfoDialogs').then((m) => ({ default: m.BestPracticesDialog })));

/** A draft is saved this long after the last change (autosave). */
export const AUTOSAVE_DELAY_MS = 2000;
const NUDGE_MM = 1;
const NUDGE_LARGE_MM = 10;

type View = '2d' | 'dieline' | '3d';
type Dialog = 'save' | 'share' | 'phone' | 'guidelines' | 'best' | null;
type SaveState = { kind: 'saved' } | { kind: 'dirty' } | { kind: 'saving' } | { kind: 'failed'; message: string; conflict: boolean };

export interface EditorPageProps {
  client: ApiClient;
  region: string;
  initial: BoxDesign;
  /** The share token a read-only design was opened with: its pictures are read through the design. */
  shareToken?: string | null;
  /** Asks the API for a share token and answers the link to show. */
  onShare(design: BoxDesign): Promise<string>;
  onOrder(design: BoxDesign): void;
  onRemindOnDesktop(): void;
}

/** Uploads the thumbnail PNG (a data URL) as a file of the design's owner; null when there is none or it fails. */
async function uploadThumbnail(client: ApiClient, region: string, dataUrl: string | null): Promise<string | null> {
  if (!dataUrl) return null;
  try {
    const blob = await (await fetch(dataUrl)).blob();
    return (await uploadArtwork(client, new File([blob], 'thumbnail.png', { type: 'image/png' }), { region })).id;
  } catch {
    // A missing thumbnail never stops a save: the design list shows a placeholder instead.
    return null;
  }
}

function isTyping(target: EventTarget): boolean {
  const el = target as HTMLElement;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function EditorPage({ client, region, initial, shareToken = null, onShare, onOrder, onRemindOnDesktop }: EditorPageProps) {
  const intl = useIntl();
  const tracker = editorTracker(client);
  const [design, setDesign] = useState(initial);
  const [history, dispatch] = useReducer(historyReducer, initial, (design) => startHistory(readDocument(design)));
  const doc = history.present;
  const d = useMemo(() => dielineOf(design), [design]);
  const [face, setFace] = useState<DesignFace>('front');
  const [selectedId, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>(design.read_only ? 'preview' : 'edit');
  const [view, setView] = useState<View>('2d');
  const [live, setLive] = useState<LivePlacement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  const [explicitSave, setExplicitSave] = useState(false);
  const [fontsVersion, setFontsVersion] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const readOnly = design.read_only || design.legacy;
  const narrow = useNarrowScreen();
  const [canvasBox, measureRef] = useElementWidth<HTMLDivElement>();

  const layout = d.faces[face];
  const content = doc.faces[face];
  const selected = findObject(doc, face, selectedId);
  const fileIds = useMemo(() => DESIGN_FACES.flatMap((f) => doc.faces[f].objects.flatMap((o) => (o.type === 'image' ? [o.fileId] : []))), [doc]);
  const images = useArtworkImages(client, region, fileIds, initial.read_only && shareToken ? { designId: initial.id, shareToken } : null);
  const facts = useArtworkFacts(client, fileIds, !initial.read_only);

  useEffect(() => {
    void loadDesignFonts().then(() => setFontsVersion((v) => v + 1));
  }, []);

  // Every change of the document marks the design dirty; autosave follows.
  const firstDoc = useRef(doc);
  useEffect(() => {
    if (doc !== firstDoc.current && !readOnly) setSave((s) => (s.kind === 'saving' ? s : { kind: 'dirty' }));
  }, [doc, readOnly]);

  const versionRef = useRef(design.version);
  versionRef.current = design.version;
  const persist = useCallback(
    async (extra: { name?: string; status?: 'saved' } = {}, withThumbnail = false): Promise<BoxDesign | null> => {
      setSave({ kind: 'saving' });
      try {
        // The thumbnail is an uploaded PNG file; autosave leaves it alone so drafts do not pile up files.
        const thumbnail = withThumbnail ? await uploadThumbnail(client, region, thumbnailDataUrl(d, doc, images, drawColoursFor(design.board))) : null;
        const saved = await updateDesign(client, design.id, { version: versionRef.current, faces: facesToSave(doc), ...(thumbnail ? { thumbnail_file_id: thumbnail } : {}), ...extra });
        versionRef.current = saved.version;
        setDesign(saved);
        setSave({ kind: 'saved' });
        return saved;
      } catch (err) {
        const conflict = isApiError(err) && err.status === 409;
        setSave({ kind: 'failed', message: saveErrorText(intl, err), conflict });
        return null;
      }
    },
    [client, region, design.id, design.board, d, doc, images, intl],
  );

  useEffect(() => {
    if (save.kind !== 'dirty' || readOnly) return;
    const t = setTimeout(() => void persist(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(t);
  }, [save.kind, persist, readOnly, doc]);

  const edit = useCallback((e: Edit, coalesce?: string) => dispatch({ type: 'edit', edit: e, ...(coalesce ? { coalesce } : {}) }), []);

  const onFiles = async (files: File[]) => {
    setUploadErrors([]);
    setUploads(files.map((f) => ({ name: f.name, progress: 0 })));
    const errors: string[] = [];
    let added = 0;
    for (const [i, file] of files.entries()) {
      try {
        const uploaded = await uploadArtwork(client, file, {
          region,
          onProgress: (p) => setUploads((list) => list.map((u, j) => (j === i ? { ...u, progress: p } : u))),
        });
        primeArtwork(uploaded.id, file);
        primeArtworkFacts(uploaded.id, uploaded);
        const image = placeImage(uploaded, layout);
        edit({ type: 'add', face, object: image });
        setSelected(image.id);
        added += 1;
      } catch (err) {
        errors.push(uploadErrorText(intl, file.name, err));
      }
    }
    setUploads([]);
    setUploadErrors(errors);
    if (added > 0) {
      tracker.track('Design Material Added', { source: 'editor', material: 'image', count: added, side: face });
      setAnnouncement(intl.formatMessage({ id: 'editor.upload.added', defaultMessage: '{count, plural, one {# image added} other {# images added}} to the {side} side.' }, { count: added, side: intl.formatMessage(FACE_LABELS[face]) }));
    }
  };

  const addText = (text: string, style: { font: string; sizePt: number; colour: string }) => {
    const object = placeText(text, layout, { font: style.font, sizeMm: style.sizePt * PT_TO_MM, colour: style.colour });
    const before = doc;
    if (applyEdit(before, { type: 'add', face, object }) === before) {
      setUploadErrors([intl.formatMessage({ id: 'editor.text.colourLimit', defaultMessage: 'This text colour would make more than 32 colours. Reuse a colour already in the design.' })]);
      return;
    }
    edit({ type: 'add', face, object });
    setSelected(object.id);
    tracker.track('Design Material Added', { source: 'editor', material: 'text', side: face });
  };

  const place = (id: string, placement: Partial<DesignPlacement>, coalesce?: string) => edit({ type: 'place', face, id, placement }, coalesce);
  const remove = (id: string) => {
    edit({ type: 'remove', face, id });
    setSelected(null);
    setAnnouncement(intl.formatMessage({ id: 'editor.object.deleted', defaultMessage: 'Deleted.' }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (isTyping(e.target) || readOnly) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key;
    if (mod && key.toLowerCase() === 'z') {
      e.preventDefault();
      dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
      return;
    }
    if (mod && key.toLowerCase() === 'y') {
      e.preventDefault();
      dispatch({ type: 'redo' });
      return;
    }
    if (!selected) return;
    const step = e.shiftKey ? NUDGE_LARGE_MM : NUDGE_MM;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[key];
    if (move) {
      e.preventDefault();
      place(selected.id, { x: selected.x + move[0], y: selected.y + move[1] }, `nudge:${selected.id}`);
    } else if (key === 'Delete' || key === 'Backspace') {
      e.preventDefault();
      remove(selected.id);
    } else if (key === '+' || key === '=' || key === '-') {
      e.preventDefault();
      const f = key === '-' ? 1 / 1.1 : 1.1;
      const width = selected.width * f;
      const height = selected.height * f;
      place(selected.id, { width, height, x: selected.x + (selected.width - width) / 2, y: selected.y + (selected.height - height) / 2 }, `scale:${selected.id}`);
      if (selected.type === 'text') edit({ type: 'text', face, id: selected.id, changes: { font: { sizeMm: selected.font.sizeMm * f } } }, `scale:${selected.id}`);
    } else if (key === 'r' || key === 'R') {
      e.preventDefault();
      place(selected.id, { rotation: selected.rotation + (key === 'R' ? -15 : 15) }, `rotate:${selected.id}`);
    } else if (key === 'PageUp' || key === 'PageDown') {
      e.preventDefault();
      edit({ type: 'order', face, id: selected.id, direction: key === 'PageUp' ? 'forward' : 'backward' });
    } else if (key === 'Escape') {
      setSelected(null);
    }
  };

  const saveWithName = async (name: string) => {
    setExplicitSave(true);
    const saved = await persist({ name, status: 'saved' }, true);
    setExplicitSave(false);
    if (saved) {
      setDialog(null);
      tracker.track('Design Saved', { source: 'editor', design_id: saved.id, sku: saved.variant_sku });
    }
  };

  const share = async () => {
    try {
      setShareUrl(await onShare(design));
      setDialog('share');
      tracker.track('Design Shared', { source: 'editor', design_id: design.id });
    } catch (err) {
      setSave({ kind: 'failed', message: saveErrorText(intl, err), conflict: false });
    }
  };

  const order = async () => {
    if (save.kind !== 'saved' && !readOnly) {
      setExplicitSave(true);
      const saved = await persist({}, true);
      setExplicitSave(false);
      if (!saved) return;
      onOrder(saved);
      return;
    }
    onOrder(design);
  };

  const liveFor = live && selected && live.id === selected.id ? live.placement : null;
  const checks = selected ? checkObject(layout, liveFor ? { ...selected, ...liveFor } : selected, selected.type === 'image' ? facts.get(selected.fileId) : undefined) : null;
  const faceName = intl.formatMessage(FACE_LABELS[face]);
  const stageWidth = Math.max(240, Math.min(canvasBox, 760));

  return (
    <section className="ed" aria-labelledby="ed-title" onKeyDown={onKeyDown}>
      <header className="ed-head">
        <div>
          <h1 id="ed-title">{design.name}</h1>
          <p className="ed-note">
            <FormattedMessage
              id="editor.head.size"
              defaultMessage="{length} × {width} × {height} mm inside"
              values={{ length: design.size.length, width: design.size.width, height: design.size.height }}
            />{' '}
            <span role="status" data-testid="save-state">
              {readOnly ? null : save.kind === 'saved' ? (
                <FormattedMessage id="editor.save.state.saved" defaultMessage="All changes saved" />
              ) : save.kind === 'saving' ? (
                <FormattedMessage id="editor.save.state.saving" defaultMessage="Saving…" />
              ) : save.kind === 'dirty' ? (
                <FormattedMessage id="editor.save.state.dirty" defaultMessage="Unsaved changes" />
              ) : null}
            </span>
          </p>
        </div>
        <div className="ed-toolbar" role="toolbar" aria-label={intl.formatMessage({ id: 'editor.toolbar', defaultMessage: 'Design actions' })}>
          {readOnly ? null : (
            <>
              <Button type="button" variant="secondary" onClick={() => dispatch({ type: 'undo' })} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
                <FormattedMessage id="editor.undo" defaultMessage="Undo" />
              </Button>
              <Button type="button" variant="secondary" onClick={() => dispatch({ type: 'redo' })} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
                <FormattedMessage id="editor.redo" defaultMessage="Redo" />
              </Button>
              <Button type="button" variant="secondary" onClick={() => setDialog('save')}>
                <FormattedMessage id="editor.save" defaultMessage="Save" />
              </Button>
              <Button type="button" variant="secondary" onClick={() => void share()}>
                <FormattedMessage id="editor.share" defaultMessage="Share" />
              </Button>
              <Button type="button" variant="secondary" onClick={() => setDialog('phone')}>
                <FormattedMessage id="editor.phone" defaultMessage="Open on your phone" />
              </Button>
              <Button type="button" onClick={() => void order()}>
                <FormattedMessage id="editor.order" defaultMessage="Choose quantity and order" />
              </Button>
            </>
          )}
        </div>
      </header>
      {narrow ? (
        <p className="ed-notice" role="note">
          <FormattedMessage id="editor.narrow" defaultMessage="The editor works best on a computer. You can look around here, or get a link to continue there." />{' '}
          <Button type="button" variant="link" onClick={onRemindOnDesktop}>
            <FormattedMessage id="editor.narrow.remind" defaultMessage="Remind me on desktop" />
          </Button>
        </p>
      ) : null}
      {save.kind === 'failed' ? (
        <p className="ed-error" role="alert">
          {save.message}{' '}
          {save.conflict ? (
            <Button type="button" variant="link" onClick={() => window.location.reload()}>
              <FormattedMessage id="editor.save.reload" defaultMessage="Load the latest version" />
            </Button>
          ) : (
            <Button type="button" variant="link" onClick={() => void persist()}>
              <FormattedMessage id="editor.save.retry" defaultMessage="Try again" />
            </Button>
          )}
        </p>
      ) : null}
      <div className="ed-views" role="radiogroup" aria-label={intl.formatMessage({ id: 'editor.views', defaultMessage: 'View' })}>
        {(
          [
            ['2d', intl.formatMessage({ id: 'editor.view.2d', defaultMessage: 'Sides' })],
            ['dieline', intl.formatMessage({ id: 'editor.view.dieline', defaultMessage: 'Flat blank (dieline)' })],
            ['3d', intl.formatMessage({ id: 'editor.view.3d', defaultMessage: '3D preview' })],
          ] as const
        ).map(([id, label]) => (
          <label key={id} className="ed-view">
            <input type="radio" name="ed-view" checked={view === id} onChange={() => setView(id)} />
            <span>{label}</span>
          </label>
        ))}
      </div>

      {view === '2d' ? (
        <div className="ed-body">
          <div className="ed-tools">
            <SidePicker value={face} onChange={(f) => { setFace(f); setSelected(null); }} document={doc} />
            {readOnly ? null : (
              <>
                <UploadPanel onFiles={(f) => void onFiles(f)} onGuidelines={() => setDialog('guidelines')} />
                <TextPanel defaultColour={DRAW_COLOURS.cut} onAdd={addText} />
                <BackgroundPanel document={doc} value={content.background} onChange={(colour) => edit({ type: 'background', face, colour })} />
              </>
            )}
            <p>
              <Button type="button" variant="link" onClick={() => setDialog('guidelines')}>
                <FormattedMessage id="editor.guidelines.open" defaultMessage="Artwork guidelines" />
              </Button>{' '}
              <Button type="button" variant="link" onClick={() => setDialog('best')}>
                <FormattedMessage id="editor.best.open" defaultMessage="Best practices" />
              </Button>
            </p>
          </div>
          <div className="ed-work" ref={measureRef}>
            <div className="ed-modes" role="radiogroup" aria-label={intl.formatMessage({ id: 'editor.mode', defaultMessage: 'Mode' })}>
              <label className="ed-view">
                <input type="radio" name="ed-mode" checked={mode === 'edit'} disabled={readOnly} onChange={() => setMode('edit')} />
                <span>
                  <FormattedMessage id="editor.mode.edit" defaultMessage="Edit with guides" />
                </span>
              </label>
              <label className="ed-view">
                <input type="radio" name="ed-mode" checked={mode === 'preview'} onChange={() => { setMode('preview'); setSelected(null); }} />
                <span>
                  <FormattedMessage id="editor.mode.preview" defaultMessage="Preview" />
                </span>
              </label>
            </div>
            <div
              className="ed-canvas"
              tabIndex={0}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'editor.canvas.role', defaultMessage: 'design canvas' })}
              aria-label={intl.formatMessage(
                { id: 'editor.canvas.label', defaultMessage: '{side} side, {count, plural, =0 {empty} one {# object} other {# objects}}' },
                { side: faceName, count: content.objects.length },
              )}
              aria-describedby="ed-keys"
            >
              <FaceCanvas
                face={layout}
                content={content}
                images={images}
                board={design.board}
                selectedId={selectedId}
                mode={mode}
                readOnly={readOnly}
                maxWidth={stageWidth}
                maxHeight={600}
                fontsVersion={fontsVersion}
                onSelect={setSelected}
                onLive={setLive}
                onCommit={(id, placement, fontSizeMm) => {
                  place(id, placement);
                  if (fontSizeMm !== undefined) edit({ type: 'text', face, id, changes: { font: { sizeMm: fontSizeMm } } }, `resize:${id}:${Date.now()}`);
                }}
              />
            </div>
            <p className="ed-note" id="ed-keys">
              <FormattedMessage
                id="editor.keys"
                defaultMessage="Keyboard: pick an object in the list, then arrows move it by 1 mm (Shift: 10 mm), + and − scale, R turns, Page Up/Down change the stacking, Delete removes, Ctrl+Z undoes and Ctrl+Shift+Z redoes."
              />
            </p>
            <p className="ed-note">
              <FormattedMessage id="editor.guides" defaultMessage="Red dashes: folds. Blue dashes: safe area. Outside the box edge: bleed, trimmed off." />
            </p>
          </div>
          <aside className="ed-inspector" aria-label={intl.formatMessage({ id: 'editor.inspector', defaultMessage: 'Objects on this side' })}>
            <h2>
              <FormattedMessage id="editor.objects.title" defaultMessage="Objects on this side" />
            </h2>
            {content.objects.length === 0 ? (
              <p className="ed-note">
                <FormattedMessage id="editor.objects.none" defaultMessage="Nothing here yet. Upload artwork or add text." />
              </p>
            ) : (
              <ol className="ed-objects" reversed>
                {[...content.objects].reverse().map((o) => (
                  <li key={o.id}>
                    <button type="button" className="ed-object" aria-pressed={o.id === selectedId} onClick={() => setSelected(o.id === selectedId ? null : o.id)}>
                      {objectName(intl, o)}
                    </button>
                  </li>
                ))}
              </ol>
            )}
            {selected && checks && !readOnly ? (
              <ObjectPanel
                object={selected}
                live={liveFor}
                checks={checks}
                onPlace={(placement, coalesce) => place(selected.id, placement, coalesce)}
                onText={(changes, coalesce) => edit({ type: 'text', face, id: selected.id, changes }, coalesce)}
                onOrder={(direction) => edit({ type: 'order', face, id: selected.id, direction })}
                onRemove={() => remove(selected.id)}
              />
            ) : null}
            {uploadErrors.length > 0 ? (
              <div className="ed-error" role="alert">
                {uploadErrors.map((m, i) => (
                  <p key={i}>{m}</p>
                ))}
              </div>
            ) : null}
          </aside>
        </div>
      ) : view === 'dieline' ? (
        <DielineView dieline={d} document={doc} images={images} board={design.board} />
      ) : (
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'editor.3d.loading', defaultMessage: 'Loading the 3D preview' })} />}>
          <Box3DView dieline={d} document={doc} images={images} board={design.board} />
        </Suspense>
      )}
      <p className="ph-ui-visually-hidden" role="status">
        {announcement}
      </p>

      {dialog === 'save' ? (
        <SaveDesignDialog
          name={design.name}
          busy={save.kind === 'saving'}
          error={save.kind === 'failed' ? save.message : null}
          onSave={(name) => void saveWithName(name)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'share' && shareUrl ? <ShareDesignDialog url={shareUrl} onClose={() => setDialog(null)} /> : null}
      {dialog === 'phone' ? (
        <Suspense fallback={null}>
          <DesignQrDialog client={client} designId={design.id} saved={async () => save.kind === 'saved' || (await persist()) !== null} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'guidelines' || dialog === 'best' ? (
        <Suspense fallback={null}>{dialog === 'guidelines' ? <GuidelinesDialog onClose={() => setDialog(null)} /> : <BestPracticesDialog onClose={() => setDialog(null)} />}</Suspense>
      ) : null}
      <BlockingOverlay stage={uploads.length > 0 ? 'waitingForFiles' : explicitSave ? 'savingBoxDesign' : null}>
        {uploads.length > 0 ? <UploadProgress uploads={uploads} /> : null}
      </BlockingOverlay>
    </section>
  );
}
