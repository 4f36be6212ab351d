// What marketing mail was sent (issue #41 item 6): every reminder and restock alert is
// noted in the transaction that queues it; the admin dashboard attributes orders to them.
import type { Executor } from '../../db/client.ts';
import { insertMarketingSend } from './queries.ts';

export type MarketingSendKind = 'reminder' | 'stock-alert';

/** Notes one marketing mail, inside the transaction that queues it (userId null: a visitor's address). */
export function recordMarketingSend(
  tx: Executor,
  send: { kind: MarketingSendKind; userId: number | null; email: string },
): Promise<void> {
  return insertMarketingSend(tx, send);
}
