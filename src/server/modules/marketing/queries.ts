// SQL of marketing mail (issue #41): consent, unsubscribing, cart reminders and the
// record of what was sent.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export type ConsentSource = 'registration' | 'checkout' | 'account' | 'unsubscribe';

/** Withdraws a customer's consent by their unsubscribe link; nothing when already withdrawn. */
export async function withdrawConsentByLink(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`
    UPDATE users SET marketing_consent = false, marketing_consent_at = now(), marketing_consent_source = 'unsubscribe'
    WHERE id = ${userId} AND marketing_consent`);
}

/** Sets the consent; answers when it was last given or withdrawn (unchanged when it already was so). */
export async function updateConsent(
  db: Executor,
  userId: number,
  consent: boolean,
  source: ConsentSource,
): Promise<Date | null> {
  const { rows } = await db.execute<{ at: string | Date | null }>(sql`
    WITH changed AS (
      UPDATE users SET marketing_consent = ${consent}, marketing_consent_at = now(), marketing_consent_source = ${source}
      WHERE id = ${userId} AND marketing_consent IS DISTINCT FROM ${consent}
      RETURNING marketing_consent_at AS at
    )
    SELECT at FROM changed
    UNION ALL
    SELECT marketing_consent_at AS at FROM users WHERE id = ${userId} AND NOT EXISTS (SELECT 1 FROM changed)`);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
