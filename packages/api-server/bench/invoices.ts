// Invoice benchmark on PostgreSQL (DATABASE_URL, default the local server; a fresh database is made and
// dropped): (1) issuing one VAT invoice end to end — the issuing transaction (order lock, number,
// document row) then its PDF, the Factur-X PDF/A-3 and the UBL XML — one at a time, p50/p95;
// (2) throughput of issuing in one series: 16 concurrent transactions over 1,000 paid orders, then a
// check that the series' numbers are 1…n without a gap; (3) the same from two API processes at once
// (bench/invoice-issuer.ts, forked, each with its own pool), as the cluster runs, continuing the one
// series. Results go to docs/performance.md ("Invoices").
//
//   pnpm --filter @ph/api-server bench:invoices        (part of `pnpm bench`)
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { invoices } from '../src/db/schema/invoices';
import { issueVatInvoice } from '../src/invoices';
import { facturX, ublXml } from '../src/invoices/einvoice';
import { invoicePdf } from '../src/invoices/pdf';
import { REPO_ROOT } from '../src/paths';

const ISSUER = path.join(path.dirname(new URL(import.meta.url).pathname), 'invoice-issuer.ts');

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.NODE_ENV ??= 'test';

const LATENCY_RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 60);
const WARMUP = 10;
const THROUGHPUT_ORDERS = Number(process.env.BENCH_INVOICE_ORDERS ?? 1000);
const CONCURRENCY = 16;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (x: number) => x.toFixed(1);

/** The benchmark's database (a fresh one per run), set once it exists. */
let benchDatabase = '';

/** A PostgreSQL server process's title, e.g. `postgres: 15/main: postgres test_ab12 127.0.0.1(5432) idle`. */
function processTitle(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * PostgreSQL's CPU ticks between two samples: per server process, so one whose connection closed in
 * between (a pool drops idle connections) does not take its earlier ticks off the sum (its ticks in
 * the window are lost: a slight undercount).
 */
function postgresTicksBetween(before: Map<string, number>, after: Map<string, number>): number {
  let sum = 0;
  for (const [pid, ticks] of after) sum += ticks - (before.get(pid) ?? 0);
  return sum;
}

// Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux).
const TICKS = 100;

/**
 * CPU time used so far (clock ticks) by this process and by the PostgreSQL server processes of the
 * benchmark's database (their title names it; other databases' processes come and go with other work),
 * from /proc (Linux; zeros elsewhere): what one issue costs, which on a shared 2-core machine is what
 * bounds the series rather than the counter's lock.
 */
function cpuTicks(database = benchDatabase): { node: number; postgres: Map<string, number> } {
  const sum = { node: 0, postgres: new Map<string, number>() };
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
    else if (database && (name === 'postgres' || name.startsWith('postgres:')) && processTitle(pid).split(' ').includes(database)) sum.postgres.set(pid, ticks);
  }
  return sum;
}

interface IssuerDone {
  seconds: number;
  cpuMs: number;
  issued: number;
}

/** The next message of a forked issuer, or its exit as an error. */
function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`invoice issuer exited (${code}) before answering`));
    child.once('exit', onExit);
    child.once('message', (m) => {
      child.off('exit', onExit);
      resolve(m as T);
    });
  });
}

/**
 * Two API processes issuing in the one series at once, half the orders and half the transactions each:
 * started and connected first, then timed from "go" to the last answer.
 */
async function twoProcesses(databaseUrl: string, orderIds: number[]): Promise<{ seconds: number; cpuMsPerIssue: number; pgMsPerIssue: number }> {
  // The issuers inherit this process's loader (tsx) with its execArgv.
  const children = [0, 1].map(() => fork(ISSUER, [], { env: { ...process.env, BENCH_DATABASE_URL: databaseUrl }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  try {
    await Promise.all(children.map((c) => nextMessage<{ ready: true }>(c)));
    const pg0 = cpuTicks().postgres;
    const t0 = performance.now();
    const answers = children.map((c) => nextMessage<IssuerDone>(c));
    children.forEach((c, i) => c.send({ orderIds: orderIds.filter((_, j) => j % 2 === i), concurrency: CONCURRENCY / 2 }));
    const done = await Promise.all(answers);
    const seconds = (performance.now() - t0) / 1000;
    // Read while the issuers' connections are still open (their server processes' CPU time ends with them).
    const pgMsPerIssue = (postgresTicksBetween(pg0, cpuTicks().postgres) * 1000) / TICKS / orderIds.length;
    const exited = children.map((c) => new Promise((resolve) => c.once('exit', resolve)));
    for (const c of children) c.send({ close: true });
    await Promise.all(exited);
    return { seconds, cpuMsPerIssue: done.reduce((sum, d) => sum + d.cpuMs, 0) / orderIds.length, pgMsPerIssue };
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill();
  }
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
    if (t.database.raw.kind !== 'pg') throw new Error('the invoice benchmark runs on PostgreSQL (DATABASE_URL)');
    const databaseUrl = t.database.raw.url;
    benchDatabase = new URL(databaseUrl).pathname.slice(1);
    const p = await paidByCard(t, { region: 'eu', currency: 'EUR', address: ADDRESSES.DE_COMPANY, customerType: 'b2b' });
    console.log(`order ${p.order.number} paid; cloning ${LATENCY_RUNS + 2 * THROUGHPUT_ORDERS} orders …`);
    const latencyIds = await cloneOrder(t, p.order.id, LATENCY_RUNS);
    const throughputIds = await cloneOrder(t, p.order.id, THROUGHPUT_ORDERS);
    const clusterIds = await cloneOrder(t, p.order.id, THROUGHPUT_ORDERS);

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
    const cpuMs = { node: ((cpu1.node - cpu0.node) * 1000) / TICKS / throughputIds.length, postgres: (postgresTicksBetween(cpu0.postgres, cpu1.postgres) * 1000) / TICKS / throughputIds.length };
    console.log(`CPU per issue: this process ${ms(cpuMs.node)} ms, PostgreSQL ${ms(cpuMs.postgres)} ms`);

    // (3) The same series from two API processes at once.
    const cluster = await twoProcesses(databaseUrl, clusterIds);
    const clusterPerSecond = clusterIds.length / cluster.seconds;
    const clusterPgMs = cluster.pgMsPerIssue;
    console.log(`two processes: ${clusterIds.length} issues in ${cluster.seconds.toFixed(2)} s = ${clusterPerSecond.toFixed(0)}/s; CPU per issue: API processes ${ms(cluster.cpuMsPerIssue)} ms, PostgreSQL ${ms(clusterPgMs)} ms`);
    const year = new Date().getUTCFullYear();
    const rows = await db.select({ sequence: invoices.sequence }).from(invoices).where(and(eq(invoices.series, 'FV/EU/{yyyy}/{nnnnnn}'), eq(invoices.year, year)));
    const seqs = rows.map((r) => r.sequence).sort((a, b) => a - b);
    // Every order issued exactly once (the first order's invoice came with its payment), numbered 1…n.
    const gapFree = seqs.length === 1 + latencyIds.length + throughputIds.length + clusterIds.length && seqs.every((s, i) => s === i + 1);
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
        `| Issuing in one series from this process, ${CONCURRENCY} concurrent transactions, ${throughputIds.length} orders | **${perSecond.toFixed(0)} issues/s** (${seconds.toFixed(2)} s) |`,
        `| — CPU time per issue in that run (/proc: utime + stime) | this process ${ms(cpuMs.node)} ms, PostgreSQL ${ms(cpuMs.postgres)} ms |`,
        `| Issuing in the same series from two API processes at once (forked, a pool each), ${CONCURRENCY / 2} concurrent transactions each, ${clusterIds.length} orders | **${clusterPerSecond.toFixed(0)} issues/s** (${cluster.seconds.toFixed(2)} s); CPU per issue: API processes ${ms(cluster.cpuMsPerIssue)} ms, PostgreSQL ${ms(clusterPgMs)} ms |`,
        `| The series after all three | numbers 1…${seqs.length}, one per order, ${gapFree ? '**without a gap**' : '**with gaps or repeats (failed)**'} |`,
        '',
        `Against the targets: end to end p95 ${percentile(total, 95) <= 300 ? 'within' : 'over'} 300 ms; ${perSecond >= 100 ? 'at least' : 'below'} 100 issues/s in one series from one process and ${clusterPerSecond >= 100 ? 'at least' : 'below'} 100/s from two${Math.min(perSecond, clusterPerSecond) >= 100 ? '' : ' on this loaded machine (the CPU each issue costs, on cores shared with other work: see below)'}.`,
        '',
        'Issues in one series are serial by design: the counter row stays locked from taking the number to the commit, which is what keeps the numbers gap-free across transactions and API processes. Everything of the document is read and built before the number is taken; the number and the document row are then one statement (an upsert of the counter feeding the insert, `repository.insertNumbered`), and the commit follows (with the announcing e-mail row when the document is e-mailed, which this benchmark does not). The documents are rendered from the stored row when downloaded, outside the transaction.',
        '',
        'Where the time goes (profiled 2026-11-28 at load 8–11 with the series at 137/s, timing each issuing transaction): about 100 ms of a transaction\'s life was spent before the counter was touched (waiting for a pooled connection and reading the order) against 5.5 ms for the numbered insert, lock wait included, and 4.2 ms for the commit (means). The lock was not what limited the series; the CPU each issue costs was, on two cores shared with other work: 3.6 ms in the API process and 3.2 ms in PostgreSQL per issue, with 16 statements per issue, 9 of them the whole order document (designs, shipping rates, promotions, bundles, wallet, properties) that a document does not show. Since 2026-11-28 the lines are read from the order\'s line rows alone (`orders.linesOf`, named by `orders.lineName` as the order document names them; 8 statements per issue) and the date formatter of the seller\'s time zone is built once per process instead of per issue: 1.8–2.4 ms in the API process and 1.7–2.2 ms in PostgreSQL per issue. Runs of this command after the change, 2026-11-28, the machine shared with other sessions (eslint, tsc, jest; 1-minute load before → after), one process: 127/s (11.3 → 11.0), 178/s (11.0 → 9.8), 62/s (9.8 → 13.5: two eslint runs and a tsc started), 136/s (11.9 → 13.1), 134/s (13.1 → 11.5) and 83/s (11.5 → 11.1, a typecheck and a lint of this checkout running); end to end p95 324, 140, 317, 288, 282 and 359 ms. With the third measure (two processes) and the CPU of PostgreSQL counted for the benchmark\'s own database, three runs one after the other, 2026-11-28 00:04–00:07 UTC (load 11.4 → 12.9, 12.9 → 9.3, 9.3 → 9.3): one process 179, 224 and 153 issues/s, two processes 124, 166 and 142/s, the series of each run 1…2061 without a gap; end to end p95 147, 98 and 314 ms; CPU per issue 1.8–2.1 ms in the one API process and 1.7–1.9 ms in PostgreSQL. In one process the series takes one Node thread: under a load of n runnable threads on two cores that thread gets about 2/n of a core, so one API process stays above 100/s up to a load of about 11 and not reliably beyond. The API runs as several processes sharing the counters (the cluster); the third measure issues from two forked processes with a pool each, which also checks that the counter row keeps the series gap-free across processes at that rate. Their CPU per issue is higher than in the one process: they start cold (no warm-up issues), and each brings the connections of its own pool. The target is not met reliably on this machine when other sessions load it beyond about 11.',
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
