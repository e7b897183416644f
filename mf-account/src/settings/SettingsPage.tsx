import { useSignedInUser } from '../session/SessionProvider';
import { AddressBook } from '../addresses/AddressBook';
import { ContactForm } from './ContactForm';
import { PasswordSection } from './PasswordSection';
import { MarketingConsentSection } from './MarketingConsentSection';

/**
 * `/account/settings`: details, addresses, marketing consent and password. The onboarding survey
 * of commerce-core §3 is not here: `PUT users/{id}` does not accept its answers yet.
 */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <ContactForm key={user.id} user={user} />
      <AddressBook userId={user.id} />
      <MarketingConsentSection user={user} />
      <PasswordSection email={user.email ?? ''} />
    </>
  );
}
