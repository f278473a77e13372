import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "./server/db/client.ts";
import { ensurePartitions } from "./server/analytics/maintenance.ts";
import { dailyFromRaw } from "./server/analytics/daily-sql.ts";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "raw-"));
const database = await openDatabase(process.env.URL ? { dataDir, databaseUrl: process.env.URL } : { dataDir }); await database.migrate();
const db = database.db;
await db.execute(sql`truncate analytics_events`);
const now = new Date(); await ensurePartitions(db, now, now);
const day = now.toISOString().slice(0, 10);
const N = Number(process.env.N ?? 330000);
let t = performance.now();
await db.execute(sql`insert into analytics_events (occurred_at, visitor, kind, name, value, page, referrer, utm_source, browser, os, screen)
  select ${day}::date::timestamp at time zone 'UTC' + random() * interval '4 hours', (random()*${N/10})::bigint,
  case when g % 10 = 0 then 'event' else 'view' end, case when g % 10 = 0 then 'download' end, case when g % 10 = 0 then 'v' || (g % 30) end,
  '/page-' || floor(power(random(),3)*40)::int, case when g % 4 = 0 then 'example.org' end, case when g % 7 = 0 then 'newsletter' end,
  (array['Firefox','Chrome'])[1 + g % 2], 'Linux', 'laptop' from generate_series(1, ${N}) g`);
console.log("insert", performance.now() - t);
for (let i = 0; i < 3; i++) {
  t = performance.now();
  await db.execute(dailyFromRaw([{ from: day, to: new Date(Date.parse(day) + 86400000).toISOString().slice(0, 10) }]));
  console.log("raw day aggregate", performance.now() - t);
}
t = performance.now();
await db.execute(dailyFromRaw([{ from: day, to: new Date(Date.parse(day) + 86400000).toISOString().slice(0, 10) }], true));
console.log("raw day totals", performance.now() - t);
await db.execute(sql`truncate analytics_events`);
await database.close(); fs.rmSync(dataDir, { recursive: true, force: true });
