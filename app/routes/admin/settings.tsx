import {
  ProfileForm,
  profileFieldNames,
  profileFormSchema,
} from '~/components/admin/settings/profile-form.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { isTranslationLanguage } from '~/content-types/translations.ts'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { retryAfterHeaders } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { textFields } from '~/lib/form-submission.ts'
import { siteContext } from '~/lib/site-context.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/settings'

export function meta() {
  return adminMeta('Settings')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  // The Translations page links here with the language to write in.
  const language = new URL(request.url).searchParams.get('language') ?? ''
  return {
    profile: await site.services.settings.getProfile(),
    language: isTranslationLanguage(language) ? language : ('en' as const),
  }
}

export const headers = retryAfterHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  try {
    const input = parseInput(profileFormSchema, textFields(await request.formData(), profileFieldNames))
    await site.services.settings.updateProfile(input)
    return { ok: true as const }
  } catch (error) {
    return adminFailure(error)
  }
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="Your profile and links as every public page shows them."
      />
      <ProfileForm profile={loaderData.profile} initialLanguage={loaderData.language} />
    </>
  )
}
