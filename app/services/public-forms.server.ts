import type { Language } from '~/i18n/config.ts'
import type { Contact, DemoRequest } from '~/lib/models.ts'
import {
  barrierReportInputSchema,
  contactInputSchema,
  demoRequestFormSchema,
  demoRequestInputSchema,
  newsletterInputSchema,
} from '~/schemas/leads.ts'
import { parseInput } from '~/schemas/parse.ts'
import { analyticsClientOf, type GoalRecorder } from './analytics/analytics.server.ts'
import type { FormGuard } from './form-guard.server.ts'
import type { LeadService } from './leads.server.ts'
import type { NewsletterService } from './newsletter.server.ts'

/**
 * Who sent a public form: the address the hourly limits count, the language the emails are written in,
 * and what the analytics hash the visit with (the user agent, the site's host), never stored.
 */
export type Visitor = { ip: string; language: Language; userAgent?: string | undefined; site?: string }

/**
 * What a visitor can send: each use case takes the submitted fields as they came (from a page's form
 * post or the JSON API) and owns the whole way: the spam checks, the shared schema, the hourly limits,
 * storing and the emails. Refusals are thrown as typed errors (services/errors.ts), which
 * services/error-answer.ts turns into what the visitor is told.
 */
export function createPublicForms(
  forms: FormGuard,
  leads: LeadService,
  newsletter: NewsletterService,
  goals?: GoalRecorder,
) {
  return {
    async sendContact(body: unknown, visitor: Visitor): Promise<Contact> {
      const input = parseInput(contactInputSchema, forms.screen(body, 'contact'))
      const admission = forms.admission('contact', visitor.ip, input.email)
      const contact = await leads.createContact(input, admission, visitor.language)
      await goals?.recordGoal({
        kind: 'contact',
        lead: { kind: 'contact', id: contact.id },
        client: analyticsClientOf(visitor),
      })
      return contact
    },

    /** A barrier reported on the accessibility statement: a lead of kind `accessibility`. */
    async reportBarrier(body: unknown, visitor: Visitor): Promise<Contact> {
      const input = parseInput(barrierReportInputSchema, forms.screen(body, 'accessibility'))
      const admission = forms.admission('accessibility', visitor.ip, input.email)
      return leads.createBarrierReport(input, admission, visitor.language)
    },

    /**
     * `consentAsked`: the page's form has the consent box, checked here and then dropped (it is never
     * stored); the API's clients ask for it themselves.
     */
    async requestDemo(body: unknown, visitor: Visitor, { consentAsked = false } = {}): Promise<DemoRequest> {
      const fields = forms.screen(body, 'demo-request')
      const { consent: _consent, ...input } = consentAsked
        ? parseInput(demoRequestFormSchema, fields)
        : { consent: undefined, ...parseInput(demoRequestInputSchema, fields) }
      const admission = forms.admission('demo-request', visitor.ip, input.email)
      const demo = await leads.createDemoRequest(input, admission, visitor.language)
      await goals?.recordGoal({
        kind: 'demo',
        lead: { kind: 'demo', id: String(demo.id) },
        client: analyticsClientOf(visitor),
      })
      return demo
    },

    async subscribe(body: unknown, visitor: Visitor): Promise<void> {
      const { email } = parseInput(newsletterInputSchema, forms.screen(body, 'newsletter'))
      await newsletter.subscribe(email, visitor.language, forms.admission('newsletter', visitor.ip, email))
    },
  }
}

export type PublicForms = ReturnType<typeof createPublicForms>
