import { useSignedInUser } from '../session/SessionProvider';
import { AddressBook } from '../addresses/AddressBook';
import { ContactForm } from './ContactForm';
import { PasswordSection } from './PasswordSection';
import { MarketingConsentSection } from './MarketingConsentSection';
import { SurveySection } from './SurveySection';

/** `/account/settings`: details, addresses, the onboarding survey, marketing consent and password. */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <ContactForm key={user.id} user={user} />
      <AddressBook userId={user.id} />
      <SurveySection key={`survey-${user.id}`} user={user} />
      <MarketingConsentSection user={user} />
      <PasswordSection user={user} />
    </>
  );
}
