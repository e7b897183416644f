// Demo coupon codes (README "Coupons"), seeded at start-up outside production (main.ts), never by
// registering routes. Upserted by code, so seeding twice changes nothing.
import type { Db } from '../db/client';
import { promotions } from '../db/schema/orders';

export const DEMO_PROMOTIONS: Array<typeof promotions.$inferInsert> = [
  { code: 'WELCOME10', name: '10 % off your first order', kind: 'percentage', value: 1000, perUserLimit: 1, stackable: false },
  { code: 'BOXES15', name: '15 % off mailer boxes', kind: 'percentage', value: 1500, productSkus: ['mailer-box', 'mailer-box-plain', 'mailer-box-white-ink'], minimumItemTotal: 10_000, stackable: false },
  { code: 'SAVE20EUR', name: '€20 off orders from €200', kind: 'fixed', value: 2000, currency: 'EUR', minimumItemTotal: 20_000, stackable: true },
  { code: 'FIRST100', name: '5 % off, first 100 orders', kind: 'percentage', value: 500, usageLimit: 100, stackable: true },
  { code: 'EXPIRED2024', name: 'Black Friday 2024', kind: 'percentage', value: 2500, startsAt: new Date('2024-11-29T00:00:00Z'), endsAt: new Date('2024-12-03T00:00:00Z') },
];

export async function seedPromotions(db: Db): Promise<void> {
  await db
    .insert(promotions)
    .values(DEMO_PROMOTIONS)
    .onConflictDoNothing({ target: promotions.code });
}
