// Rendered pages kept on disk, shared by the server processes of one machine (issue #20
// item 3): a page rendered by one process is served by all of them, and pages rendered
// ahead (render-ahead.ts) wait here instead of in each process's memory. The operating
// system's file cache keeps the pages in use in memory once for all processes.
//
// When is a stored page current? Its file says which goods it shows (tags) and
// `freshAsOf`: a moment such that every change committed before it had reached the
// writer before its rendering began. The reader knows when it learned of each change
// (`noteChange`, called after the commit, here or from the change feed): a page is
// current when it is fresh as of after every change the reader knows of for its tags.
// A change committed after `freshAsOf` is one the reader learned of after that moment,
// so the page is refused. A process that starts knows of no change before: pages
// stored before it started are refused (`allChangedAt`).
//
// File: a 4-byte length, a JSON header (the key, to refuse a hash collision), the body.
// Written to a temporary name and renamed: a reader sees a whole file or none.
//
// A page is read into a block of memory taken from a pool and given back (`release`)
// once the answer has been handed to the operating system: a fresh 100 KB buffer per
// answer cost a memory map, its page faults and its unmapping (glibc maps allocations
// over 16 KB, as `npm start` sets it), 76 µs per read against 7 into a used block.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Encoding } from './encoding.ts';

export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  tags: readonly string[];
  /** Epoch milliseconds after which the page is not served whatever changed. */
  expires: number;
}

/** A page as read: its body in pooled memory until `release`. */
export interface ReadPage extends StoredPage {
  /** As written: a twin of the page (another encoding) is stored fresh as of the same moment. */
  freshAsOf: number;
  /** The body's memory goes back to the pool: call once nothing reads it any more (or never). */
  release(): void;
}

interface Header extends Omit<StoredPage, 'body'> {
  key: string;
  freshAsOf: number;
}

export interface PageStore {
  /** `variant`: the page's twin in that encoding, stored beside it (`<file>.br`). */
  read(key: string, variant?: Encoding): Promise<ReadPage | undefined>;
  /** Stores a page whose rendering saw every change committed before `freshAsOf`. */
  write(key: string, page: StoredPage, freshAsOf: number, variant?: Encoding): Promise<void>;
  /** This process learned of a change of these tags (undefined: of anything). */
  noteChange(tags?: readonly string[]): void;
}

export function createPageStore(opts: {
  dir: string;
  /** Files this process may add: a bound on the disk whatever addresses are asked. */
  maxFiles: number;
  now?: () => number;
}): PageStore {
  const now = opts.now ?? Date.now;
  mkdirSync(opts.dir, { recursive: true });
  let allChangedAt = now();
  const changedAt = new Map<string, number>();
  const added = new Set<string>();
  let started = 0;

  const fileOf = (key: string, variant?: Encoding) =>
    join(opts.dir, createHash('sha1').update(key).digest('hex') + (variant ? `.${variant}` : ''));

  function current(header: Header): boolean {
    if (header.expires <= now() || header.freshAsOf <= allChangedAt) return false;
    for (const tag of header.tags) {
      const at = changedAt.get(tag);
      if (at !== undefined && header.freshAsOf <= at) return false;
    }
    return true;
  }

  return {
    async read(key, variant) {
      const read = readPage(fileOf(key, variant));
      if (!read) return undefined;
      const { bytes, release } = read;
      const length = bytes.length >= 4 ? bytes.readUInt32BE(0) : 0;
      let header: Header | undefined;
      try {
        header = JSON.parse(bytes.toString('utf8', 4, 4 + length)) as Header;
      } catch {
        // not a page this version wrote
      }
      if (!header || header.key !== key || !current(header)) {
        release();
        return undefined;
      }
      const { status, headers, tags, expires, freshAsOf } = header;
      return { status, headers, tags, expires, freshAsOf, body: bytes.subarray(4 + length), release };
    },

    async write(key, page, freshAsOf, variant) {
      const file = fileOf(key, variant);
      if (!added.has(file)) {
        if (added.size >= opts.maxFiles) return;
        added.add(file);
      }
      const { body, ...rest } = page;
      const header = Buffer.from(JSON.stringify({ ...rest, key, freshAsOf } satisfies Header));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(header.length);
      // Its own name per write: a page may be written twice at once (rendered ahead and asked for).
      const temporary = `${file}.${process.pid}.${++started}.tmp`;
      try {
        await writeFile(temporary, Buffer.concat([length, header, body]));
        await rename(temporary, file);
      } catch {
        // A full disk or a removed directory costs a rendering later, never an answer.
        await unlink(temporary).catch(() => undefined);
      }
    },

    noteChange(tags) {
      const at = now();
      if (!tags) {
        allChangedAt = at;
        changedAt.clear();
        return;
      }
      for (const tag of tags) changedAt.set(tag, at);
    },
  };
}

/**
 * Pooled blocks hold a page up to this size (a home page is about 130 KB); a larger one
 * gets memory of its own. Never zeroed: only the bytes read take resident memory.
 */
const BLOCK_BYTES = 256 * 1024;
/** Blocks kept for reuse per process: more than the answers in flight at once. */
const POOL_BLOCKS = 32;
const pool: Buffer[] = [];

/**
 * A stored page's bytes, read at once into a pooled block. The files are small (about
 * 100 KB) and were written a moment ago, so the operating system's cache answers in a few
 * microseconds; the promise API's open, stat, read and close took a third of a
 * process's CPU serving random product pages (docs/benchmarks.md). Undefined when there
 * is no such file.
 */
function readPage(file: string): { bytes: Buffer; release: () => void } | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    const block =
      size <= BLOCK_BYTES ? (pool.pop() ?? Buffer.allocUnsafeSlow(BLOCK_BYTES)) : Buffer.allocUnsafeSlow(size);
    let released = false;
    const release = () => {
      // Twice would hand one block to two readers.
      if (released) return;
      released = true;
      if (block.length === BLOCK_BYTES && pool.length < POOL_BLOCKS) pool.push(block);
    };
    let n = 0;
    for (let got = 1; n < size && got > 0; n += got) got = readSync(fd, block, n, size - n, n);
    return { bytes: block.subarray(0, n), release };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The store's directory for this server (the cluster's primary and its workers share
 * it): `<dataDir>/pages/<host>-<primary's pid>`. Directories of this host's servers no
 * longer running (a `kill -9`) are removed by the next one to start; another host's are
 * never touched, should the data directory be shared.
 */
export function pageStoreDir(dataDir: string, serverPid: number): string {
  const root = join(dataDir, 'pages');
  mkdirSync(root, { recursive: true });
  const prefix = `${hostname()}-`;
  for (const name of readdirSync(root)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (pid !== serverPid && !alive(pid)) rmSync(join(root, name), { recursive: true, force: true });
  }
  return join(root, `${prefix}${serverPid}`);
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
