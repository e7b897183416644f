// The referral programme's face (docs/domain.md#referrals): its routes and the credit job.
export { referralRoutes } from './routes';
export { registerReferralCredits } from './job';
export { creditDueReferrals } from './service';
