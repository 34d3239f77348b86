import type { Kysely } from 'kysely'

/*
 * The lists page through their rows newest first, filtered by category (and projects by featured): with
 * these, a page's ids come from an index, whatever the page's number and the size of the list.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('blog_posts_published_category_created_at_idx')
    .on('blog_posts')
    .columns(['published', 'category', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('projects_category_created_at_idx')
    .on('projects')
    .columns(['category', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('projects_featured_created_at_idx')
    .on('projects')
    .columns(['featured', 'created_at', 'id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'blog_posts_published_category_created_at_idx',
    'projects_category_created_at_idx',
    'projects_featured_created_at_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute()
  }
}
