// The shop's own directory (where package.json is), for the files the server reads at
// run time: public/, build/ and the SQL migrations. Found from this module's place, two
// levels below it; the server's bundle (build/node/, scripts/run.mjs) sits two levels
// below it too, so the same expression holds when the code runs from there.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A path inside the shop's directory. */
export const fromAppRoot = (...parts: string[]) => join(APP_ROOT, ...parts);
