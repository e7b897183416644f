// One API process of the invoice benchmark's cluster phase (bench/invoices.ts forks two): its own
// connection pool on the benchmark's database, issuing VAT invoices for the orders it is handed, all
// in the one series the other process issues in. It reports ready once connected, starts on "go" and
// answers with its wall time and the CPU it spent issuing; it closes its pool on "close" (after the
// benchmark has read PostgreSQL's CPU time, which a closed connection's server process takes with it).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db';
import { issueVatInvoice } from '../src/invoices';

interface Go {
  orderIds: number[];
  concurrency: number;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('bench/invoice-issuer.ts is forked by bench/invoices.ts (BENCH_DATABASE_URL, IPC)');
const send = process.send.bind(process);
const database = openDatabase({ databaseUrl: url, poolSize: 10 });
await database.db.execute(sql`select 1`);
send({ ready: true });

process.once('message', (go: Go) => {
  void (async () => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < go.orderIds.length; i = next++) await database.db.transaction((tx) => issueVatInvoice(tx, { orderId: go.orderIds[i]! }));
    };
    await Promise.all(Array.from({ length: go.concurrency }, worker));
    const cpu = process.cpuUsage(cpu0);
    process.once('message', () => void database.close().then(() => process.exit(0)));
    send({ seconds: (performance.now() - t0) / 1000, cpuMs: (cpu.user + cpu.system) / 1000, issued: go.orderIds.length });
  })();
});
