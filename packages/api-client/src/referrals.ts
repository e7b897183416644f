import type { OrderResponse, PartnerstackBody, ReferralCodeBody, ReferralInvitation as ReferralInvitationSchema, ReferralOverviewResponse } from '@ph/api-contract';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';

/**
 * Typed calls of the referral programme (docs/domain.md#referrals): the signed-in customer's code,
 * invitations and credit; a referral code applied to a newcomer's cart; a partner key registered once.
 */
export type ReferralOverview = Output<typeof ReferralOverviewResponse>['data'];
export type ReferralInvitation = Output<typeof ReferralInvitationSchema>;

export async function fetchReferrals(client: ApiClient, signal?: AbortSignal): Promise<ReferralOverview> {
  return (await client.get<Output<typeof ReferralOverviewResponse>>('v1/referrals', { auth: true, signal })).data;
}

/** The newcomer's first-order discount: the server prices it and answers the order (422 `referral_*` when refused). */
export async function applyReferralCode(client: ApiClient, orderId: number, referralCode: string): Promise<Output<typeof OrderResponse>['order']> {
  const body: Input<typeof ReferralCodeBody> = { referral_code: referralCode };
  return (await client.put<Output<typeof OrderResponse>>(`orders/${orderId}/referral_code`, body, { auth: true })).order;
}

/** Records the partner key the visitor arrived with; the first key a user registers stays (204). */
export async function registerPartnerKey(client: ApiClient, partnerKey: string): Promise<void> {
  const body: Input<typeof PartnerstackBody> = { partner_key: partnerKey };
  await client.post<void>('v2/users/register_partnerstack_key', body, { auth: true });
}
