// Process-wide metrics: Node's own (CPU, memory, event loop, GC) and the shop's events
// (orders, payments, refunds, job runs). They are counted where the work is done,
// deep in services and jobs, so they live in one registry per process rather than
// per app; /metrics serves it next to the app's own registry (app-metrics.ts).
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const registers = [processRegistry];

/** Counters of the shop's events, incremented once the transaction that made them committed. */
export const shopMetrics = {
  ordersPlaced: new Counter({ name: 'orders_placed_total', help: 'Orders placed.', registers }),
  ordersCancelled: new Counter({
    name: 'orders_cancelled_total',
    help: 'Unpaid orders cancelled, by who cancelled them (customer, staff, deadline).',
    labelNames: ['by'] as const,
    registers,
  }),
  payments: new Counter({
    name: 'payments_total',
    help: 'Payment outcomes applied (succeeded, failed), by provider.',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  }),
  refunds: new Counter({
    name: 'refunds_total',
    help: "Refunds sent to a provider, by the provider's answer (succeeded, pending, failed).",
    labelNames: ['outcome'] as const,
    registers,
  }),
  jobRuns: new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs, by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers,
  }),
  jobDuration: new Histogram({
    name: 'job_duration_seconds',
    help: 'Duration of scheduled job runs.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  }),
};
