// Consent to marketing mail (issue #41 item 5): stored on the customer with its time and
// where it was given or withdrawn. Only a change is stamped: asking twice keeps the time.
import type { Executor } from '../../db/client.ts';
import { type ConsentSource, updateConsent } from './queries.ts';

export type { ConsentSource };

/** Sets the consent; answers when it was last given or withdrawn. */
export function setMarketingConsent(
  db: Executor,
  userId: number,
  consent: boolean,
  source: ConsentSource,
): Promise<Date | null> {
  return updateConsent(db, userId, consent, source);
}
