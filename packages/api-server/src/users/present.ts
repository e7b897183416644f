import { ONBOARDING_SURVEY, type OnboardingSurvey, type User } from '@ph/api-contract';
import type { UserRow } from './repository';

/** The API shape of a user row. Secrets (password hash) never leave this module. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    anonymous: row.kind === 'anonymous',
    role: row.role,
    email: row.email,
    email_confirmed: row.emailConfirmedAt !== null,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    company_name: row.companyName,
    customer_type: row.customerType,
    vat_id: row.vatId,
    locale: row.locale,
    default_address_id: row.defaultAddressId,
    segmentation_token: row.segmentationToken,
    last_used_location: row.lastUsedCountryIso
      ? { country_iso: row.lastUsedCountryIso, zip_code: row.lastUsedZipCode }
      : null,
    shipping_destination: row.shippingCountryIso
      ? { country_iso: row.shippingCountryIso, zip_code: row.shippingZipCode }
      : null,
    onboarding_survey: presentSurvey(row.onboardingSurvey),
    plan_type: row.planType,
    plan_since: row.planSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Only answers the current option table knows: an option retired later must not break `users/me`. */
function presentSurvey(stored: Record<string, string>): OnboardingSurvey {
  const out: Record<string, string> = {};
  for (const [key, options] of Object.entries(ONBOARDING_SURVEY)) {
    const value = stored[key];
    if (value !== undefined && (options as readonly string[]).includes(value)) out[key] = value;
  }
  return out as OnboardingSurvey;
}
