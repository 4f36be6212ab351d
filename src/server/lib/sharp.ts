// sharp (libvips: a native library with its own threads and allocations) is loaded on
// the first picture drawn, resized or re-encoded, not when the server starts: once the
// pictures' variants are stored, most processes never draw one, and loading it costs
// each process about 25 MiB (docs/benchmarks.md, "Memory per process").
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
