import { useSignedInUser } from '../session/SessionProvider';
import { AddressBook } from '../addresses/AddressBook';
import { ContactForm } from './ContactForm';
import { PasswordSection } from './PasswordSection';

/** `/account/settings`: details, addresses and password. */
export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <ContactForm key={user.id} user={user} />
      <AddressBook userId={user.id} />
      <PasswordSection email={user.email ?? ''} />
    </>
  );
}
