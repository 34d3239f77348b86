import { data } from 'react-router'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import type { SiteContext } from '~/lib/site-context.ts'
import { DomainError, ValidationError } from '~/services/errors.ts'
import type { ContentActionResult, ContentIntent } from './action-result.ts'

type ContentHandlers = {
  create: (form: FormData) => Promise<unknown>
  update: (id: number, form: FormData) => Promise<unknown>
  remove: (id: number) => Promise<void>
  /** Only the blog editor previews; the other managers answer "unknown action" to it. */
  preview?: (form: FormData) => string
}

const intents = new Set<string>(['create', 'update', 'delete', 'preview'])

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
 * The one write path of the blog, project and testimonial managers: the owner's session first, then
 * the intent, with validation and domain errors answered in the server's words for the page's toast.
 */
export async function runContentAction(request: Request, context: SiteContext, handlers: ContentHandlers) {
  await requireAdminUser(request, context)
  const form = await request.formData()
  let intent: ContentIntent | undefined
  try {
    intent = readIntent(form)
    switch (intent) {
      case 'create':
        await handlers.create(form)
        return data<ContentActionResult>({ ok: true, intent })
      case 'update':
        await handlers.update(readId(form), form)
        return data<ContentActionResult>({ ok: true, intent })
      case 'delete':
        await handlers.remove(readId(form))
        return data<ContentActionResult>({ ok: true, intent })
      case 'preview':
        if (!handlers.preview) throw new ValidationError('Unknown action')
        return data<ContentActionResult>({ ok: true, intent, html: handlers.preview(form) })
    }
  } catch (error) {
    if (error instanceof ValidationError) {
      return data<ContentActionResult>(
        { ok: false, intent, error: error.message, issues: error.issues, status: 400 },
        { status: 400 },
      )
    }
    if (error instanceof DomainError) {
      return data<ContentActionResult>(
        { ok: false, intent, error: error.message, status: error.status },
        { status: error.status },
      )
    }
    throw error
  }
}
