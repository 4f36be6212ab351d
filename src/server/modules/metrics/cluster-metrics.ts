// /metrics with several server processes (WEB_CONCURRENCY): the processes share one
// port, so a scrape reaches any one of them. That process asks the primary, which
// gathers every worker's registries (prom-client's AggregatorRegistry, over the cluster's
// IPC channel) and answers with their aggregate: one scrape sees the whole machine.
// Counters and histograms are summed; each gauge says how (the outbox: the largest).
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'shop:metrics-ask';
const ANSWER = 'shop:metrics-answer';
/** prom-client's own gathering gives up after 5 s. */
const ASK_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the workers' asks. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, msg: Partial<Ask>) => {
    if (msg?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: msg.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

export function inCluster(): boolean {
  return cluster.isWorker;
}

/** In a worker: offers this process's registries to the primary's gathering. */
export function joinClusterMetrics(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // Constructing one adds prom-client's listener that answers the primary.
  new AggregatorRegistry();
}

let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();
let listening = false;

/** In a worker: the whole machine's metrics, from the primary. */
export function askPrimary(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (msg: Partial<Answer>) => {
      if (msg?.type === ANSWER && typeof msg.id === 'number') waiting.get(msg.id)?.(msg as Answer);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => settle({ type: ANSWER, id, error: 'the primary did not answer' }), ASK_TIMEOUT_MS);
    function settle(answer: Answer) {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(`cluster metrics: ${answer.error}`));
    }
    waiting.set(id, settle);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
