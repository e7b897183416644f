// Invoice benchmark on PostgreSQL (DATABASE_URL, default the local server; a fresh database is made and
// dropped): (1) issuing one VAT invoice end to end — the issuing transaction (order lock, number,
// document row) then its PDF, the Factur-X PDF/A-3 and the UBL XML — one at a time, p50/p95;
// (2) throughput of issuing in one series: 16 concurrent transactions over 1,000 paid orders, then a
// check that the series' numbers are 1…n without a gap. Results go to docs/performance.md ("Invoices").
//
//   pnpm --filter @ph/api-server bench:invoices        (part of `pnpm bench`)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { invoices } from '../src/db/schema/invoices';
import { issueVatInvoice } from '../src/invoices';
import { facturX, ublXml } from '../src/invoices/einvoice';
import { invoicePdf } from '../src/invoices/pdf';
import { REPO_ROOT } from '../src/paths';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.NODE_ENV ??= 'test';

const LATENCY_RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 60);
const WARMUP = 10;
const THROUGHPUT_ORDERS = Number(process.env.BENCH_INVOICE_ORDERS ?? 1000);
const CONCURRENCY = 16;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (x: number) => x.toFixed(1);

// Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux).
const TICKS = 100;

/**
 * CPU time used so far (clock ticks) by this process and by the machine's PostgreSQL processes, from
 * /proc (Linux; zeros elsewhere): what one issue costs, which on a shared 2-core machine is what
 * bounds the series rather than the counter's lock.
 */
function cpuTicks(): { node: number; postgres: number } {
  const sum = { node: 0, postgres: 0 };
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return sum;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    if (Number(pid) === process.pid) sum.node += ticks;
    else if (name === 'postgres' || name.startsWith('postgres:')) sum.postgres += ticks;
  }
  return sum;
}

function writeReport(markdown: string): void {
  const file = path.join(REPO_ROOT, 'docs', 'performance.md');
  const heading = '## Invoices';
  const existing = fs.readFileSync(file, 'utf8');
  const start = existing.indexOf(heading);
  const after = start === -1 ? -1 : existing.indexOf('\n## ', start + heading.length);
  const next = start === -1 ? `${existing.trimEnd()}\n\n${markdown}\n` : `${existing.slice(0, start)}${markdown}\n${after === -1 ? '' : existing.slice(after + 1)}`;
  fs.writeFileSync(file, next);
}

async function main(): Promise<void> {
  // The test fixtures walk a real order through the routes (cart, checkout, card, webhook).
  const { createPaymentsApp } = await import('../test/payments.fixtures');
  const { ADDRESSES, cloneOrder, paidByCard } = await import('../test/invoices.fixtures');
  const loadBefore = os.loadavg()[0] ?? 0;
  const t = await createPaymentsApp();
  try {
    const db = t.app.ctx.db;
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE_COMPANY, customerType: 'b2b' });
    console.log(`order ${p.order.number} paid; cloning ${LATENCY_RUNS + THROUGHPUT_ORDERS} orders …`);
    const latencyIds = await cloneOrder(t, p.order.id, LATENCY_RUNS);
    const throughputIds = await cloneOrder(t, p.order.id, THROUGHPUT_ORDERS);

    // (1) One invoice end to end, one after the other.
    const total: number[] = [];
    const issue: number[] = [];
    const render: number[] = [];
    let sizes = { pdf: 0, facturx: 0, ubl: 0 };
    for (const [i, orderId] of latencyIds.entries()) {
      const t0 = performance.now();
      const row = await db.transaction((tx) => issueVatInvoice(tx, { orderId }));
      const t1 = performance.now();
      const pdf = await invoicePdf(row.content, row.issuedAt);
      const fx = await facturX(row.content, pdf);
      const ubl = await ublXml(row.content);
      const t2 = performance.now();
      if (i >= WARMUP) {
        total.push(t2 - t0);
        issue.push(t1 - t0);
        render.push(t2 - t1);
      }
      sizes = { pdf: pdf.byteLength, facturx: fx.byteLength, ubl: Buffer.byteLength(ubl) };
    }
    [total, issue, render].forEach((a) => a.sort((x, y) => x - y));
    console.log(`end to end: p50 ${ms(percentile(total, 50))} ms, p95 ${ms(percentile(total, 95))} ms (issue p95 ${ms(percentile(issue, 95))}, render p95 ${ms(percentile(render, 95))})`);

    // (2) Many transactions issuing in the one series at once.
    const cpu0 = cpuTicks();
    let next = 0;
    const t3 = performance.now();
    const worker = async () => {
      for (let i = next++; i < throughputIds.length; i = next++) await db.transaction((tx) => issueVatInvoice(tx, { orderId: throughputIds[i]! }));
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - t3) / 1000;
    const perSecond = throughputIds.length / seconds;
    const cpu1 = cpuTicks();
    const cpuMs = { node: ((cpu1.node - cpu0.node) * 1000) / TICKS / throughputIds.length, postgres: ((cpu1.postgres - cpu0.postgres) * 1000) / TICKS / throughputIds.length };
    console.log(`CPU per issue: this process ${ms(cpuMs.node)} ms, PostgreSQL ${ms(cpuMs.postgres)} ms`);
    const year = new Date().getUTCFullYear();
    const rows = await db.select({ sequence: invoices.sequence }).from(invoices).where(and(eq(invoices.series, 'FV/EU/{yyyy}/{nnnnnn}'), eq(invoices.year, year)));
    const seqs = rows.map((r) => r.sequence).sort((a, b) => a - b);
    const gapFree = seqs.every((s, i) => s === i + 1);
    console.log(`throughput: ${throughputIds.length} issues in ${seconds.toFixed(2)} s = ${perSecond.toFixed(0)}/s with ${CONCURRENCY} concurrent transactions; numbers 1…${seqs.length} without a gap: ${gapFree}`);
    if (!gapFree) process.exitCode = 1;

    const loadAfter = os.loadavg()[0] ?? 0;
    const date = new Date().toISOString().slice(0, 10);
    writeReport(
      [
        '## Invoices',
        '',
        `Command: \`pnpm --filter @ph/api-server bench:invoices\` (part of \`pnpm bench\`) — measured ${date} on ${os.cpus().length} shared CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, PostgreSQL from \`DATABASE_URL\` (a fresh database); 1-minute load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after.`,
        '',
        `A paid eu order of a DE company (reverse charge, one product line and shipping), cloned; every document is a VAT invoice of the series \`FV/EU/{yyyy}/{nnnnnn}\`. Targets: p95 ≤ 300 ms for one invoice end to end, and 100 issues per second in one series without a gap.`,
        '',
        '| Measure | Result |',
        '|---|---|',
        `| One invoice end to end (issuing transaction + PDF + Factur-X + UBL), ${total.length} runs after ${WARMUP} warm-up | p50 **${ms(percentile(total, 50))} ms**, p95 **${ms(percentile(total, 95))} ms**, max ${ms(total[total.length - 1]!)} ms |`,
        `| — the issuing transaction alone (order lock, number, document row, e-mail row) | p50 ${ms(percentile(issue, 50))} ms, p95 ${ms(percentile(issue, 95))} ms |`,
        `| — PDF, Factur-X PDF/A-3 and UBL from the stored document | p50 ${ms(percentile(render, 50))} ms, p95 ${ms(percentile(render, 95))} ms (PDF ${(sizes.pdf / 1024).toFixed(0)} KB, Factur-X ${(sizes.facturx / 1024).toFixed(0)} KB, UBL ${(sizes.ubl / 1024).toFixed(1)} KB) |`,
        `| Issuing in one series, ${CONCURRENCY} concurrent transactions, ${throughputIds.length} orders | **${perSecond.toFixed(0)} issues/s** (${seconds.toFixed(2)} s); numbers 1…${seqs.length} ${gapFree ? '**without a gap**' : '**with gaps (failed)**'} |`,
        `| — CPU time per issue in that run (/proc: utime + stime) | this process ${ms(cpuMs.node)} ms, PostgreSQL ${ms(cpuMs.postgres)} ms |`,
        '',
        `Against the targets: end to end p95 ${percentile(total, 95) <= 300 ? 'within' : 'over'} 300 ms; ${perSecond >= 100 ? 'at least' : 'below'} 100 issues/s in one series${perSecond >= 100 ? '' : ' on this loaded machine (the CPU each issue costs, on cores shared with other work: see below)'}.`,
        '',
        'Issues in one series are serial by design: the counter row stays locked from taking the number to the commit, which is what keeps the numbers gap-free across transactions and API processes. Everything of the document is read and built before the number is taken; the number and the document row are then one statement (an upsert of the counter feeding the insert, `repository.insertNumbered`), and the commit follows (with the announcing e-mail row when the document is e-mailed, which this benchmark does not). The documents are rendered from the stored row when downloaded, outside the transaction.',
        '',
        'Where the time goes (profiled 2026-11-28 at load 8–11 with the series at 137/s, timing each issuing transaction): about 100 ms of a transaction\'s life was spent before the counter was touched (waiting for a pooled connection and reading the order) against 5.5 ms for the numbered insert, lock wait included, and 4.2 ms for the commit (means). The lock was not what limited the series; the CPU each issue costs was, on two cores shared with other work: 3.6 ms in the API process and 3.2 ms in PostgreSQL per issue, with 16 statements per issue, 9 of them the whole order document (designs, shipping rates, promotions, bundles, wallet, properties) that a document does not show. Since 2026-11-28 the lines are read from the order\'s line rows alone (`orders.linesOf`, named by `orders.lineName` as the order document names them; 8 statements per issue) and the date formatter of the seller\'s time zone is built once per process instead of per issue: 1.8–2.4 ms in the API process and 1.7–2.2 ms in PostgreSQL per issue. Runs of this command after the change, 2026-11-28, the machine shared with other sessions (eslint, tsc, jest; 1-minute load before → after): 127/s (11.3 → 11.0), 178/s (11.0 → 9.8), 62/s (9.8 → 13.5: two eslint runs and a tsc started), 136/s (11.9 → 13.1), 134/s (13.1 → 11.5) and 83/s (11.5 → 11.1, a typecheck and a lint of this checkout running); end to end p95 324, 140, 317, 288, 282 and 359 ms. On the idle machine (load 0.6) the same command gave 317/s before the change. The series takes one Node thread: under a load of n runnable threads on two cores that thread gets about 2/n of a core, so on this machine one API process stays above 100/s up to a load of about 11 and not reliably beyond; the target is not met reliably here. The API runs as several processes sharing the counters (the cluster), which this benchmark does not measure.',
        '',
        'Rendering: pdf-lib parsed the Roboto font files again for every PDF (fontkit.create); a parsed face is now shared by the process\'s documents (each still makes its own subset), which halved a PDF on this machine (median 54 → 29 ms, Factur-X 23 → 12 ms, in alternating runs at load 10).',
        '',
      ].join('\n'),
    );
  } finally {
    await t.close();
  }
}

await main();
