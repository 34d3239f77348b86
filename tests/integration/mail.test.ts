import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asSubmitted } from '../support/forms.ts'
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp.ts'
import { spacingFaults } from '../support/spacing-faults.ts'
import { startTestServer, useTestServer } from '../support/test-server.ts'

const ownerEmail = 'owner@consulting.example'
const unique = () => randomBytes(4).toString('hex')

let smtp: LocalSmtpServer

beforeAll(async () => {
  smtp = await startSmtpServer()
})

afterAll(async () => {
  await smtp?.stop()
})

const server = useTestServer(() => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Jordan Avery <site@consulting.example>',
  OWNER_EMAIL: ownerEmail,
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '100',
  PUBLIC_URL: 'https://consulting.example',
}))

describe('contact messages', () => {
  it('notify the owner, replying to the visitor, and acknowledge the visitor', async () => {
    const visitor = `visitor.${unique()}@agency.example.gov`
    const response = await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        name: 'Pat Quinn',
        email: visitor,
        subject: 'FedRAMP help',
        message: 'Can we talk next week?',
      }),
    })
    expect(response.status).toBe(201)

    const notification = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.header('reply-to')?.includes(visitor) === true,
    )
    expect(notification.subject).toBe('New message: FedRAMP help')
    expect(notification.text).toContain('Can we talk next week?')
    expect(notification.hasHtmlPart).toBe(true)
    expect(notification.header('from')).toContain('site@consulting.example')

    const acknowledgement = await smtp.waitFor((email) => email.to.includes(visitor))
    expect(acknowledgement.subject).toBe('Thanks for reaching out')
    expect(acknowledgement.header('reply-to')).toContain(ownerEmail)
    expect(acknowledgement.hasHtmlPart).toBe(true)

    await expect
      .poll(() => server.db.selectFrom('outbox').select('status').where('toAddress', '=', visitor).execute())
      .toEqual([{ status: 'sent' }])
  })

  it('escape what the visitor typed in the HTML part', async () => {
    const visitor = `html.${unique()}@example.org`
    await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        name: 'Eve',
        email: visitor,
        subject: 'Hello',
        message: '<script>alert(1)</script>',
      }),
    })
    const notification = await smtp.waitFor((email) => email.header('reply-to')?.includes(visitor) === true)
    expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(notification.html).not.toContain('<script>')
    expect(notification.text).toContain('<script>alert(1)</script>')
  })
})

describe('demo requests', () => {
  it('notify the owner and promise the visitor contact within 24 hours', async () => {
    const visitor = `demo.${unique()}@example.com`
    const response = await server.request('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', {
        name: 'Robin Diaz',
        email: visitor,
        company: 'Harbor Health',
        projectTitle: 'Pulse Check-In',
      }),
    })
    expect(response.status).toBe(201)
    const notification = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.includes('Robin Diaz'),
    )
    expect(notification.subject).toBe('Demo request: Pulse Check-In from Robin Diaz')
    expect(notification.text).toContain('Harbor Health')
    const acknowledgement = await smtp.waitFor((email) => email.to.includes(visitor))
    expect(acknowledgement.text).toContain('within 24 hours')
  })
})

describe('newsletter', () => {
  it('sends a signed confirmation link; confirming activates, one-click unsubscribing deactivates', async () => {
    const reader = `reader.${unique()}@example.com`
    expect(
      (
        await server.request('/api/newsletter/subscribe', {
          method: 'POST',
          json: asSubmitted(server, 'newsletter', { email: reader }),
        })
      ).status,
    ).toBe(200)
    const confirmation = await smtp.waitFor((email) => email.to.includes(reader))
    expect(confirmation.subject).toBe('Confirm your subscription')
    const link = confirmation.text.match(/https:\/\/consulting\.example\/newsletter\/confirm\?\S+/)?.[0]
    expect(link).toBeDefined()
    const confirmUrl = new URL(link!)

    const page = await fetch(`${server.url}${confirmUrl.pathname}${confirmUrl.search}`, { method: 'GET' })
    expect(page.status).toBe(404)
    const stillPending = await server.db
      .selectFrom('newsletterSubscriptions')
      .select('isActive')
      .where('email', '=', reader)
      .executeTakeFirstOrThrow()
    expect(stillPending.isActive).toBe(0)

    const confirmed = await fetch(`${server.url}${confirmUrl.pathname}${confirmUrl.search}`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirm?status=confirmed')
    const row = await server.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', reader)
      .executeTakeFirstOrThrow()
    expect(row.isActive).toBe(1)

    const forged = await fetch(`${server.url}/newsletter/confirm?id=${row.id}&token=forged`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(forged.headers.get('location')).toBe('/newsletter/confirm?status=invalid')

    const unsubscribeUrl = new URL(server.services.newsletter.unsubscribeUrl(row.id, reader))
    const oneClick = await fetch(`${server.url}${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    const after = await server.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', reader)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ isActive: 0, unsubscribedAt: expect.any(String) })
  })

  it('answers the same for an address that is already subscribed, without emailing it again', async () => {
    const reader = `again.${unique()}@example.com`
    await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email: reader }),
    })
    const confirmation = await smtp.waitFor((email) => email.to.includes(reader))
    const link = new URL(confirmation.text.match(/https:\/\/\S+\/newsletter\/confirm\?\S+/)![0])
    await fetch(`${server.url}${link.pathname}${link.search}`, { method: 'POST', redirect: 'manual' })

    const first = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email: `new.${unique()}@example.com` }),
    })
    const second = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email: reader }),
    })
    expect(second.status).toBe(first.status)
    expect(second.body).toEqual(first.body)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.messages.filter((email) => email.to.includes(reader))).toHaveLength(1)
  })

  it('sends an issue to every active subscriber with its own unsubscribe link, once, and a test to the owner', async () => {
    // The second reader subscribed on the French blog.
    const readers = [`a.${unique()}@example.com`, `b.${unique()}@example.fr`]
    for (const [index, reader] of readers.entries()) {
      await server.request('/api/newsletter/subscribe', {
        method: 'POST',
        headers: index === 1 ? { referer: `${server.url}/fr/blog` } : {},
        json: asSubmitted(server, 'newsletter', { email: reader }),
      })
      const confirmation = await smtp.waitFor((email) => email.to.includes(reader))
      const link = new URL(confirmation.text.match(/https:\/\/\S+\/newsletter\/confirm\?\S+/)![0])
      await fetch(`${server.url}${link.pathname}${link.search}`, { method: 'POST', redirect: 'manual' })
    }
    const issue = await server.services.newsletter.saveIssue({
      subject: `November insights ${unique()}`,
      body: '# Three lessons\n\nA paragraph with **bold** text.\n\n- one\n- two',
    })
    await server.services.newsletter.sendTest(issue.id)
    const test = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject === `[Test] ${issue.subject}`,
    )
    expect(test.hasHtmlPart).toBe(true)

    const recipients = await server.services.newsletter.sendToSubscribers(issue.id)
    const active = await server.db
      .selectFrom('newsletterSubscriptions')
      .select('email')
      .where('isActive', '=', 1)
      .execute()
    expect(recipients).toBe(active.length)
    for (const [index, reader] of readers.entries()) {
      const delivered = await smtp.waitFor(
        (email) => email.to.includes(reader) && email.subject === issue.subject,
      )
      const french = index === 1
      expect(delivered.header('list-unsubscribe')).toMatch(
        french
          ? /^<https:\/\/consulting\.example\/fr\/newsletter\/unsubscribe\?id=\d+&token=/
          : /^<https:\/\/consulting\.example\/newsletter\/unsubscribe\?id=\d+&token=/,
      )
      expect(delivered.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(delivered.text).toContain('Three lessons')
      // The owner's text as written; around it, the reader's language.
      expect(delivered.text).toContain(french ? 'Se désabonner\u00a0: https://' : 'Unsubscribe: https://')
      expect(delivered.html).toContain(french ? '>Se désabonner</a>' : '>Unsubscribe</a>')
    }
    await expect(server.services.newsletter.sendToSubscribers(issue.id)).rejects.toThrow('already sent')
    const status = await server.services.newsletter.getIssue(issue.id)
    await expect
      .poll(async () =>
        (await server.services.newsletter.getIssue(issue.id)).deliveries.every((d) => d.status === 'sent'),
      )
      .toBe(true)
    expect(status.deliveries.map((delivery) => delivery.toAddress).sort()).toEqual(
      active.map((row) => row.email).sort(),
    )
  })
})

describe('newsletter issues with rich bodies', () => {
  it('reach the reader with absolute image addresses, styled code and tables, and the text as written', async () => {
    const issue = await server.services.newsletter.saveIssue({
      subject: `Cost notes ${unique()}`,
      body: [
        '## What we measured',
        '',
        '![Cost by service](/uploads/0b7c2d1e-0000-4000-8000-000000000002.png)',
        '*Figure 1: cost by service*',
        '',
        '```bash\nsed -E "s/(a)/$1 $&/" costs.csv\n```',
        '',
        '| Service | Cost |\n|---|--:|\n| Storage | $300 |',
      ].join('\n'),
    })
    await server.services.newsletter.sendTest(issue.id)
    const email = await smtp.waitFor(
      (received) => received.to.includes(ownerEmail) && received.subject === `[Test] ${issue.subject}`,
    )
    expect(email.html).toMatch(
      /<img style="[^"]*max-width:100%[^"]*" src="https:\/\/consulting\.example\/uploads\/0b7c2d1e-0000-4000-8000-000000000002\.png" alt="Cost by service"/,
    )
    expect(email.html).not.toMatch(/src="\//)
    expect(email.html).toMatch(/<figcaption style="[^"]+">Figure 1: cost by service<\/figcaption>/)
    expect(email.html).toMatch(/<pre style="[^"]*background:#f6f8fa[^"]*"/)
    expect(email.html).toContain(
      '<span style="color:#0a3069">"s/(a)/<span style="color:#0550ae">$1</span> $&amp;/"</span>',
    )
    expect(email.html).toMatch(/<td style="[^"]+" align="right">\$300<\/td>/)
    expect(email.html).toContain('<h2 id="what-we-measured">What we measured</h2>')
  })
})

describe('a stopped mail server', () => {
  it('keeps the email queued and delivers it once the server is back', async () => {
    await smtp.stop()
    const visitor = `patient.${unique()}@example.com`
    const response = await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        name: 'Sam Patient',
        email: visitor,
        subject: 'While you were down',
        message: 'Still there?',
      }),
    })
    expect(response.status).toBe(201)
    await expect
      .poll(async () => {
        const row = await server.db
          .selectFrom('outbox')
          .select(['status', 'attempts', 'lastError'])
          .where('toAddress', '=', visitor)
          .executeTakeFirst()
        return row && row.attempts >= 1 && row.status === 'queued' && row.lastError !== null
      })
      .toBe(true)

    await smtp.start()
    const delivered = await smtp.waitFor((email) => email.to.includes(visitor), 15_000)
    expect(delivered.subject).toBe('Thanks for reaching out')
    await expect
      .poll(() => server.db.selectFrom('outbox').select('status').where('toAddress', '=', visitor).execute())
      .toEqual([{ status: 'sent' }])
  })
})

describe('without SMTP configured', () => {
  it('still accepts the lead and keeps its emails in the outbox', async () => {
    const offline = await startTestServer()
    try {
      const visitor = `queued.${unique()}@example.com`
      const response = await offline.request('/api/contact', {
        method: 'POST',
        json: asSubmitted(offline, 'contact', {
          name: 'Queued',
          email: visitor,
          subject: 'No mail server',
          message: 'Hello',
        }),
      })
      expect(response.status).toBe(201)
      const rows = await offline.db.selectFrom('outbox').select(['toAddress', 'status']).execute()
      expect(rows).toEqual(expect.arrayContaining([{ toAddress: visitor, status: 'queued' }]))
      expect(rows).toHaveLength(2)
    } finally {
      await offline.close()
    }
  })
})

describe('acknowledgements to the address a visitor typed', () => {
  const spam = {
    name: 'Winner! Claim your prize at http://spam.example now',
    subject: 'You won $1,000,000: visit http://spam.example',
    message: `Click http://spam.example/claim to collect. ${'Buy now! '.repeat(400)}`,
  }
  const carriesNothingTyped = (text: string, html: string) => {
    for (const part of [text, html]) {
      expect(part).not.toContain('spam.example')
      expect(part).not.toContain('Claim')
      expect(part).not.toContain('Buy now')
      expect(part).not.toContain('$1,000,000')
    }
  }

  it('say only the fixed text of a contact acknowledgement, greeting no one by a name that is not a name', async () => {
    const target = `target.${unique()}@example.org`
    const response = await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', { ...spam, email: target }),
    })
    expect(response.status).toBe(201)
    const acknowledgement = await smtp.waitFor((email) => email.to.includes(target))
    carriesNothingTyped(acknowledgement.text, acknowledgement.html)
    expect(acknowledgement.text).toContain('Hello,')
    expect(acknowledgement.text).toContain('Thank you for your message.')
  })

  it('say only the fixed text of a demo acknowledgement, not the project title typed with it', async () => {
    const target = `demo-target.${unique()}@example.org`
    const response = await server.request('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', {
        name: spam.name,
        email: target,
        projectTitle: spam.subject,
        message: spam.message,
      }),
    })
    expect(response.status).toBe(201)
    const acknowledgement = await smtp.waitFor((email) => email.to.includes(target))
    carriesNothingTyped(acknowledgement.text, acknowledgement.html)
    expect(acknowledgement.text).toContain('within 24 hours')
  })

  it('greet a visitor by the first name they gave, trimmed', async () => {
    const visitor = `maria.${unique()}@example.org`
    await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        name: '  María-José  de la Cruz ',
        email: visitor,
        subject: 'Hi',
        message: 'Question',
      }),
    })
    const acknowledgement = await smtp.waitFor((email) => email.to.includes(visitor))
    expect(acknowledgement.text).toContain('Hi María-José,')
    expect(acknowledgement.text).not.toContain('de la Cruz')
  })
})

describe('a visitor who writes from a Spanish or French page', () => {
  const from = (path: string) => ({ referer: `${server.url}${path}` })

  it('is thanked in Spanish, with the Spanish booking page and signature, and the owner is told the language', async () => {
    const visitor = `ana.${unique()}@ministerio.example.es`
    const response = await server.request('/api/contact', {
      method: 'POST',
      headers: from('/es/contact'),
      json: asSubmitted(server, 'contact', {
        name: 'Ana Ruiz',
        email: visitor,
        subject: 'Estrategia de IA',
        message: '¿Podemos hablar la semana que viene?',
      }),
    })
    expect(response.status).toBe(201)

    const acknowledgement = await smtp.waitFor((email) => email.to.includes(visitor))
    expect(acknowledgement.subject).toBe('Gracias por escribirme')
    expect(acknowledgement.text).toContain('Hola, Ana:')
    expect(acknowledgement.text).toContain('le responderé en el plazo de un día hábil')
    expect(acknowledgement.text).toContain('https://consulting.example/es/book/free-consult')
    expect(acknowledgement.text).not.toContain('Thank you')
    expect(acknowledgement.html).toContain('<html lang="es">')
    // The letterhead names the owner's title as the Spanish pages do.
    expect(acknowledgement.html).toContain('Consultor de estrategia de TI, IA y transformación digital')

    const notification = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.header('reply-to')?.includes(visitor) === true,
    )
    expect(notification.subject).toBe('New message: Estrategia de IA')
    expect(notification.text).toContain('Language: Spanish')
  })

  it('asking for a demo in French, is answered in French, with French spacing', async () => {
    const visitor = `luc.${unique()}@agence.example.fr`
    const response = await server.request('/api/demo-requests', {
      method: 'POST',
      headers: from('/fr/demo-request/pulse-check-in'),
      json: asSubmitted(server, 'demo-request', {
        name: 'Luc Martin',
        email: visitor,
        projectTitle: 'Pulse Check-In',
        preferredContactMethod: 'phone',
        phoneNumber: '+33 1 23 45 67 89',
      }),
    })
    expect(response.status).toBe(201)

    const acknowledgement = await smtp.waitFor((email) => email.to.includes(visitor))
    expect(acknowledgement.subject).toBe('Votre demande de démonstration')
    expect(acknowledgement.text).toContain('Bonjour Luc,')
    expect(acknowledgement.text).toContain('sous 24\u00a0heures')
    expect(acknowledgement.text).toContain('par téléphone')
    expect(acknowledgement.text).toContain('https://consulting.example/fr/book/free-consult')
    expect(spacingFaults('fr', acknowledgement.text)).toEqual([])
    const notification = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.includes('Luc Martin'),
    )
    expect(notification.text).toContain('Language: French')
  })

  it('reporting a barrier in Spanish, is answered in Spanish', async () => {
    const visitor = `lucia.${unique()}@example.es`
    const response = await server.request('/api/accessibility-report', {
      method: 'POST',
      headers: from('/es/accessibility'),
      json: asSubmitted(server, 'accessibility', {
        name: 'Lucía',
        email: visitor,
        message: 'El menú no se abre con el teclado.',
        page: '/es/blog',
      }),
    })
    expect(response.status).toBe(201)
    const acknowledgement = await smtp.waitFor((email) => email.to.includes(visitor))
    expect(acknowledgement.subject).toBe('Gracias por informar de una barrera')
    expect(acknowledgement.text).toContain('Hola, Lucía:')
  })

  it('subscribing in French, confirms through the French page and lands on its French outcome', async () => {
    const reader = `lectrice.${unique()}@example.fr`
    const subscribed = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: from('/fr/blog'),
      json: asSubmitted(server, 'newsletter', { email: reader }),
    })
    expect(subscribed.status).toBe(200)
    const confirmation = await smtp.waitFor((email) => email.to.includes(reader))
    expect(confirmation.subject).toBe('Confirmez votre abonnement')
    expect(confirmation.text).toContain('Confirmer mon abonnement')
    expect(spacingFaults('fr', confirmation.text)).toEqual([])
    const link = confirmation.text.match(/https:\/\/consulting\.example\/fr\/newsletter\/confirm\?\S+/)?.[0]
    expect(link).toBeDefined()
    const confirmUrl = new URL(link!)

    const confirmed = await fetch(`${server.url}${confirmUrl.pathname}${confirmUrl.search}`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/fr/newsletter/confirm?status=confirmed')
    const row = await server.db
      .selectFrom('newsletterSubscriptions')
      .select(['isActive', 'language'])
      .where('email', '=', reader)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ isActive: 1, language: 'fr' })
  })
})
