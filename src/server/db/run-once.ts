// A job that one instance runs for all (issue #41: the related goods): its row in
// job_runs is claimed FOR UPDATE SKIP LOCKED (the order jobs' way, jobs/claim-orders.ts), so
// an instance that finds it claimed leaves the run to the one that holds it; the work
// runs in the claiming transaction and the row is stamped with the database's clock (when the
// run began), so an instance that comes later sees the run was made and skips it.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from './client.ts';

export interface RunOnceOptions {
  /** A run counts as current for this long. */
  everyMs: number;
  /** A run older than this (a change this instance heard of) is due whatever its age. */
  changedAt?: Date;
}

/**
 * Runs `work` unless another instance is running the job or its last run is current;
 * answers whether this call ran it.
 */
export async function runOnce(
  db: Db,
  name: string,
  opts: RunOnceOptions,
  work: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  // The row exists before anyone locks it (a job added after its migration).
  await db.execute(sql`INSERT INTO job_runs (name) VALUES (${name}) ON CONFLICT DO NOTHING`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ last: Date | string | null; now: Date | string }>(
      sql`SELECT last_run_at AS last, now() AS now FROM job_runs WHERE name = ${name} FOR UPDATE SKIP LOCKED`,
    );
    const row = rows[0];
    if (!row) return false; // another instance runs it now
    if (row.last !== null) {
      const last = new Date(row.last).getTime();
      const current = new Date(row.now).getTime() - last < opts.everyMs;
      const changed = opts.changedAt !== undefined && opts.changedAt.getTime() > last;
      if (current && !changed) return false;
    }
    await work(tx);
    // now(): when the transaction began, before the work read anything, so a change
    // heard while it ran makes the next tick run it again.
    await tx.execute(sql`UPDATE job_runs SET last_run_at = now() WHERE name = ${name}`);
    return true;
  });
}
