import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import {
  type ContactActionResult,
  ContactForm,
  type ContactValues,
  contactFieldNames,
} from '~/components/contact/contact-form.tsx'
import { firstErrorPerField, serverMessage, textFields } from '~/components/contact/form-submission.ts'
import { Card } from '~/components/ui/card.tsx'
import { serverHtml } from '~/components/ui/server-html.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { staticPageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { leadSourceFromForm } from '~/lib/visit-source.ts'
import { contactInputSchema } from '~/schemas/leads.ts'
import { parseInput } from '~/schemas/parse.ts'
import { DomainError, ValidationError } from '~/services/errors.ts'
import { guardFieldsOf, refusalHeaders } from '~/services/form-guard.server.ts'
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

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  // Not awaited: the figures stream in, so a slow GitHub never holds up the page.
  return { github: site.services.github.getActivity(site.profile.githubUsername) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await request.formData()
  const values: ContactValues = textFields(formData, contactFieldNames)
  try {
    site.services.forms.screen(guardFieldsOf(formData), 'contact')
    const input = parseInput(contactInputSchema, values)
    await site.services.leads.createContact(
      { ...input, source: leadSourceFromForm(formData) },
      site.services.forms.admission('contact', site.clientIp, input.email),
    )
    return data<ContactActionResult>({ ok: true })
  } catch (error) {
    if (error instanceof ValidationError) {
      return data<ContactActionResult>(
        { ok: false, errors: firstErrorPerField(error.issues), values },
        { status: 400 },
      )
    }
    if (error instanceof DomainError) {
      return data<ContactActionResult>(
        { ok: false, message: error.message, values },
        { status: error.status, headers: refusalHeaders(error) },
      )
    }
    // Logged here because the visitor gets their form back with a generic message instead of an error page.
    console.error('contact form: could not save the message', error)
    return data<ContactActionResult>({ ok: false, values }, { status: 500 })
  }
}

/** With JavaScript: a failed request (network, server error) becomes a result the form can report. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactActionResult> {
  try {
    return await serverAction()
  } catch (error) {
    return { ok: false, message: serverMessage(error) }
  }
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { profile, lang } = useRootData()
  return (
    <>
      <section className="border-b border-border bg-primary-soft">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-foreground">
            {t('contact.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
            {t('contact.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-foreground/80">{t('contact.intro')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
          <ContactDetails profile={profile} />
          <Card className="p-6 sm:p-8">
            <ContactForm />
          </Card>
        </div>
        <HelpCards />
        <GithubActivitySection activity={loaderData.github} lang={lang} />
      </div>
    </>
  )
}
