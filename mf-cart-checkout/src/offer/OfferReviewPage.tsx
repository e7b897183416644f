import { useEffect, useRef, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { acceptOffer, fetchOffer, type Offer } from '@ph/api-client';
import { publishCartChanged } from '@ph/contracts';
import { RegionProvider } from '@ph/i18n';
import { formatRegionDate, getRegionConfig, isRegionCode } from '@ph/region-config';
import { RouteLink, useCurrentRoute, useLoad, useMountProps, useNavigate, useRoutePath } from '@ph/remote-kit';
import { Alert, BlockingOverlay, Button, Card, ErrorPanel, OrderSummary, Spinner, useTaxLabel } from '@ph/ui';
import { checkoutTracker } from '../analytics/tracker';
import { asApiError } from '../common/errors';
import { useShopperClient } from '../session/useShopperClient';
import { OfferLines } from './OfferLines';
import { OfferProforma } from './OfferProforma';
import { offerProperties } from './offerEvents';

type Totals = Pick<Offer, 'item_total' | 'ship_total' | 'additional_customs' | 'tax_total' | 'total'>;

type Load = { status: 'loading' } | { status: 'missing' } | { status: 'error'; error: unknown } | { status: 'ready'; offer: Offer };

const loadFailed = defineMessage({ id: 'offer.loadFailed', defaultMessage: 'The offer could not be loaded.' });
const acceptFailed = defineMessage({ id: 'offer.acceptFailed', defaultMessage: 'The offer could not be accepted. Try again.' });

/** `valid_until` as a date of the offer's store (dd.MM.yyyy in pl, MM/dd/yyyy in us …). */
function validDate(offer: Offer): string {
  const region = isRegionCode(offer.region) ? offer.region : 'eu';
  return formatRegionDate(offer.valid_until.slice(0, 10), getRegionConfig(region).datesFormattingRules);
}

/**
 * `/offer/{token}/review` (public): the custom offer an order manager prepared, with its lines, totals
 * with tax as the offer's store shows them and its validity. The customer picks some or all lines and
 * accepts: the API makes an order priced exactly as offered, and the normal checkout takes over. An
 * expired or accepted offer says so and points to the manager.
 */
export function OfferReviewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathOf = useRoutePath();
  const { client, session, retry } = useShopperClient();
  const token = useCurrentRoute()?.params.token ?? '';
  const { region } = useMountProps();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<{ message: string; notYours: boolean } | null>(null);
  const tracked = useRef<string | null>(null);

  // `undefined`: no such offer (a link cut short answers 404 or 400), said as such rather than as an error.
  const read = useLoad(session.status === 'ready' && token ? `${region}|${token}` : null, (signal) =>
    fetchOffer(client, token, { signal }).catch((error: unknown) => {
      const status = asApiError(error)?.status;
      if (status === 404 || status === 400) return undefined;
      throw error;
    }),
  );
  const load: Load =
    read.status === 'success' ? (read.data ? { status: 'ready', offer: read.data } : { status: 'missing' }) : read.status === 'error' ? { status: 'error', error: read.error } : { status: 'loading' };
  // Each offer read (the first, and after a retry) starts with all its lines chosen.
  const [chosenOf, setChosenOf] = useState<Offer | null>(null);
  if (load.status === 'ready' && load.offer !== chosenOf) {
    setChosenOf(load.offer);
    setChosen(new Set(load.offer.line_items.map((l) => l.id)));
  }

  // Some lines chosen: the API prices just those (the totals of the order accepting them), never the page.
  const offerOfPage = load.status === 'ready' ? load.offer : null;
  const partialIds = offerOfPage ? offerOfPage.line_items.filter((l) => chosen.has(l.id)).map((l) => l.id) : [];
  const partialKey = offerOfPage && partialIds.length > 0 && partialIds.length < offerOfPage.line_items.length ? partialIds.join(',') : '';
  const priced = useLoad(offerOfPage && partialKey ? `${offerOfPage.token}|${partialKey}` : null, (signal) =>
    fetchOffer(client, offerOfPage?.token ?? '', { lineItemIds: partialKey.split(',').map(Number), signal }).then((answer) => answer?.selection ?? null),
  );

  useEffect(() => {
    if (!offerOfPage) return;
    const offer = offerOfPage;
    const key = `${offer.id}:${offer.state}`;
    if (tracked.current === key) return;
    tracked.current = key;
    if (offer.state === 'expired') checkoutTracker(client).track('Custom Offer Expired Viewed', offerProperties(offer));
    else if (offer.state !== 'accepted') checkoutTracker(client).track('Custom Offer Viewed', offerProperties(offer));
  }, [client, offerOfPage]);

  const heading = (
    <h1 id="offer-title">
      <FormattedMessage id="offer.title" defaultMessage="Your custom offer" />
    </h1>
  );

  if (session.status === 'error' || load.status === 'error') {
    return (
      <section aria-labelledby="offer-title">
        {heading}
        <ErrorPanel
          message={describeApiError(intl, load.status === 'error' ? load.error : null, { fallback: loadFailed }).message}
          onRetry={() => (session.status === 'error' ? retry() : read.retry())}
        />
      </section>
    );
  }
  if (load.status === 'loading') {
    return (
      <section aria-labelledby="offer-title" aria-busy="true">
        {heading}
        <Spinner label={intl.formatMessage({ id: 'offer.loading', defaultMessage: 'Loading the offer…' })} />
      </section>
    );
  }
  if (load.status === 'missing') {
    return (
      <section aria-labelledby="offer-title">
        {heading}
        <Alert tone="warning" role="status" title={<FormattedMessage id="offer.missing.title" defaultMessage="We cannot find this offer" />}>
          <FormattedMessage id="offer.missing" defaultMessage="The link may be incomplete. Open it again from the e-mail, or contact your account manager." />
        </Alert>
      </section>
    );
  }

  const { offer } = load;
  const open = offer.state === 'sent' || offer.state === 'viewed';
  const manager = offer.order_manager;

  const accept = async () => {
    if (chosen.size === 0 || accepting) return;
    setAccepting(true);
    setAcceptError(null);
    try {
      const accepted = await acceptOffer(client, offer.token, offer.line_items.filter((l) => chosen.has(l.id)).map((l) => l.id));
      // The offer's order becomes the cart (the header counts it, the cart page opens it) and its checkout follows.
      publishCartChanged({ orderNumber: accepted.order.number, itemCount: chosen.size });
      void navigate(pathOf('cart'));
    } catch (error) {
      setAccepting(false);
      const refused = asApiError(error);
      if (refused?.code === 'offer_already_accepted' || refused?.code === 'offer_expired') {
        read.retry();
        return;
      }
      const notYours = refused?.status === 404;
      setAcceptError({
        notYours,
        message: notYours
          ? intl.formatMessage(
              { id: 'offer.notYours', defaultMessage: 'This offer was sent to {email}. Sign in with that account to accept it.' },
              { email: offer.email },
            )
          : describeApiError(intl, error, { fallback: acceptFailed }).message,
      });
    }
  };

  return (
    <RegionProvider region={isRegionCode(offer.region) ? offer.region : 'eu'}>
      <section aria-labelledby="offer-title" className="cc-offer">
        {heading}
        <p>
          {offer.qr_number ? (
            <FormattedMessage id="offer.forRequest" defaultMessage="For your quote request {number}." values={{ number: <strong key="number">{offer.qr_number}</strong> }} />
          ) : null}{' '}
          <FormattedMessage id="offer.validUntil" defaultMessage="Valid until {date}." values={{ date: <strong key="date">{validDate(offer)}</strong> }} />
        </p>

        {offer.state === 'expired' && (
          <Alert tone="warning" role="status" title={<FormattedMessage id="offer.expired.title" defaultMessage="This offer has expired" />}>
            <FormattedMessage id="offer.expired" defaultMessage="It was valid until {date}. Contact your account manager for a new offer." values={{ date: validDate(offer) }} />
          </Alert>
        )}
        {offer.state === 'accepted' && (
          <Alert tone="success" role="status" title={<FormattedMessage id="offer.accepted.title" defaultMessage="This offer has been accepted" />}>
            {offer.order_number ? (
              <FormattedMessage id="offer.accepted" defaultMessage="It became order {number}. For changes, contact your account manager." values={{ number: offer.order_number }} />
            ) : (
              <FormattedMessage id="offer.acceptedNoOrder" defaultMessage="For changes, contact your account manager." />
            )}
          </Alert>
        )}

        {manager && (
          <Card as="aside" aria-label={intl.formatMessage({ id: 'offer.manager.label', defaultMessage: 'Your account manager' })} className="cc-offer__manager">
            {manager.avatar && <img src={manager.avatar} alt="" width={56} height={56} />}
            <div>
              <p>
                <FormattedMessage id="offer.manager.intro" defaultMessage="Your account manager" />
                <br />
                <strong>{manager.name}</strong>
              </p>
              <p>
                <a href={`mailto:${manager.email}`}>
                  <FormattedMessage id="offer.manager.contact" defaultMessage="Contact {name} ({email})" values={{ name: manager.name, email: manager.email }} />
                </a>
              </p>
            </div>
          </Card>
        )}
        {offer.note && (
          <Card as="section" aria-labelledby="offer-note-title">
            <h2 id="offer-note-title"><FormattedMessage id="offer.note" defaultMessage="Note from your account manager" /></h2>
            <p>{offer.note}</p>
          </Card>
        )}

        <OfferLines
          offer={offer}
          selectable={open}
          chosen={chosen}
          onToggle={(id, on) =>
            setChosen((prev) => {
              const next = new Set(prev);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
        />

        {!partialKey ? (
          <OfferTotals totals={offer} />
        ) : priced.status === 'initial' || priced.status === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'offer.totals.updating', defaultMessage: 'Updating the total of the chosen lines…' })} />
        ) : priced.status === 'success' && priced.data ? (
          <OfferTotals totals={priced.data} chosen />
        ) : (
          // Without the API's total of the chosen lines the page shows none, and says so, rather than waiting forever.
          <ErrorPanel
            message={describeApiError(intl, priced.status === 'error' ? priced.error : null).message}
            onRetry={priced.retry}
          />
        )}

        {open && <OfferProforma client={client} offerToken={offer.token} email={offer.email} />}

        {open && (
          <div className="cc-offer__actions">
            <p role="status" aria-live="polite">
              <FormattedMessage
                id="offer.chosen"
                defaultMessage="Chosen: {chosen} of {total, plural, one {# line} other {# lines}}."
                values={{ chosen: chosen.size, total: offer.line_items.length }}
              />
            </p>
            {acceptError && (
              <Alert tone="danger" role="alert">
                {acceptError.message}{' '}
                {acceptError.notYours && (
                  <RouteLink to="signIn">
                    <FormattedMessage id="offer.signIn" defaultMessage="Sign in" />
                  </RouteLink>
                )}
              </Alert>
            )}
            <Button variant="primary" onClick={() => void accept()} disabled={chosen.size === 0} busy={accepting}>
              {chosen.size === offer.line_items.length ? (
                <FormattedMessage id="offer.acceptAll" defaultMessage="Accept the offer and check out" />
              ) : (
                <FormattedMessage id="offer.acceptChosen" defaultMessage="Accept the chosen lines and check out" />
              )}
            </Button>
          </div>
        )}
        <BlockingOverlay stage={accepting ? 'preparingOffer' : null} />
      </section>
    </RegionProvider>
  );
}

/**
 * Totals as the API computed them — of all lines, or (`chosen`) of the lines the customer picked, as
 * the order accepting them will charge them — tax labelled as the store names it.
 */
function OfferTotals({ totals, chosen = false }: { totals: Totals; chosen?: boolean }) {
  const intl = useIntl();
  const taxLabel = useTaxLabel();
  return (
    <OrderSummary
      title={
        chosen ? (
          <FormattedMessage id="offer.totals.chosen" defaultMessage="Total of the chosen lines" />
        ) : (
          <FormattedMessage id="offer.totals" defaultMessage="Offer total" />
        )
      }
      rowsLabel={intl.formatMessage({ id: 'offer.totals.label', defaultMessage: 'Offer totals' })}
      rows={[
        { key: 'items', label: <FormattedMessage id="totals.items" defaultMessage="Items" />, amountMinor: totals.item_total },
        { key: 'shipping', label: <FormattedMessage id="totals.shipping" defaultMessage="Shipping" />, amountMinor: totals.ship_total },
        ...(totals.additional_customs !== 0
          ? [{ key: 'customs', label: <FormattedMessage id="totals.customs" defaultMessage="Customs clearance" />, amountMinor: totals.additional_customs }]
          : []),
        { key: 'tax', label: taxLabel, amountMinor: totals.tax_total },
        { key: 'total', label: <FormattedMessage id="totals.total" defaultMessage="Total" />, amountMinor: totals.total, kind: 'total' as const },
      ]}
    />
  );
}
