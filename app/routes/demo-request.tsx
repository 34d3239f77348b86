import { redirect } from 'react-router'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { type DemoProject, DemoRequestForm } from '~/components/demo-request/demo-request-form.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ArrowRight, ExternalLink } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { NewTabLink } from '~/components/ui/new-tab-link.tsx'
import { projectType } from '~/content-types/index.ts'
import { fallbackLang, localize } from '~/content-types/translations.ts'
import type { Language } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formAction } from '~/lib/form-action.server.ts'
import { guardFieldsOf } from '~/lib/form-guard.ts'
import { keepPageDataAfterPost } from '~/lib/form-submission.ts'
import {
  type DemoRequestActionResult,
  demoRequestFieldOrder,
  demoRequestSchemaInput,
  demoRequestValues,
} from '~/lib/lead-forms.ts'
import type { Project } from '~/lib/models.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { pageImagePath, pageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { pageTexts } from '~/lib/static-page-seo.ts'
import { leadSourceFromForm } from '~/lib/visit-source.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Services } from '~/services/runtime.server.ts'
import type { Route } from './+types/demo-request'

const maxProjectId = 2_147_483_647

/**
 * The project the demo is about: by slug, or by both `project` (id) and `title` in the query. The title
 * shown is always the stored one, so a link cannot put words of its own on the page: in the page's
 * language, while the request keeps the English one the owner reads in the admin.
 */
async function findProject(
  services: Services,
  slug: string | undefined,
  search: URLSearchParams,
  language: Language,
): Promise<DemoProject | null> {
  const shown = (project: Project): DemoProject => {
    const localized = localize(projectType, project, language)
    return {
      id: project.id,
      title: project.title,
      shownTitle: localized.title,
      shownTitleLang: fallbackLang(localized, 'title'),
    }
  }
  try {
    if (slug) return shown(await services.projects.getBySlug(slug))
    const id = search.get('project') ?? ''
    const title = search.get('title')?.trim()
    if (!title || !/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > maxProjectId) return null
    return shown(await services.projects.getById(Number(id)))
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const project = await findProject(
    site.services,
    params.slug,
    new URL(request.url).searchParams,
    site.visitor.language,
  )
  return { project }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  if (!root) return []
  const t = metaTranslator(root.lang)
  const project = loaderData?.project
  const texts = pageTexts('demo-request', t, root.profile)
  const title = project
    ? t('demoRequest.meta.titleWithProject', { project: project.shownTitle })
    : texts.title
  // Every variant is the same form, so they all point at the one page the sitemap lists.
  return pageMeta(root, {
    title,
    description: texts.description,
    path: '/demo-request',
    image: { path: pageImagePath(root.lang, 'demo-request'), alt: `${texts.title} | ${root.profile.name}` },
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await request.formData()
  const values = demoRequestValues(formData)
  const body = {
    ...demoRequestSchemaInput(values),
    ...guardFieldsOf(formData),
    source: leadSourceFromForm(formData),
  }
  const result = await formAction(values, demoRequestFieldOrder, () =>
    site.services.publicForms.requestDemo(body, site.visitor, { consentAsked: true }),
  )
  return result.data.ok ? redirect('/') : result
}

/**
 * With JavaScript the server's redirect home means success: the form confirms it with a toast before
 * going home itself. A failed request (network, server error) becomes a result the form can report.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<DemoRequestActionResult> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) return { ok: true }
    return { ok: false, refusal: { reason: 'failed' } }
  }
}

export const shouldRevalidate = keepPageDataAfterPost

export default function DemoRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { profile } = useRootData()
  const { project } = loaderData
  return (
    <>
      <section className="border-b border-border bg-primary-soft">
        <div className="site-container band-y *:max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-foreground">
            {t('demoRequest.eyebrow')}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
            {project
              ? t('demoRequest.headingWithProject', { project: project.shownTitle })
              : t('demoRequest.heading')}
          </h1>
          <p className="mt-4 text-lg text-foreground/80">
            {project
              ? t('demoRequest.introWithProject', { project: project.shownTitle })
              : t('demoRequest.intro')}
          </p>
        </div>
      </section>

      <div className="site-container py-12 *:max-w-3xl">
        <Card className="p-6 sm:p-8">
          <DemoRequestForm key={project?.id ?? 'none'} project={project} ownerName={profile.name} />
        </Card>

        <div className="mt-10 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center sm:gap-6">
          <p className="text-muted-foreground">{t('demoRequest.links.prompt')}</p>
          <Link
            to="/contact"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('demoRequest.links.contact')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          {profile.linkedinUrl ? (
            <NewTabLink
              href={profile.linkedinUrl}
              className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('demoRequest.links.profile')}
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </>
  )
}
