import { type ReactNode, Suspense } from 'react'
import { Await } from 'react-router'
import { Card } from '~/components/ui/card.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/** Spec §4/§9: the home page's lists show three skeletons while their data streams in. */
export const homeSkeletonCount = 3

export const homeGridClasses = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3'

/** The loader sends a list itself on full page loads and a promise of it on client-side navigations. */
export type MaybeStreamed<T> = T[] | Promise<T[]>

/** A list from the loader: skeletons while it streams, then the items, an empty note, or an error note. */
export function StreamedList<T>({
  items,
  skeleton,
  empty,
  children,
}: {
  items: MaybeStreamed<T>
  skeleton: ReactNode
  empty: string
  children: (items: T[]) => ReactNode
}) {
  const { t } = useTranslation()
  const render = (resolved: T[]) =>
    resolved.length === 0 ? <p className="text-muted-foreground">{empty}</p> : children(resolved)
  if (Array.isArray(items)) return render(items)
  return (
    <Suspense
      fallback={
        <div className={homeGridClasses} data-testid="home-skeletons">
          {Array.from({ length: homeSkeletonCount }, (_, index) => (
            <div key={index}>{skeleton}</div>
          ))}
        </div>
      }
    >
      <Await resolve={items} errorElement={<p className="text-muted-foreground">{t('home.loadError')}</p>}>
        {(resolved: T[]) => render(resolved)}
      </Await>
    </Suspense>
  )
}

/** Holds a text card's place: a badge, a heading and a few lines. */
export function TextCardSkeleton() {
  return (
    <Card className="flex h-full flex-col gap-3 p-6">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-4 h-5 w-28" />
    </Card>
  )
}
