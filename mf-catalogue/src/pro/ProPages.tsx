import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRegion } from '@ph/i18n';
import { landingPath, type RouteId } from '@ph/region-config';
import { RouteLink, useCurrentRoute } from '@ph/remote-kit';
import { buttonClassName, Card } from '@ph/ui';
import { proText } from './proMessages';

const PRO_PAGES: { id: RouteId; label: MessageDescriptor }[] = [
  { id: 'proFeatures', label: proText.navFeatures },
  { id: 'proForSuppliers', label: proText.navSuppliers },
  { id: 'proTermsConditions', label: proText.navTerms },
];

/** The frame the three Pro pages share: their title and a navigation between them. */
function ProPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  const current = useCurrentRoute()?.route.id;
  return (
    <article aria-labelledby="cat-pro-title" className="cat-page cat-pro">
      <nav aria-label={intl.formatMessage(proText.navLabel)}>
        <ul className="cat-nav-list">
          {PRO_PAGES.map((p) => (
            <li key={p.id}>
              <RouteLink to={p.id} aria-current={p.id === current ? 'page' : undefined}>
                <FormattedMessage {...p.label} />
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 id="cat-pro-title">
        <FormattedMessage {...title} />
      </h1>
      {children}
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage {...title} />
      </h2>
      {children}
    </Card>
  );
}

const FEATURES: { key: string; title: MessageDescriptor; body: MessageDescriptor }[] = [
  { key: 'manager', title: proText.managerTitle, body: proText.managerBody },
  { key: 'offers', title: proText.offersTitle, body: proText.offersBody },
  { key: 'quotes', title: proText.quotesTitle, body: proText.quotesBody },
  { key: 'reorder', title: proText.reorderTitle, body: proText.reorderBody },
];

/** `pro/features/`: what Pro gives a business that orders often or in bulk, and the way to a quote. */
export function ProFeaturesPage() {
  return (
    <ProPage title={proText.featuresTitle}>
      <p className="cat-pro-lead">
        <FormattedMessage {...proText.featuresIntro} />
      </p>
      <div className="cat-pro-grid">
        {FEATURES.map((f) => (
          <Section key={f.key} id={`cat-pro-${f.key}`} title={f.title}>
            <p>
              <FormattedMessage {...f.body} />
            </p>
          </Section>
        ))}
      </div>
      <p className="cat-pro-actions">
        <RouteLink to="quote" className={buttonClassName({ variant: 'primary' })}>
          <FormattedMessage {...proText.requestQuote} />
        </RouteLink>
        <RouteLink to="proTermsConditions">
          <FormattedMessage {...proText.termsTitle} />
        </RouteLink>
      </p>
    </ProPage>
  );
}

/** `pro/for-suppliers/`: for manufacturers who want to produce for the store. */
export function ProForSuppliersPage() {
  const { code } = useRegion();
  return (
    <ProPage title={proText.suppliersTitle}>
      <p className="cat-pro-lead">
        <FormattedMessage {...proText.suppliersIntro} />
      </p>
      <div className="cat-pro-grid">
        <Section id="cat-pro-look-for" title={proText.lookForTitle}>
          <ul>
            <li><FormattedMessage {...proText.lookForCertified} /></li>
            <li><FormattedMessage {...proText.lookForQuality} /></li>
            <li><FormattedMessage {...proText.lookForCapacity} /></li>
          </ul>
        </Section>
        <Section id="cat-pro-contact" title={proText.contactTitle}>
          <p>
            <FormattedMessage {...proText.contactBody} />
          </p>
          <a href={landingPath(code, 'contact')} className={buttonClassName({ variant: 'secondary' })}>
            <FormattedMessage {...proText.contactLink} />
          </a>
        </Section>
      </div>
    </ProPage>
  );
}

const TERMS: { key: string; title: MessageDescriptor; body: MessageDescriptor }[] = [
  { key: 'offers', title: proText.termsOffersTitle, body: proText.termsOffersBody },
  { key: 'orders', title: proText.termsOrdersTitle, body: proText.termsOrdersBody },
  { key: 'payment', title: proText.termsPaymentTitle, body: proText.termsPaymentBody },
  { key: 'delivery', title: proText.termsDeliveryTitle, body: proText.termsDeliveryBody },
];

/** `pro/terms-conditions/`: the Pro terms, on top of the store's general terms of service. */
export function ProTermsPage() {
  const { code } = useRegion();
  return (
    <ProPage title={proText.termsTitle}>
      <p className="cat-pro-lead">
        <FormattedMessage {...proText.termsIntro} />
      </p>
      {TERMS.map((t) => (
        <section key={t.key} aria-labelledby={`cat-pro-terms-${t.key}`}>
          <h2 id={`cat-pro-terms-${t.key}`}>
            <FormattedMessage {...t.title} />
          </h2>
          <p>
            <FormattedMessage {...t.body} />
          </p>
        </section>
      ))}
      <p>
        <a href={landingPath(code, 'termsOfService')}>
          <FormattedMessage {...proText.generalTerms} />
        </a>
      </p>
    </ProPage>
  );
}
