import { data } from 'react-router'
import type { ContentActionResult, ContentIntent } from '~/components/admin/content/action-result.ts'
import type { ContentType } from '~/content-types/definition.ts'
import { editorInput } from '~/content-types/editor-values.ts'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { renderMarkdownForPage } from '~/lib/markdown.server.ts'
import type { SiteContext } from '~/lib/site-context.ts'
import { moveInputSchema } from '~/schemas/content.ts'
import { parseInput } from '~/schemas/parse.ts'
import { contentServiceOf } from '~/services/content.server.ts'
import { ValidationError } from '~/services/errors.ts'

const intents = new Set<string>(['create', 'update', 'delete', 'move', 'preview'])

function readIntent(form: FormData): ContentIntent {
  const intent = form.get('intent')
  if (typeof intent !== 'string' || !intents.has(intent)) throw new ValidationError('Unknown action')
  return intent as ContentIntent
}

function readId(form: FormData): number {
  const id = Number(form.get('id'))
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new ValidationError('id: Choose an existing item', [
      { path: 'id', message: 'Choose an existing item' },
    ])
  }
  return id
}

/**
 * The one write path of every content manager: the owner's session first, then the intent, with
 * validation and domain errors answered in the server's words for the page's toast. A type with a
 * Markdown field also previews it.
 */
export async function runContentAction(request: Request, context: SiteContext, type: ContentType) {
  await requireAdminUser(request, context)
  const form = await request.formData()
  const service = contentServiceOf(context.services, type)
  const markdownField = Object.entries(type.fields).find(([, field]) => field.control === 'markdown')?.[0]
  let intent: ContentIntent | undefined
  try {
    intent = readIntent(form)
    switch (intent) {
      case 'create':
        await service.create(parseInput(type.inputSchema, editorInput(type, form)))
        return data<ContentActionResult>({ ok: true, intent })
      case 'update':
        await service.update(readId(form), parseInput(type.patchSchema, editorInput(type, form)))
        return data<ContentActionResult>({ ok: true, intent })
      case 'delete':
        await service.remove(readId(form))
        return data<ContentActionResult>({ ok: true, intent })
      case 'move':
        await service.move(
          readId(form),
          parseInput(moveInputSchema, { direction: form.get('direction') }).direction,
        )
        return data<ContentActionResult>({ ok: true, intent })
      case 'preview': {
        if (!markdownField) throw new ValidationError('Unknown action')
        const markdown = form.get(markdownField)
        return data<ContentActionResult>({
          ok: true,
          intent,
          html: await renderMarkdownForPage(
            typeof markdown === 'string' ? markdown : '',
            context.services.uploads,
          ),
        })
      }
    }
  } catch (error) {
    return adminFailure(error, intent)
  }
}
