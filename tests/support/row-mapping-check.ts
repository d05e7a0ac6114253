/**
 * Run by tests/unit/plain-row-mapping.test.ts in a node child (PGlite needs ESM imports jest's VM
 * lacks): the same selects, each prepared twice, once mapped by Drizzle and once by
 * `withPlainRowMapping`, on an embedded database; prints both answers as JSON.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { withPlainRowMapping } from '../../lib/server/prepared';

const people = pgTable('people', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  nickname: text('nickname'),
  age: integer('age'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  tags: jsonb('tags').$type<string[]>(),
  active: boolean('active').notNull(),
});
const notes = pgTable('notes', { id: integer('id').primaryKey(), personId: uuid('person_id').notNull(), body: text('body').notNull() });

const client = await PGlite.create();
const db = drizzle(client);
await client.exec(`
  create table people (id uuid primary key, name text not null, nickname text, age integer, joined_at timestamptz not null, tags jsonb, active boolean not null);
  create table notes (id integer primary key, person_id uuid not null, body text not null);
  insert into people values
    ('00000000-0000-4000-8000-000000000001', 'Aisha', null, 24, '2026-11-01T10:00:00Z', '["reading","hiking"]', true),
    ('00000000-0000-4000-8000-000000000002', 'Yusuf', 'Yus', null, '2026-11-02T11:30:00Z', null, false);
  insert into notes values (1, '00000000-0000-4000-8000-000000000001', 'hello');
`);

const selects = {
  flat: () => db.select({ id: people.id, joinedAt: people.joinedAt, tags: people.tags, age: people.age }).from(people).orderBy(people.id),
  nested: () =>
    db
      .select({
        person: people,
        years: sql<number>`${people.age} + 1`.mapWith(Number),
        raw: sql<string>`upper(${people.name})`,
        when: sql<Date>`${people.joinedAt}`.mapWith(people.joinedAt),
        aliased: sql<number>`length(${people.name})`.mapWith(Number).as('name_length'),
        placeholder: sql<string>`${sql.placeholder('word')}::text`,
      })
      .from(people)
      .orderBy(people.id),
  innerJoin: () => db.select({ person: people, note: notes }).from(people).innerJoin(notes, eq(notes.personId, people.id)),
  leftJoin: () => db.select({ person: people, note: notes }).from(people).leftJoin(notes, eq(notes.personId, people.id)).orderBy(people.id),
};

const answers: Record<string, { drizzle: unknown; plain: unknown; mappedHere: boolean }> = {};
for (const [name, build] of Object.entries(selects)) {
  const drizzleRows = await build().prepare(`${name}_drizzle`).execute({ word: 'salaam' });
  const prepared = build().prepare(`${name}_plain`);
  const mappedHere = withPlainRowMapping(prepared) === prepared && 'customResultMapper' in prepared && typeof prepared.customResultMapper === 'function';
  const plainRows = await prepared.execute({ word: 'salaam' });
  answers[name] = { drizzle: drizzleRows, plain: plainRows, mappedHere };
}
await client.close();
// A Date stays told apart from the text of one.
console.log(JSON.stringify(answers, function (this: Record<string, unknown>, key, value: unknown) {
  return this[key] instanceof Date ? { date: (this[key] as Date).toISOString() } : value;
}));
