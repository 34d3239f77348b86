import { contentShouldRevalidate, settleContentAction } from '~/components/admin/content/action-result.ts'
import { runContentAction } from '~/components/admin/content/content-action.server.ts'
import { ContentDialog } from '~/components/admin/content/content-dialog.tsx'
import { ContentPageHeader, EmptyState } from '~/components/admin/content/content-page.tsx'
import { projectInput } from '~/components/admin/content/form-values.ts'
import { ProjectCard } from '~/components/admin/content/project-card.tsx'
import { ProjectForm } from '~/components/admin/content/project-form.tsx'
import { useContentManager, useListReloading } from '~/components/admin/content/use-content-manager.ts'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { FolderKanban } from '~/components/ui/icons.tsx'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import type { Project } from '~/lib/models.ts'
import { siteContext } from '~/lib/site-context.ts'
import { projectInputSchema, projectPatchSchema } from '~/schemas/content.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/projects'

export function meta() {
  return adminMeta('Projects')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  return { projects: await site.services.projects.list() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const { projects } = site.services
  return runContentAction(request, site, {
    create: (form) => projects.create(parseInput(projectInputSchema, projectInput(form))),
    update: (id, form) => projects.update(id, parseInput(projectPatchSchema, projectInput(form))),
    remove: (id) => projects.remove(id),
  })
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleContentAction(serverAction)
}

export const shouldRevalidate = contentShouldRevalidate

const messages = {
  created: { title: 'Success', description: 'Project created successfully' },
  updated: { title: 'Success', description: 'Project updated successfully' },
  deleted: { title: 'Success', description: 'Project deleted successfully' },
  saveFailed: 'Failed to save project',
  deleteFailed: 'Failed to delete project',
}

export default function AdminProjectsPage({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData
  const manager = useContentManager<Project>('project', messages)
  const loading = useListReloading()
  const editing = manager.editing

  return (
    <>
      <ContentPageHeader
        title="Projects"
        subtitle="Manage your portfolio projects"
        actionLabel="New Project"
        onAction={manager.openNew}
        loading={loading}
        loadingText="Loading projects..."
      />

      {projects.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title="No projects yet"
          text="Get started by creating your first project"
          actionLabel="Create First Project"
          onAction={manager.openNew}
        />
      ) : (
        <ul aria-label="Projects" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                deleting={manager.deletingId === project.id}
                onEdit={() => manager.openEdit(project)}
                onDelete={() => manager.remove(project)}
              />
            </li>
          ))}
        </ul>
      )}

      <ContentDialog
        open={editing !== null}
        onOpenChange={manager.onOpenChange}
        title={editing?.item ? 'Edit Project' : 'Create New Project'}
        className="max-w-3xl!"
      >
        {editing ? (
          <ProjectForm
            key={editing.item?.id ?? 'new'}
            project={editing.item}
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
