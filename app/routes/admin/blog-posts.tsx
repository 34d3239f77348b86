import { contentShouldRevalidate, settleContentAction } from '~/components/admin/content/action-result.ts'
import { BlogPostCard } from '~/components/admin/content/blog-post-card.tsx'
import { BlogPostForm } from '~/components/admin/content/blog-post-form.tsx'
import { runContentAction } from '~/components/admin/content/content-action.server.ts'
import { ContentDialog } from '~/components/admin/content/content-dialog.tsx'
import { ContentPageHeader, EmptyState } from '~/components/admin/content/content-page.tsx'
import { blogPostInput } from '~/components/admin/content/form-values.ts'
import { useContentManager, useListReloading } from '~/components/admin/content/use-content-manager.ts'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { Newspaper } from '~/components/ui/icons.tsx'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import type { BlogPost } from '~/lib/models.ts'
import { siteContext } from '~/lib/site-context.ts'
import { blogPostInputSchema, blogPostPatchSchema } from '~/schemas/content.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/blog-posts'

export function meta() {
  return adminMeta('Blog Posts')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  return { posts: await site.services.blogPosts.listAll() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const { blogPosts } = site.services
  return runContentAction(request, site, {
    create: (form) => blogPosts.create(parseInput(blogPostInputSchema, blogPostInput(form))),
    update: (id, form) => blogPosts.update(id, parseInput(blogPostPatchSchema, blogPostInput(form))),
    remove: (id) => blogPosts.remove(id),
    preview: (form) => {
      const content = form.get('content')
      return renderMarkdown(typeof content === 'string' ? content : '')
    },
  })
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleContentAction(serverAction)
}

export const shouldRevalidate = contentShouldRevalidate

const messages = {
  created: { title: 'Blog post created successfully' },
  updated: { title: 'Blog post updated successfully' },
  deleted: { title: 'Blog post deleted successfully' },
  saveFailed: 'Failed to save blog post',
  deleteFailed: 'Failed to delete blog post',
}

export default function AdminBlogPostsPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  const manager = useContentManager<BlogPost>('blog-post', messages)
  const loading = useListReloading()
  const published = posts.filter((post) => post.published === 1).length
  const drafts = posts.length - published
  const editing = manager.editing

  return (
    <>
      <ContentPageHeader
        title="Blog Posts"
        subtitle="Write, publish and feature your articles"
        actionLabel="New Post"
        onAction={manager.openNew}
        loading={loading}
        loadingText="Loading blog posts..."
        summary={
          posts.length > 0
            ? `${posts.length} ${posts.length === 1 ? 'post' : 'posts'}: ${published} published, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}`
            : undefined
        }
      />

      {posts.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title="No blog posts yet"
          text="Get started by writing your first article"
          actionLabel="Create First Post"
          onAction={manager.openNew}
        />
      ) : (
        <ul aria-label="Blog posts" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <BlogPostCard
                post={post}
                deleting={manager.deletingId === post.id}
                onEdit={() => manager.openEdit(post)}
                onDelete={() => manager.remove(post)}
              />
            </li>
          ))}
        </ul>
      )}

      <ContentDialog
        open={editing !== null}
        onOpenChange={manager.onOpenChange}
        title={editing?.item ? 'Edit Post' : 'Create New Post'}
        className="h-[90vh] max-w-4xl!"
      >
        {editing ? (
          <BlogPostForm
            key={editing.item?.id ?? 'new'}
            post={editing.item}
            saving={manager.saving}
            serverErrors={manager.serverErrors}
            onDirtyChange={manager.setDirty}
            onSubmit={manager.save}
            onCancel={() => manager.onOpenChange(false)}
          />
        ) : null}
      </ContentDialog>
    </>
  )
}
