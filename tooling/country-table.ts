// `node tooling/country-table.ts` writes build/country-table.bin, the address-to-country table as the server holds it
// in memory (server/analytics/country.ts), unless one made from the installed data package is there. Run by
// `npm run build`: the server then reads 7 MB instead of parsing 26 MB of CSV at each start.
import fs from "node:fs";
import path from "node:path";
import {
  COUNTRY_TABLE_FILE,
  CountryTable,
  countryDataVersion,
  parseCountryTable,
} from "../server/analytics/country.ts";

const version = countryDataVersion();
const current = fs.existsSync(COUNTRY_TABLE_FILE)
  ? CountryTable.fromBytes(fs.readFileSync(COUNTRY_TABLE_FILE), version)
  : undefined;
if (current) {
  console.log(`Country table up to date (${path.relative(process.cwd(), COUNTRY_TABLE_FILE)}).`);
} else {
  const started = performance.now();
  const table = await parseCountryTable();
  fs.mkdirSync(path.dirname(COUNTRY_TABLE_FILE), { recursive: true });
  // Renamed into place, so a server starting meanwhile reads the old file or the new one, never half of one.
  const staging = `${COUNTRY_TABLE_FILE}.${process.pid}`;
  fs.writeFileSync(staging, table.toBytes(version));
  fs.renameSync(staging, COUNTRY_TABLE_FILE);
  const { ipv4, ipv6 } = table.size;
  console.log(
    `Country table made in ${((performance.now() - started) / 1000).toFixed(1)} s: ${ipv4} IPv4 and ${ipv6} IPv6 ` +
      `ranges (${path.relative(process.cwd(), COUNTRY_TABLE_FILE)}).`,
  );
}
