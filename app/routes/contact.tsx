import { ContactForm } from '~/components/contact/contact-form.tsx'
import { Card } from '~/components/ui/card.tsx'
import { serverHtml } from '~/components/ui/server-html.tsx'
import { helpCardType } from '~/content-types/index.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formAction } from '~/lib/form-action.server.ts'
import { guardFieldsOf } from '~/lib/form-guard.ts'
import { keepPageDataAfterPost, serverActionOrFailure } from '~/lib/form-submission.ts'
import { type ContactActionResult, contactFieldNames, contactValues } from '~/lib/lead-forms.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { shownItems } from '~/lib/shown-content.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import { leadSourceFromForm } from '~/lib/visit-source.ts'
import type { Route } from './+types/contact'

// Content and links only: kept as the server rendered them on a first load (the GitHub figures
// included, which the server streams into the page).
const ContactDetails = serverHtml('ContactDetails', () =>
  import('~/components/contact/contact-details.tsx').then((module) => module.ContactDetails),
)
const HelpCards = serverHtml('HelpCards', () =>
  import('~/components/contact/help-cards.tsx').then((module) => module.HelpCards),
)
const GithubActivitySection = serverHtml('GithubActivitySection', () =>
  import('~/components/github/github-activity.tsx').then((module) => module.GithubActivitySection),
)

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'contact', { path: '/contact', breadcrumb: true })
}

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const helpCards = shownItems(helpCardType, await site.services.helpCards.list(), site.visitor.language, [
    'title',
    'text',
    'icon',
  ])
  // Not awaited: the figures stream in, so a slow GitHub never holds up the page.
  return { helpCards, github: site.services.github.getActivity(site.profile.githubUsername) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await request.formData()
  const values = contactValues(formData)
  const body = { ...values, ...guardFieldsOf(formData), source: leadSourceFromForm(formData) }
  return formAction(values, contactFieldNames, () =>
    site.services.publicForms.sendContact(body, site.visitor),
  )
}

/** With JavaScript: a failed request (network, server error) becomes a result the form can report. */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactActionResult> {
  return serverActionOrFailure(serverAction)
}

export const shouldRevalidate = keepPageDataAfterPost

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { profile, lang } = useRootData()
  return (
    <>
      <section className="border-b border-border bg-primary-soft">
        <div className="site-container band-y">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-foreground">
            {t('contact.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
            {t('contact.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-foreground/80">{t('contact.intro')}</p>
        </div>
      </section>

      <div className="site-container section-y space-y-20">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ContactDetails profile={profile} />
          <Card className="p-6 sm:p-8">
            <ContactForm />
          </Card>
        </div>
        <HelpCards cards={loaderData.helpCards} />
        <GithubActivitySection activity={loaderData.github} lang={lang} />
      </div>
    </>
  )
}
