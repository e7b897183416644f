// Usage: pnpm --filter @ph/api-server promote-manager <email> (after `pnpm --filter @ph/api-server build`)
// Managers have no sign-up of their own: an existing account is promoted by an operator.
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { runMigrations } from '../db';
import { promoteToManager } from './service';

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error('usage: promote-manager.ts <email>');
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const user = await promoteToManager(database.db, email, new Date());
    console.log(`user ${user.id} <${user.email}> is now a manager`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
