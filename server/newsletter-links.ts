import express, { type Request, type Response, Router } from 'express'
import { languageOfPath, localizedPath, supportedLanguages } from '~/i18n/config.ts'
import type { Services } from '~/services/runtime.server.ts'
import { visitorOf } from './visitor.ts'

function linkParameters(req: Request): { id: number; token: string } {
  const body = (req.body ?? {}) as Record<string, unknown>
  const id = Number(req.query.id ?? body.id)
  const token = String(req.query.token ?? body.token ?? '')
  return { id: Number.isSafeInteger(id) && id > 0 ? id : 0, token: token.slice(0, 200) }
}

/** The link's page in each language the site speaks: '/newsletter/confirm', '/es/newsletter/confirm'… */
const inEveryLanguage = (path: string) => supportedLanguages.map((language) => localizedPath(path, language))

/** The page that tells the outcome, in the language of the page that posted. */
const outcomePage = (req: Request, path: string, status: string) =>
  `${localizedPath(path, languageOfPath(req.path))}?status=${status}`

/**
 * The state changes behind the links in newsletter emails. The links open a page (GET changes nothing);
 * its button, or a mail client's one-click unsubscribe (RFC 8058), posts here.
 */
export function newsletterLinkRouter(services: Services): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 })

  router.post(inEveryLanguage('/newsletter/confirm'), form, async (req: Request, res: Response) => {
    const { id, token } = linkParameters(req)
    const confirmed = id > 0 && (await services.newsletter.confirm(id, token, visitorOf(req)))
    res.redirect(303, outcomePage(req, '/newsletter/confirm', confirmed ? 'confirmed' : 'invalid'))
  })

  router.post(inEveryLanguage('/newsletter/unsubscribe'), form, async (req: Request, res: Response) => {
    const { id, token } = linkParameters(req)
    const unsubscribed = id > 0 && (await services.newsletter.unsubscribe(id, token))
    if ((req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click') {
      res
        .status(unsubscribed ? 200 : 400)
        .type('text/plain')
        .send(unsubscribed ? 'Unsubscribed' : 'Invalid link')
      return
    }
    res.redirect(303, outcomePage(req, '/newsletter/unsubscribe', unsubscribed ? 'unsubscribed' : 'invalid'))
  })
  return router
}
