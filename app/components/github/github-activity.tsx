import { Suspense } from 'react'
import { Await } from 'react-router'
import { GitHubIcon } from '~/components/layout/social-icons.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ExternalLink, Flame, FolderGit2, GitCommitHorizontal, Users } from '~/components/ui/icons.tsx'
import { NewTabLink } from '~/components/ui/new-tab-link.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formatWholeNumber } from '~/lib/whole-numbers.ts'
import type { GithubActivity } from '~/services/github.server.ts'
import { ContributionHeatmap, HeatmapLegend } from './contribution-heatmap.tsx'

const headingId = 'github-activity'

/** The contact page's GitHub section; its figures stream in after the rest of the page. */
export function GithubActivitySection({
  activity,
  lang,
}: {
  activity: Promise<GithubActivity>
  lang: string
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-foreground text-background">
          <GitHubIcon className="h-6 w-6" />
        </span>
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-foreground">
            {t('githubActivity.heading')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('githubActivity.intro')}</p>
        </div>
      </div>
      <Suspense fallback={<GithubActivitySkeleton />}>
        <Await
          resolve={activity}
          errorElement={<p className="mt-8 text-muted-foreground">{t('githubActivity.unavailable')}</p>}
        >
          {(resolved) => <GithubActivityPanel activity={resolved} lang={lang} />}
        </Await>
      </Suspense>
    </section>
  )
}

export function GithubActivityPanel({ activity, lang }: { activity: GithubActivity; lang: string }) {
  const { t } = useTranslation()
  const stats = [
    { key: 'contributions', value: activity.contributions, icon: GitCommitHorizontal },
    { key: 'streak', value: activity.streak, icon: Flame },
    { key: 'repositories', value: activity.repositories, icon: FolderGit2 },
    { key: 'followers', value: activity.followers, icon: Users },
  ] as const
  const titleId = `${headingId}-year`

  return (
    <div className="mt-8 space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map(({ key, value, icon: Icon }) => (
          <Card key={key} className="flex flex-col-reverse gap-1 p-5">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="h-4 w-4 text-accent" aria-hidden="true" />
              {t(`githubActivity.stats.${key}`)}
            </dt>
            <dd className="text-3xl font-bold tabular-nums text-card-foreground">
              {formatWholeNumber(value, lang)}
            </dd>
          </Card>
        ))}
      </dl>

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-card-foreground">
            {t('githubActivity.title', { year: activity.year })}
          </h3>
          <p className="text-xs text-muted-foreground">
            {activity.source === 'github' && activity.username
              ? t('githubActivity.source.github', { username: activity.username })
              : t('githubActivity.source.demo')}
          </p>
        </div>
        <div className="mt-4 max-w-3xl">
          <ContributionHeatmap days={activity.days} lang={lang} />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          <HeatmapLegend />
          {activity.username ? (
            <NewTabLink
              href={`https://github.com/${encodeURIComponent(activity.username)}`}
              className={cn(buttonClasses('outline', 'md'))}
            >
              <GitHubIcon className="h-4 w-4" />
              {t('githubActivity.viewOnGithub')}
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </NewTabLink>
          ) : null}
        </div>
      </Card>
    </div>
  )
}

function GithubActivitySkeleton() {
  const { t } = useTranslation()
  return (
    <div className="mt-8 space-y-6" role="status">
      <span className="sr-only">{t('githubActivity.loading')}</span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  )
}
