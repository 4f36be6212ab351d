// The favicon is the shop's logo converted to webp at quality 50 (SPEC 1), with a
// built-in fallback icon when the logo is missing or unreadable. Converted once per
// logo value and kept in memory (it is derived data, rebuilt after a restart). An
// uploaded logo is read from the file store, so every machine shows the same icon.
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { loadSharp } from '../../lib/sharp.ts';
import { type FileStore, readObject, StorageUnavailableError, storageKey } from '../uploads/storage.ts';

const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f97316"/><path d="M18 24h28l-3 22H21z" fill="#fff"/><path d="M25 24a7 7 0 0 1 14 0" stroke="#fff" stroke-width="4" fill="none"/></svg>`;
const SIZE = 64;

async function toWebp(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { density: 300 })
    .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 50 })
    .toBuffer();
}

/** Reads a logo given as a site path ('/brand/logo.svg', '/uploads/x.webp'); remote URLs are not fetched. */
async function readLogo(logo: string, roots: FaviconSources): Promise<Buffer | undefined> {
  if (!logo.startsWith('/') || logo.startsWith('//')) return undefined;
  const path = normalize(decodeURIComponent(logo.split('?')[0]));
  if (path.includes('..')) return undefined;
  if (path.startsWith('/uploads/')) {
    const key = storageKey(path.slice('/uploads/'.length));
    return key ? readObject(roots.uploads, key) : undefined;
  }
  return readFile(join(roots.publicDir, path)).catch(() => undefined);
}

interface FaviconSources {
  publicDir: string;
  uploads: FileStore;
}

export function createFaviconCache(roots: FaviconSources) {
  const cache = new Map<string, Promise<Buffer>>();
  let fallback: Promise<Buffer> | undefined;
  const fallbackIcon = () => {
    fallback ??= toWebp(Buffer.from(FALLBACK_SVG));
    return fallback;
  };
  return {
    get(logo: string): Promise<Buffer> {
      let icon = cache.get(logo);
      if (!icon) {
        icon = readLogo(logo, roots).then(
          async (buf) => (buf ? toWebp(buf).catch(fallbackIcon) : fallbackIcon()),
          (err) => {
            // The store is away: the built-in icon for now, the logo again once it answers.
            if (!(err instanceof StorageUnavailableError)) throw err;
            cache.delete(logo);
            return fallbackIcon();
          },
        );
        cache.clear(); // only the current logo matters
        cache.set(logo, icon);
      }
      return icon;
    },
  };
}
