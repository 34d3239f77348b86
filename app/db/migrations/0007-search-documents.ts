import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

/*
 * The full-text index of published posts and projects, kept by the database itself: triggers write a
 * post's or project's document in the same statement as the row, so every write path (the admin, the
 * seed, db:copy, a restore) keeps it current, and the index lives on disk, not in the server's memory.
 * SQLite: an FTS5 table (unicode61, accents folded); each document's rowid is the row's id times two,
 * plus one for projects, so a trigger finds it without a scan. PostgreSQL: a table with a weighted
 * tsvector ('simple' configuration, so no language's stemming favours English) and a GIN index.
 */

const sqliteTriggers = [
  `create trigger blog_posts_search_insert after insert on blog_posts when new.published = 1 begin
     insert into search_documents (rowid, kind, ref_id, slug, title, excerpt, body, keywords, category)
     values (new.id * 2, 'blog', new.id, new.slug, new.title, new.excerpt, new.content, new.tags, new.category);
   end`,
  `create trigger blog_posts_search_update after update on blog_posts begin
     delete from search_documents where rowid = old.id * 2;
     insert into search_documents (rowid, kind, ref_id, slug, title, excerpt, body, keywords, category)
     select new.id * 2, 'blog', new.id, new.slug, new.title, new.excerpt, new.content, new.tags, new.category
     where new.published = 1;
   end`,
  `create trigger blog_posts_search_delete after delete on blog_posts begin
     delete from search_documents where rowid = old.id * 2;
   end`,
  `create trigger projects_search_insert after insert on projects begin
     insert into search_documents (rowid, kind, ref_id, slug, title, excerpt, body, keywords, category)
     values (new.id * 2 + 1, 'project', new.id, new.slug, new.title, new.description, new.description, new.technologies, new.category);
   end`,
  `create trigger projects_search_update after update on projects begin
     delete from search_documents where rowid = old.id * 2 + 1;
     insert into search_documents (rowid, kind, ref_id, slug, title, excerpt, body, keywords, category)
     values (new.id * 2 + 1, 'project', new.id, new.slug, new.title, new.description, new.description, new.technologies, new.category);
   end`,
  `create trigger projects_search_delete after delete on projects begin
     delete from search_documents where rowid = old.id * 2 + 1;
   end`,
]

const postgresFunctions = [
  `create function blog_posts_search() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       delete from search_documents where kind = 'blog' and ref_id = old.id;
     end if;
     if tg_op in ('INSERT', 'UPDATE') and new.published = 1 then
       insert into search_documents (kind, ref_id, slug, title, excerpt, body, keywords, category)
       values ('blog', new.id, new.slug, new.title, new.excerpt, new.content, new.tags, new.category);
     end if;
     return null;
   end $$`,
  `create function projects_search() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       delete from search_documents where kind = 'project' and ref_id = old.id;
     end if;
     if tg_op in ('INSERT', 'UPDATE') then
       insert into search_documents (kind, ref_id, slug, title, excerpt, body, keywords, category)
       values ('project', new.id, new.slug, new.title, new.description, new.description, new.technologies, new.category);
     end if;
     return null;
   end $$`,
  `create trigger blog_posts_search after insert or update or delete on blog_posts
     for each row execute function blog_posts_search()`,
  `create trigger projects_search after insert or update or delete on projects
     for each row execute function projects_search()`,
]

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`create virtual table search_documents using fts5(
      kind unindexed, ref_id unindexed, slug unindexed,
      title, excerpt, body, keywords, category,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db)
    for (const trigger of sqliteTriggers) await sql.raw(trigger).execute(db)
    await sql`insert into search_documents (rowid, kind, ref_id, slug, title, excerpt, body, keywords, category)
      select id * 2, 'blog', id, slug, title, excerpt, content, tags, category from blog_posts where published = 1`.execute(
      db,
    )
    await sql`insert into search_documents (rowid, kind, ref_id, slug, title, excerpt, body, keywords, category)
      select id * 2 + 1, 'project', id, slug, title, description, description, technologies, category from projects`.execute(
      db,
    )
    return
  }
  await sql`create table search_documents (
    kind text not null,
    ref_id integer not null,
    slug text not null,
    title text not null,
    excerpt text not null,
    body text not null,
    keywords text not null,
    category text not null,
    document tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', keywords), 'B') ||
      setweight(to_tsvector('simple', excerpt), 'C') ||
      setweight(to_tsvector('simple', body || ' ' || category), 'D')
    ) stored,
    primary key (kind, ref_id)
  )`.execute(db)
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db)
  for (const statement of postgresFunctions) await sql.raw(statement).execute(db)
  await sql`insert into search_documents (kind, ref_id, slug, title, excerpt, body, keywords, category)
    select 'blog', id, slug, title, excerpt, content, tags, category from blog_posts where published = 1`.execute(
    db,
  )
  await sql`insert into search_documents (kind, ref_id, slug, title, excerpt, body, keywords, category)
    select 'project', id, slug, title, description, description, technologies, category from projects`.execute(
    db,
  )
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const name of ['blog_posts', 'projects']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${name}_search_${event}`).execute(db)
      }
    }
  } else {
    await sql`drop trigger if exists blog_posts_search on blog_posts`.execute(db)
    await sql`drop trigger if exists projects_search on projects`.execute(db)
    await sql`drop function if exists blog_posts_search()`.execute(db)
    await sql`drop function if exists projects_search()`.execute(db)
  }
  await sql`drop table if exists search_documents`.execute(db)
}
