import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import {
  convertDesignFromV1,
  createDesign,
  duplicateDesign,
  fetchDesign,
  isApiError,
  remindOnDesktop,
  shareDesign,
  type ApiClient,
  type BoxDesign,
} from '@ph/api-client';
import { designSharePath, DESIGN_SHARE_PARAM, routePath, type RegionCode } from '@ph/region-config';
import { RouteLink, RouteScreens, type ScreenTable, useCurrentRoute, useLocation, useMountProps, useNavigate } from '@ph/remote-kit';
import { BlockingOverlay, Button, ErrorPanel, Spinner } from '@ph/ui';
import { useEditorSession, type SessionLoad } from './api/useEditorSession';
import { rememberAnonymousDesign } from './api/anonymousDesigns';
import { editorTracker } from './analytics/tracker';
import { EditorPage } from './editor/EditorPage';
import { ConvertOldProjectDialog } from './dialogs/ConvertOldProjectDialog';
import { CopyDesignDialog } from './dialogs/CopyDesignDialog';
import { RemindOnDesktopDialog } from './dialogs/RemindOnDesktopDialog';
import { DEFAULT_QUANTITY } from '@ph/catalogue-logic/quantity-ranges';
import { useEditorStyles } from './styles';

// The picker is a chunk of its own: the editor's first load (budgets.json) does not carry it.
const ProductPicker = lazy(() => import(/* webpackChunkName: "picker" */ './picker/ProductPicker').then((m) => ({ default: m.ProductPicker })));
// The order step is its own route: its code (prices, the cart, the print-quality dialog) loads when it opens,
// not with the editor.
const QuantityAndQualityPage = lazy(() => import(/* webpackChunkName: "order-step" */ './order/QuantityAndQualityPage').then((m) => ({ default: m.QuantityAndQualityPage })));

const positive = (v: string | null) => {
  const n = v === null ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The editor's screens by route of the shared route table: every route this remote owns is listed (a
 * test holds this). Each opens the editor, which reads the design, sku and size from the address.
 */
export const EDITOR_SCREENS: ScreenTable = {
  box: () => <EditorRoute />,
  boxEditor: () => <EditorRoute />,
  boxById: () => <EditorRoute />,
  productEditor: () => <EditorRoute />,
  boxOrderQuantityAndQuality: () => <EditorRoute />,
};

export function App() {
  useEditorStyles();
  return <RouteScreens screens={EDITOR_SCREENS} />;
}

/** The box editor's routes: new design, a saved or shared design, and its quantity-and-quality step. */
function EditorRoute() {
  const current = useCurrentRoute();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const id = current?.route.id;
  const params = current?.params ?? {};
  const quantity = positive(query.get('quantity'));
  if (id === 'boxOrderQuantityAndQuality' && params.boxId) return <OrderScreen id={params.boxId} quantity={quantity} />;
  if (id === 'boxById' && params.boxId) return <DesignScreen key={params.boxId} id={params.boxId} shareToken={query.get(DESIGN_SHARE_PARAM)} quantity={quantity} />;
  if (id === 'productEditor' && params.designId) return <DesignScreen key={params.designId} id={params.designId} shareToken={query.get(DESIGN_SHARE_PARAM)} quantity={quantity} />;
  const sku = query.get('sku') ?? (id === 'productEditor' ? params.sku : undefined);
  if (sku) {
    const [length, width, height] = ['length', 'width', 'height'].map((k) => positive(query.get(k)));
    const customSize = length && width && height ? { length, width, height } : undefined;
    return <NewDesignScreen sku={sku} quantity={quantity} customSize={customSize} />;
  }
  return <EntryScreen />;
}

/** "Box designer" without a product: the picker of the boxes the editor supports, a chunk of its own. */
function EntryScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <ProductPicker />
    </Suspense>
  );
}

function SessionFailure({ session, reload }: { session: SessionLoad; reload(): void }) {
  const intl = useIntl();
  if (session.status !== 'error') return null;
  return (
    <section aria-labelledby="ed-title">
      <h1 id="ed-title">
        <FormattedMessage id="editor.title" defaultMessage="Design your box" />
      </h1>
      <ErrorPanel headingLevel={2} message={intl.formatMessage({ id: 'editor.sessionFailed', defaultMessage: 'The store cannot be reached right now.' })} onRetry={reload} />
    </section>
  );
}

function NewDesignScreen({ sku, quantity, customSize }: { sku: string; quantity: number | null; customSize?: { length: number; width: number; height: number } | undefined }) {
  const intl = useIntl();
  const { client, session, reload } = useEditorSession();
  const { region } = useMountProps();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const ready = session.status === 'ready' ? session.user : null;
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    const name = intl.formatMessage({ id: 'editor.defaultName', defaultMessage: 'My box design' });
    createDesign(client, { sku, name, ...(quantity ? { quantity } : {}), ...(customSize ? { custom_size: customSize } : {}) }).then(
      (design) => {
        if (!alive) return;
        const token = client.tokens.get();
        if (ready.anonymous && token) rememberAnonymousDesign(design.id, token);
        editorTracker(client).track('Design Method Selected', { source: 'editor', method: 'design-yourself', sku });
        navigate(`${routePath('boxById', region, { boxId: design.id })}${quantity ? `?quantity=${quantity}` : ''}`, { replace: true });
      },
      (err: unknown) => alive && setError(err),
    );
    return () => {
      alive = false;
    };
    // One design per visit of this address (and per retry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, attempt]);
  if (session.status === 'error') return <SessionFailure session={session} reload={reload} />;
  if (error) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
    return (
      <section aria-labelledby="ed-title">
        <h1 id="ed-title">
          <FormattedMessage id="editor.title" defaultMessage="Design your box" />
        </h1>
        {notFound ? (
          <p role="alert">
            <FormattedMessage id="editor.new.unknown" defaultMessage="This box cannot be designed here. Choose another product or size." />{' '}
            <RouteLink to="boxEditor">
              <FormattedMessage id="editor.chooseAnother" defaultMessage="Choose another box" />
            </RouteLink>
          </p>
        ) : (
          <ErrorPanel headingLevel={2} message={describeApiError(intl, error).message} onRetry={() => setAttempt((a) => a + 1)} />
        )}
      </section>
    );
  }
  return <BlockingOverlay stage="creatingBoxDesign" />;
}

function shareUrl(region: RegionCode, id: string, token: string): string {
  return `${window.location.origin}${designSharePath(region, id, token)}`;
}

function useDesign(client: ApiClient, id: string, shareToken: string | null, ready: boolean) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; design: BoxDesign }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    setState({ status: 'loading' });
    fetchDesign(client, id, { shareToken }).then(
      (design) => alive && setState({ status: 'ready', design }),
      (error: unknown) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [client, id, shareToken, ready, attempt]);
  return { state, setState, retry: () => setAttempt((a) => a + 1) };
}

function DesignFailure({ error, retry }: { error: unknown; retry(): void }) {
  const intl = useIntl();
  const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <section aria-labelledby="ed-title">
      <h1 id="ed-title">
        {notFound ? <FormattedMessage id="editor.notFound" defaultMessage="Design not found" /> : <FormattedMessage id="editor.title" defaultMessage="Design your box" />}
      </h1>
      {notFound ? (
        <p>
          <FormattedMessage id="editor.notFoundBody" defaultMessage="This design does not exist or is not yours. Shared designs open with their full link." />{' '}
          <RouteLink to="accountBoxes">
            <FormattedMessage id="editor.myDesigns" defaultMessage="Your designs" />
          </RouteLink>
        </p>
      ) : (
        <ErrorPanel headingLevel={2} message={error instanceof Error ? error.message : intl.formatMessage({ id: 'editor.sessionFailed', defaultMessage: 'The store cannot be reached right now.' })} onRetry={retry} />
      )}
    </section>
  );
}

function DesignScreen({ id, shareToken, quantity }: { id: string; shareToken: string | null; quantity: number | null }) {
  const intl = useIntl();
  const { client, region, session, reload } = useEditorSession();
  const { region: regionCode } = useMountProps();
  const navigate = useNavigate();
  const { state, setState, retry } = useDesign(client, id, shareToken, session.status === 'ready');
  const [converting, setConverting] = useState<'ask' | 'busy' | 'no' | null>(null);
  const [convertError, setConvertError] = useState<string | null>(null);
  const [copy, setCopy] = useState<{ busy: boolean; error: string | null } | null>(null);
  const [remind, setRemind] = useState<{ busy: boolean; sent: boolean; error: string | null } | null>(null);

  useEffect(() => {
    if (state.status === 'ready' && state.design.legacy && converting === null) setConverting('ask');
  }, [state, converting]);

  if (session.status === 'error') return <SessionFailure session={session} reload={reload} />;
  if (state.status === 'error') return <DesignFailure error={state.error} retry={retry} />;
  if (state.status === 'loading') return <BlockingOverlay stage="fetchingBoxDesign" />;
  const design = state.design;

  const convert = async () => {
    setConverting('busy');
    setConvertError(null);
    try {
      const converted = await convertDesignFromV1(client, design.id);
      setState({ status: 'ready', design: converted });
      setConverting('no');
    } catch (err) {
      setConvertError(describeApiError(intl, err).message);
      setConverting('ask');
    }
  };

  const copyShared = async (name: string) => {
    setCopy({ busy: true, error: null });
    try {
      const mine = await duplicateDesign(client, design.id, { shareToken, name });
      const token = client.tokens.get();
      if (session.status === 'ready' && session.user.anonymous && token) rememberAnonymousDesign(mine.id, token);
      editorTracker(client).track('Design Duplicated', { source: 'editor', design_id: design.id, shared: true });
      navigate(routePath('boxById', regionCode, { boxId: mine.id }));
    } catch (err) {
      setCopy({ busy: false, error: describeApiError(intl, err).message });
    }
  };

  const sendReminder = async (email: string) => {
    setRemind({ busy: true, sent: false, error: null });
    try {
      await remindOnDesktop(client, { email, locale: intl.locale, sku: design.variant_sku, quantity: quantity ?? DEFAULT_QUANTITY });
      setRemind({ busy: false, sent: true, error: null });
    } catch (err) {
      setRemind({ busy: false, sent: false, error: describeApiError(intl, err).message });
    }
  };

  return (
    <>
      {design.read_only ? (
        <div className="ed-notice" role="note">
          <p>
            <FormattedMessage id="editor.shared.notice" defaultMessage="You are looking at a design someone shared with you. Copy it to your designs to change it." />
          </p>
          <Button type="button" onClick={() => setCopy({ busy: false, error: null })}>
            <FormattedMessage id="editor.shared.copy" defaultMessage="Copy to my designs" />
          </Button>
        </div>
      ) : null}
      <EditorPage
        key={`${design.id}:${design.legacy ? 'legacy' : 'current'}`}
        client={client}
        region={region}
        initial={design}
        shareToken={shareToken}
        onShare={async (d) => shareUrl(regionCode, d.id, (await shareDesign(client, d.id)).share_token)}
        onOrder={(d) => navigate(`${routePath('boxOrderQuantityAndQuality', regionCode, { boxId: d.id })}${quantity ? `?quantity=${quantity}` : ''}`)}
        onRemindOnDesktop={() => setRemind({ busy: false, sent: false, error: null })}
      />
      {converting === 'ask' || converting === 'busy' ? (
        <ConvertOldProjectDialog busy={converting === 'busy'} error={convertError} onConvert={() => void convert()} onClose={() => setConverting('no')} />
      ) : null}
      {copy ? <CopyDesignDialog name={design.name} {...copy} onCopy={(name) => void copyShared(name)} onClose={() => setCopy(null)} /> : null}
      {remind ? <RemindOnDesktopDialog {...remind} onSend={(email) => void sendReminder(email)} onClose={() => setRemind(null)} /> : null}
      <BlockingOverlay stage={converting === 'busy' ? 'convertingBoxDesign' : null} />
    </>
  );
}

function OrderScreen({ id, quantity }: { id: string; quantity: number | null }) {
  const { client, session, reload } = useEditorSession();
  const { region } = useMountProps();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const anonymous = session.status === 'ready' && session.user.anonymous;
  const { state, retry } = useDesign(client, id, null, session.status === 'ready' && !anonymous);
  useEffect(() => {
    // A signed-in route (docs/domain.md#regions-languages-and-routes): sign in or register first, then come back here; the
    // design made anonymously is claimed on the way back (useEditorSession).
    if (anonymous) navigate(`${routePath('signIn', region)}?return_to=${encodeURIComponent(pathname + search)}`);
  }, [anonymous, navigate, region, pathname, search]);
  if (session.status === 'error') return <SessionFailure session={session} reload={reload} />;
  if (state.status === 'error') return <DesignFailure error={state.error} retry={retry} />;
  if (state.status === 'loading' || anonymous) return <BlockingOverlay stage="loadingBoxData" />;
  return (
    <Suspense fallback={<BlockingOverlay stage="loadingBoxData" />}>
      <QuantityAndQualityPage client={client} design={state.design} initialQuantity={quantity} />
    </Suspense>
  );
}
