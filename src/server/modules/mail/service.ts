// What other modules use of mail: queuing one in the outbox inside their own
// transaction (a rolled-back change mails nothing; the mailer sends and retries).
// The outbox's SQL stays in this module's queries.
import type { Executor } from '../../db/client.ts';
import { insertMail } from './queries.ts';
import type { Mail } from './templates.ts';

/** Adds a mail to the outbox inside the caller's transaction; returns its id. */
export function queueMail(tx: Executor, mail: Mail): Promise<number> {
  return insertMail(tx, mail);
}
