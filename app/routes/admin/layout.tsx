import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { AdminShell } from '~/components/admin/shell/admin-shell.tsx'
import { useWelcomeToast } from '~/components/admin/shell/welcome.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/layout'

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { user } = await requireAdminUser(request, site)
  return { username: user.username }
}

export function meta() {
  return adminMeta()
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useWelcomeToast()
  return (
    <AdminShell username={loaderData.username}>
      <Outlet />
    </AdminShell>
  )
}

/** A page that fails keeps the shell around it, so the owner can move on to another section. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/admin/layout')
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const content = (
    <div role="alert">
      <AdminPageHeader
        title={notFound ? 'Not found' : 'Something went wrong'}
        description={
          notFound
            ? 'This item does not exist or was deleted.'
            : 'The page could not be loaded. Try again in a moment.'
        }
      />
      <Link to="/admin" className="font-medium text-primary underline underline-offset-4">
        Back to the dashboard
      </Link>
    </div>
  )
  if (!data) {
    return <main className="mx-auto max-w-2xl px-4 py-24">{content}</main>
  }
  return <AdminShell username={data.username}>{content}</AdminShell>
}
