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
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  tags: readonly string[];
  /** Epoch milliseconds after which the page is not served whatever changed. */
  expires: number;
}

interface Header extends Omit<StoredPage, 'body'> {
  key: string;
  freshAsOf: number;
}

export interface PageStore {
  read(key: string): Promise<StoredPage | undefined>;
  /** Stores a page whose rendering saw every change committed before `freshAsOf`. */
  write(key: string, page: StoredPage, freshAsOf: number): Promise<void>;
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

  const fileOf = (key: string) => join(opts.dir, createHash('sha1').update(key).digest('hex'));

  function current(header: Header): boolean {
    if (header.expires <= now() || header.freshAsOf <= allChangedAt) return false;
    for (const tag of header.tags) {
      const at = changedAt.get(tag);
      if (at !== undefined && header.freshAsOf <= at) return false;
    }
    return true;
  }

  return {
    async read(key) {
      const bytes = readPage(fileOf(key));
      if (!bytes || bytes.length < 4) return undefined;
      const length = bytes.readUInt32BE(0);
      let header: Header;
      try {
        header = JSON.parse(bytes.toString('utf8', 4, 4 + length)) as Header;
      } catch {
        return undefined; // not a page this version wrote
      }
      if (header.key !== key || !current(header)) return undefined;
      const { status, headers, tags, expires } = header;
      // The file's own buffer (allocated per read, not from the shared slab).
      return { status, headers, tags, expires, body: bytes.subarray(4 + length) };
    },

    async write(key, page, freshAsOf) {
      const file = fileOf(key);
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
 * A stored page's bytes, read at once. The files are small (20-30 KB) and were written a
 * moment ago, so the operating system's cache answers in a few microseconds; the
 * promise API's open, stat, read and close took a third of a process's CPU serving
 * random product pages (docs/benchmarks.md). Undefined when there is no such file.
 */
function readPage(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
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
