// A pg client's connection to the embedded database inside this process: the protocol's
// bytes go straight to PGlite and its answers straight back, with no socket between
// (issue #42). Through pglite-socket's Unix socket each statement crossed the kernel
// twice and waited for two turns of the event loop (its handler defers each message to
// setImmediate); here it waits for at most one (nextTurnIfRan). Nor is there a socket file
// in the temporary directory for a cleaner to delete under a running shop.
import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

/**
 * One message a turn of the event loop: the first runs at once, the next after the loop's
 * next turn. Answers come back without a turn, so with no limit one request's statements
 * led straight into the next waiting request's and new requests were not read for
 * seconds (the embedded orders row: p99 2.3-2.9 s instead of 0.4 s). Letting messages
 * run 5 ms back to back placed orders 25 % quicker but served 40 % fewer requests in the
 * embedded mixed visits (reads waited behind the writes); one a turn keeps the socket's
 * fairness without the kernel (docs/benchmarks.md, "Mixed visits", twenty-first session).
 */
let ranThisTurn = false;

function nextTurnIfRan(): Promise<void> | undefined {
  if (ranThisTurn) return new Promise((resolve) => setImmediate(resolve));
  ranThisTurn = true;
  setImmediate(() => {
    ranThisTurn = false;
  });
  return undefined;
}

/** The connection that last ran a message on each database: whose open transaction it is. */
const lastUser = new WeakMap<PGlite, EmbeddedConnection>();

/**
 * The stream a `pg` client speaks the wire protocol over (pg's `stream` option), with the
 * few socket methods pg calls. Messages run one at a time through PGlite's own lock, in
 * the order written; a connection that ends or breaks inside a transaction rolls it
 * back, so the next client starts clean (as pglite-socket's server did).
 */
export class EmbeddedConnection extends Duplex {
  #pending: Buffer = Buffer.alloc(0);
  /** The startup message (no type byte) has been passed on. */
  #started = false;
  #released = false;
  private readonly lite: PGlite;

  constructor(lite: PGlite) {
    super();
    this.lite = lite;
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    this.#runWhole().then(() => done(), done);
  }

  override _final(done: (err?: Error | null) => void): void {
    this.#release().then(() => {
      this.push(null);
      done();
    }, done);
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    this.#release().then(
      () => done(err),
      () => done(err),
    );
  }

  /** Runs every whole message received so far; a partial one waits for the rest. */
  async #runWhole(): Promise<void> {
    for (;;) {
      const size = this.#nextSize();
      if (size === 0 || this.#pending.length < size) return;
      const message = this.#pending.subarray(0, size);
      this.#pending = this.#pending.subarray(size);
      if (!this.#started) {
        const code = message.readInt32BE(4);
        // No TLS in-process; and nothing runs beside a statement that a cancel could stop.
        if (code === SSL_REQUEST) this.push(Buffer.from('N'));
        if (code === SSL_REQUEST || code === CANCEL_REQUEST) continue;
        this.#started = true;
      }
      await nextTurnIfRan();
      await this.lite.runExclusive(async () => {
        lastUser.set(this.lite, this);
        // PGlite hands out views of its own memory: copied before it is reused.
        await this.lite.execProtocolRawStream(message, { onRawData: (data) => this.push(Buffer.from(data)) });
      });
    }
  }

  /** Bytes in the next whole message: the startup one has no type byte; 0 until its length is in. */
  #nextSize(): number {
    const b = this.#pending;
    if (!this.#started) return b.length >= 8 ? b.readInt32BE(0) : 0;
    return b.length >= 5 ? 1 + b.readInt32BE(1) : 0;
  }

  /** A transaction this connection left open is rolled back once it goes. */
  async #release(): Promise<void> {
    if (this.#released) return;
    this.#released = true;
    if (lastUser.get(this.lite) !== this) return;
    lastUser.delete(this.lite);
    if (!this.lite.closed && this.lite.isInTransaction()) await this.lite.exec('ROLLBACK');
  }
}
