// The referral credit as a durable job: every ten minutes (and once at start) one process grants the
// credit of the referrals whose refund window has ended (service.ts creditDueReferrals). Reading never
// waits for it: the referrer's page runs the same check for their own referrals first.
import { QUEUES, type Jobs } from '../jobs';
import { creditDueReferrals, type CreditDeps } from './service';

export async function registerReferralCredits(jobs: Jobs, deps: CreditDeps & { log: { info(obj: object, msg: string): void } }): Promise<void> {
  await jobs.work(
    QUEUES.referralCredits.name,
    async () => {
      const credited = await creditDueReferrals(deps);
      if (credited > 0) deps.log.info({ credited }, 'referral credits granted');
    },
    { concurrency: 1 },
  );
  await jobs.schedule(QUEUES.referralCredits.name, '*/10 * * * *');
}
