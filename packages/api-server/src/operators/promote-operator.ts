// Usage: pnpm --filter @ph/api-server promote-operator <email> (after `pnpm --filter @ph/api-server build`)
// Operators have no sign-up of their own: an existing account is promoted from the server's shell.
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { runMigrations } from '../db';
import { promoteToOperator } from './service';

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error('usage: promote-operator.ts <email>');
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const user = await promoteToOperator(database.db, email, new Date());
    console.log(`user ${user.id} <${user.email}> is now an operator`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
