import type { Db } from '../db';

export interface UserMergedEvent {
  /** The anonymous visitor whose data moves. */
  anonymousUserId: number;
  /** The account that signed in (or was created) and now owns that data. */
  userId: number;
}

/** Runs inside the sign-in/sign-up transaction: throw to abort the sign-in, write with `tx` only. */
export type UserMergedHandler = (tx: Db, event: UserMergedEvent) => Promise<void>;

/**
 * Modules owning per-user rows (orders, designs, quotes) subscribe here to move an anonymous
 * visitor's rows to the account they sign into: `app.ctx.userHooks.onUserMerged(handler)`.
 */
export class UserHooks {
  private readonly mergedHandlers: UserMergedHandler[] = [];

  onUserMerged(handler: UserMergedHandler): void {
    this.mergedHandlers.push(handler);
  }

  async emitUserMerged(tx: Db, event: UserMergedEvent): Promise<void> {
    for (const handler of this.mergedHandlers) await handler(tx, event);
  }
}
