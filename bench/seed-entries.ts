import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";

/**
 * Fills a migrated database with `rows` inbox entries, spread over the last year: 70 % contact messages, 20 % job
 * applications, 10 % confirmed subscribers, 5 % of the messages and applications kept aside as spam.
 */
export async function seedEntries(db: Db, rows: number) {
  const contacts = Math.round(rows * 0.7);
  const applications = Math.round(rows * 0.2);
  const subscribers = rows - contacts - applications;
  await db.execute(sql`
  insert into contact_messages (name, email, organization, subject, message, category, spam_verdict, created_at)
  select 'Sender ' || i, 'sender' || i || '@example.org', 'Org ' || (i % 500),
    'Question number ' || i, 'A message about soil, climate and sensors, number ' || i || '.',
    (array['general','research','partnerships','careers','media','investment'])[1 + i % 6],
    case when i % 20 = 0 then 'spam' else 'clean' end,
    now() - make_interval(secs => (${rows} - i) * 315.0)
  from generate_series(1, ${contacts}) as i`);
  await db.execute(sql`
  insert into job_applications (name, email, position, experience, cover_letter, availability, spam_verdict, created_at)
  select 'Applicant ' || i, 'applicant' || i || '@example.org',
    (array['ai-researcher','climate-scientist','blockchain-developer','bioethics-specialist'])[1 + i % 4],
    'senior', 'Cover letter number ' || i || ' about models and data.', 'flexible',
    case when i % 20 = 0 then 'spam' else 'clean' end,
    now() - make_interval(secs => (${rows} - i * 3.5) * 315.0)
  from generate_series(1, ${applications}) as i`);
  await db.execute(sql`
  insert into subscriptions (list, email, status, confirmed_at, created_at)
  select (array['newsletter','events'])[1 + i % 2], 'reader' || i || '@example.org', 'confirmed', now(),
    now() - make_interval(secs => (${rows} - i * 7.0) * 315.0)
  from generate_series(1, ${subscribers}) as i`);
  await db.execute(sql`analyze`);
  return { contacts, applications, subscribers };
}
