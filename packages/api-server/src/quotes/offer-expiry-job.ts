// Offer expiry as a durable job: every five minutes (and once at start) one process writes `expired`
// on the open offers whose `valid_until` has passed (and `offer_expired` on the requests left with no
// open offer), so the desk's list, the quote request and any
// report read a stored state. Reading never waited for it: an open offer past `valid_until` already
// reads as expired and cannot be accepted (offer-present.ts stateOf, offers.ts acceptOffer).
import type { Db } from '../db';
import { expireDue } from './offers-repo';
import { markOffersExpired } from './repository';
import { QUEUES, type Jobs } from '../jobs';

export interface OfferExpiryDeps {
  db: Db;
  now: () => Date;
  log: { info(obj: object, msg: string): void };
}

/**
 * One run: the ids of the offers it expired (none when run again at once). The requests those offers
 * answered move to `offer_expired` in the same transaction when none of their offers is open any more.
 */
export async function expireOffers(deps: Pick<OfferExpiryDeps, 'db' | 'now'>): Promise<number[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const expired = await expireDue(tx, now);
    // Always, not only when this run expired something: a request left behind by an earlier run
    // (or by offers expired before this step existed) is caught up too.
    await markOffersExpired(tx, now);
    return expired;
  });
}

/** Registers the worker and its schedule; `onReady` sends the first run (a restarted process catches up at once). */
export async function attachOfferExpiry(jobs: Jobs, deps: OfferExpiryDeps): Promise<{ runNow(): Promise<void> }> {
  await jobs.work(
    QUEUES.offersExpire.name,
    async () => {
      const expired = await expireOffers(deps);
      if (expired.length > 0) deps.log.info({ offerIds: expired }, 'offers expired');
    },
    { concurrency: 1 },
  );
  await jobs.schedule(QUEUES.offersExpire.name, '*/5 * * * *');
  return { runNow: () => jobs.send(QUEUES.offersExpire.name, {}, { singletonKey: 'offers-expire' }) };
}
