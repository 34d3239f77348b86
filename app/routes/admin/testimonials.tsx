import { contentShouldRevalidate, settleContentAction } from '~/components/admin/content/action-result.ts'
import { runContentAction } from '~/components/admin/content/content-action.server.ts'
import { ContentDialog } from '~/components/admin/content/content-dialog.tsx'
import { ContentPageHeader, EmptyState } from '~/components/admin/content/content-page.tsx'
import { testimonialInput } from '~/components/admin/content/form-values.ts'
import { TestimonialCard } from '~/components/admin/content/testimonial-card.tsx'
import { TestimonialForm } from '~/components/admin/content/testimonial-form.tsx'
import { useContentManager, useListReloading } from '~/components/admin/content/use-content-manager.ts'
import { MessageSquareQuote } from '~/components/admin/icons.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import type { Testimonial } from '~/lib/models.ts'
import { siteContext } from '~/lib/site-context.ts'
import { testimonialInputSchema, testimonialPatchSchema } from '~/schemas/content.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/testimonials'

export function meta() {
  return adminMeta('Testimonials')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  return { testimonials: await site.services.testimonials.list() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const { testimonials } = site.services
  return runContentAction(request, site, {
    create: (form) => testimonials.create(parseInput(testimonialInputSchema, testimonialInput(form))),
    update: (id, form) => testimonials.update(id, parseInput(testimonialPatchSchema, testimonialInput(form))),
    remove: (id) => testimonials.remove(id),
  })
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleContentAction(serverAction)
}

export const shouldRevalidate = contentShouldRevalidate

const messages = {
  created: { title: 'Success', description: 'Testimonial created successfully' },
  updated: { title: 'Success', description: 'Testimonial updated successfully' },
  deleted: { title: 'Success', description: 'Testimonial deleted successfully' },
  saveFailed: 'Failed to save testimonial',
  deleteFailed: 'Failed to delete testimonial',
}

export default function AdminTestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData
  const manager = useContentManager<Testimonial>('testimonial', messages)
  const loading = useListReloading()
  const editing = manager.editing

  return (
    <>
      <ContentPageHeader
        title="Testimonials"
        subtitle="Manage client testimonials and reviews"
        actionLabel="New Testimonial"
        onAction={manager.openNew}
        loading={loading}
        loadingText="Loading testimonials..."
      />

      {testimonials.length === 0 ? (
        <EmptyState
          icon={MessageSquareQuote}
          title="No testimonials yet"
          text="Get started by adding your first testimonial"
          actionLabel="Add First Testimonial"
          onAction={manager.openNew}
        />
      ) : (
        <ul aria-label="Testimonials" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                testimonial={testimonial}
                deleting={manager.deletingId === testimonial.id}
                onEdit={() => manager.openEdit(testimonial)}
                onDelete={() => manager.remove(testimonial)}
              />
            </li>
          ))}
        </ul>
      )}

      <ContentDialog
        open={editing !== null}
        onOpenChange={manager.onOpenChange}
        title={editing?.item ? 'Edit Testimonial' : 'Create New Testimonial'}
        className="max-w-2xl!"
      >
        {editing ? (
          <TestimonialForm
            key={editing.item?.id ?? 'new'}
            testimonial={editing.item}
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
