// A rendered page is bytes (React encodes as it writes). The few changes made to it
// afterwards (the stylesheet, the icons, the deferred scripts) are made on the bytes:
// decoding a 100 KB page with Chinese text to a string, searching it with regular
// expressions and encoding it again took 4-5 ms a page, a fifth of a product page's
// rendering (issue #42); finding ASCII marks in bytes and joining slices takes a few
// hundredths of that.

/** Bytes `[at, end)` of a page replaced by `bytes` (`at === end` inserts them there). */
export interface ByteEdit {
  at: number;
  end: number;
  bytes: Uint8Array;
}

/** `page` with the edits made; they may come in any order but must not overlap. */
export function spliceBytes(page: Buffer, edits: readonly ByteEdit[]): Buffer {
  if (edits.length === 0) return page;
  const sorted = [...edits].sort((a, b) => a.at - b.at || a.end - b.end);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const { at, end, bytes } of sorted) {
    if (at < from || end < at) throw new Error(`overlapping page edits at ${at}`);
    parts.push(page.subarray(from, at), bytes);
    from = end;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}

/** The edit replacing the first `mark` in `page` by `bytes`, or none when it is not there. */
export function replaceMark(page: Buffer, mark: string, bytes: () => Uint8Array): ByteEdit[] {
  const at = page.indexOf(mark);
  return at < 0 ? [] : [{ at, end: at + Buffer.byteLength(mark), bytes: bytes() }];
}
