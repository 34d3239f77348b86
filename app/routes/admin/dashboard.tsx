import { FollowUps } from '~/components/admin/dashboard/follow-ups.tsx'
import { QuickStats } from '~/components/admin/dashboard/quick-stats.tsx'
import { RecentActivity } from '~/components/admin/dashboard/recent-activity.tsx'
import { StatCards } from '~/components/admin/dashboard/stat-cards.tsx'
import { WeekCards } from '~/components/admin/dashboard/week-cards.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/dashboard'

export function meta() {
  return adminMeta('Dashboard')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { user } = await requireAdminUser(request, site)
  const [figures, due, week] = await Promise.all([
    site.services.dashboard.figures(),
    site.services.pipeline.dueForFollowUp(),
    site.services.analyticsReports.week(),
  ])
  return {
    username: user.username,
    figures,
    week,
    followUps: due.map(({ kind, id, name, summary, followUpOn }) => ({
      kind,
      id,
      name,
      summary,
      followUpOn: followUpOn ?? '',
    })),
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { username, figures, followUps, week } = loaderData
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={`Welcome back, ${username}. Here is what is happening on your site.`}
      />
      <WeekCards week={week} />
      <StatCards counts={figures.counts} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity items={figures.recentActivity} />
        </div>
        <div className="space-y-6">
          <QuickStats figures={figures} />
          <FollowUps items={followUps} />
        </div>
      </div>
    </>
  )
}
