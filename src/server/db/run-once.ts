// A job that one instance runs for all (issue #41: the related goods). Its row in
// job_runs is claimed by a lease: one atomic UPDATE sets `claimed_until` when the row is
// unclaimed (or its lease ran out) and the job is due, so of any number of instances
// ticking at once exactly one gets the row back and runs the work; the others skip. The
// claim holds no transaction: the work runs in short transactions of its own, so on the
// embedded database (one connection) requests go on between them. At the end the row is
// stamped with the time the claim was made (the database's clock, so a change heard
// while it ran makes the next tick run it again) and the lease released; a run that fails
// releases it unstamped. An instance killed mid-run leaves its lease, which another takes
// over once it expires (LEASE_MS).
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** How long a claim lasts: far longer than a run, short enough that a killed instance's run is soon made by another. */
export const LEASE_MS = 5 * 60_000;

export interface RunOnceOptions {
  /** A run counts as current for this long. */
  everyMs: number;
  /** A run older than this (a change this instance heard of) is due whatever its age. */
  changedAt?: Date;
  /** The claim's length (LEASE_MS). */
  leaseMs?: number;
}

/**
 * Runs `work` unless another instance is running the job (its lease is current) or its
 * last run is current; answers whether this call ran it.
 */
export async function runOnce(db: Db, name: string, opts: RunOnceOptions, work: () => Promise<void>): Promise<boolean> {
  // The row exists before anyone claims it (a job added after its migration).
  await db.execute(sql`INSERT INTO job_runs (name) VALUES (${name}) ON CONFLICT DO NOTHING`);
  const changedAt = opts.changedAt?.toISOString() ?? null;
  // Text, not Date: the stamps keep the database's microseconds.
  const { rows } = await db.execute<{ started: string; until: string }>(
    sql`UPDATE job_runs SET claimed_until = now() + make_interval(secs => ${(opts.leaseMs ?? LEASE_MS) / 1000})
        WHERE name = ${name}
          AND (claimed_until IS NULL OR claimed_until < now())
          AND (last_run_at IS NULL
               OR last_run_at <= now() - make_interval(secs => ${opts.everyMs / 1000})
               OR last_run_at < ${changedAt}::timestamptz)
        RETURNING now()::text AS started, claimed_until::text AS until`,
  );
  const claim = rows[0];
  if (!claim) return false; // another instance runs it now, or its last run is current
  // Only this claim is released: a run that outlived its lease leaves the next one's alone.
  const ours = sql`name = ${name} AND claimed_until = ${claim.until}::timestamptz`;
  try {
    await work();
  } catch (err) {
    await db.execute(sql`UPDATE job_runs SET claimed_until = NULL WHERE ${ours}`).catch(() => undefined);
    throw err;
  }
  await db.execute(
    sql`UPDATE job_runs SET last_run_at = ${claim.started}::timestamptz, claimed_until = NULL WHERE ${ours}`,
  );
  return true;
}
