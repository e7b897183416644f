import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../session/SessionProvider';
import { AddressBook } from '../addresses/AddressBook';
import { ContactForm } from './ContactForm';
import { PasswordSection } from './PasswordSection';
import { MarketingConsentSection } from './MarketingConsentSection';
import { SurveySection } from './SurveySection';

// Below the fold and rarely used: its own chunk, so the account's initial code stays within budget.
const DataRightsSection = lazy(() => import(/* webpackChunkName: "data-rights" */ './DataRightsSection').then((m) => ({ default: m.DataRightsSection })));

/** `/account/settings`: details, addresses, the onboarding survey, marketing consent, password, and the shopper's data rights (download, delete). */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <ContactForm key={user.id} user={user} />
      <AddressBook userId={user.id} />
      <SurveySection key={`survey-${user.id}`} user={user} />
      <MarketingConsentSection user={user} />
      <PasswordSection user={user} />
      <Suspense fallback={null}>
        <DataRightsSection user={user} />
      </Suspense>
    </>
  );
}
