import type { OwnerProfile } from '../../../content/profile.ts'
import { localize } from '../../content-types/translations.ts'
import { type Language, languageNamesInEnglish } from '../../i18n/config.ts'
import { barrierResponseBusinessDays } from '../../lib/accessibility.ts'
import { escapeHtml } from '../../lib/escape.ts'
import { formatUsdCents } from '../../lib/money.ts'
import { profileProse } from '../../lib/profile.ts'

export type EmailContent = { subject: string; text: string; html: string }

type Block = {
  heading?: string
  paragraphs?: string[]
  fields?: Array<[string, string | null | undefined]>
  quote?: string
}
export type EmailBlock = Block
type Action = { label: string; url: string }

/** "Label: value"; French sets a no-break space before the colon, so the colon never starts a line. */
export const labelled = (label: string, value: string, language?: string) =>
  `${label}${language === 'fr' ? '\u00a0:' : ':'} ${value}`

/**
 * One branded layout for every email, with a plain-text twin of the same content. An email in Spanish
 * or French signs with the owner's title and location in that language.
 */
export function compose(
  ownerProfile: OwnerProfile,
  subject: string,
  blocks: Block[],
  options: { action?: Action; footerNote?: string; language?: Language; links?: Action[] } = {},
): EmailContent {
  const profile = options.language ? localize(profileProse, ownerProfile, options.language) : ownerProfile
  const textParts: string[] = []
  const htmlParts: string[] = []
  for (const block of blocks) {
    if (block.heading) {
      textParts.push(block.heading)
      htmlParts.push(
        `<h2 style="margin:24px 0 8px;font-size:18px;color:#0f172a">${escapeHtml(block.heading)}</h2>`,
      )
    }
    for (const paragraph of block.paragraphs ?? []) {
      textParts.push(paragraph)
      htmlParts.push(`<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
    }
    const fields = (block.fields ?? []).filter((field): field is [string, string] => Boolean(field[1]))
    if (fields.length > 0) {
      textParts.push(fields.map(([label, value]) => labelled(label, value, options.language)).join('\n'))
      htmlParts.push(
        `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${fields
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#475569;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`,
      )
    }
    if (block.quote) {
      textParts.push(block.quote.replace(/^/gm, '> '))
      htmlParts.push(
        `<blockquote style="margin:0 0 12px;padding:12px 16px;border-left:4px solid #1d4ed8;background:#f1f5f9;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`,
      )
    }
  }
  if (options.action) {
    textParts.push(labelled(options.action.label, options.action.url, options.language))
    htmlParts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(options.action.label)}</a></p>`,
    )
  }
  if (options.links?.length) {
    textParts.push(options.links.map((link) => labelled(link.label, link.url, options.language)).join('\n'))
    htmlParts.push(
      `<p style="margin:0 0 12px;line-height:1.9">${options.links
        .map(
          (link) => `<a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a>`,
        )
        .join(' &nbsp;·&nbsp; ')}</p>`,
    )
  }
  const signature = `${profile.name}\n${profile.title}\n${profile.website}`
  const footer = [options.footerNote, `${profile.name} · ${profile.location} · ${profile.email}`].filter(
    Boolean,
  ) as string[]
  const text = `${textParts.join('\n\n')}\n\n-- \n${signature}\n\n${footer.join('\n')}\n`
  const html = `<!doctype html><html lang="${escapeHtml(options.language ?? 'en')}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="padding:16px 0;border-bottom:3px solid #1d4ed8"><strong style="font-size:18px">${escapeHtml(profile.name)}</strong><br><span style="color:#475569;font-size:14px">${escapeHtml(profile.title)}</span></div>
<div style="padding:16px 0">${htmlParts.join('\n')}</div>
<div style="border-top:1px solid #e2e8f0;padding-top:12px;color:#475569;font-size:12px">${footer.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join('')}<p style="margin:4px 0"><a href="${escapeHtml(profile.website)}" style="color:#1d4ed8">${escapeHtml(profile.website)}</a></p></div>
</div></body></html>`
  return { subject, text, html }
}

export type ContactDetails = { name: string; email: string; subject: string; message: string }

export function contactNotification(
  profile: OwnerProfile,
  contact: ContactDetails,
  adminUrl: string,
  language: Language = 'en',
): EmailContent {
  return compose(
    profile,
    `New message: ${contact.subject}`,
    [
      {
        paragraphs: [
          `${contact.name} sent a message through the contact form. Reply to this email to answer them.`,
        ],
      },
      {
        fields: [
          ['Name', contact.name],
          ['Email', contact.email],
          ['Subject', contact.subject],
          languageField(language),
        ],
        quote: contact.message,
      },
    ],
    { action: { label: 'Open in the admin', url: adminUrl } },
  )
}

/**
 * How an acknowledgement greets the visitor: the first word of the name they typed, if it is a name
 * (letters, an apostrophe or hyphen, at most 30 characters). An acknowledgement goes to whatever
 * address was typed, so it never repeats anything else of what the visitor wrote: a form is not a way
 * to send someone a message from this site.
 */
export function greeting(name: string, language: Language = 'en'): string {
  const first = name.trim().split(/\s+/, 1)[0] ?? ''
  const named = /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u.test(first)
  return named ? greetings[language].named(first) : greetings[language].unnamed
}

const greetings: Record<Language, { named: (first: string) => string; unnamed: string }> = {
  en: { named: (first) => `Hi ${first},`, unnamed: 'Hello,' },
  es: { named: (first) => `Hola, ${first}:`, unnamed: 'Hola:' },
  fr: { named: (first) => `Bonjour ${first},`, unnamed: 'Bonjour,' },
}

/**
 * What a visitor is told after a form, in the language of the page they sent it from. A promise the
 * site makes on a page (an answer within a business day, within 24 hours) is made in the same words.
 */
type AcknowledgementTexts = {
  contact: { subject: string; thanks: string; urgent: (bookingUrl: string) => string }
  barrier: { subject: string; thanks: (days: number) => string }
  demo: { subject: string; thanks: (byPhone: boolean) => string; pickATime: (bookingUrl: string) => string }
  newsletter: { subject: string; confirm: (name: string) => string; ignore: string; action: string }
}

const acknowledgementTexts: Record<Language, AcknowledgementTexts> = {
  en: {
    contact: {
      subject: 'Thanks for reaching out',
      thanks:
        'Thank you for your message. I read every message myself and will get back to you within one business day.',
      urgent: (url) => `If it is urgent, you can book a free 30-minute consult at ${url}.`,
    },
    barrier: {
      subject: 'Thank you for reporting a barrier',
      thanks: (days) =>
        `Thank you for telling me what got in your way on the site. I read every report myself and will answer within ${days} business days, with a fix or a way around it.`,
    },
    demo: {
      subject: 'Your demo request',
      thanks: (byPhone) =>
        `Thank you for requesting a demo. I'll contact you within 24 hours to schedule your personalized demo${byPhone ? ' by phone' : ''}.`,
      pickATime: (url) => `You can also pick a time yourself: ${url}`,
    },
    newsletter: {
      subject: 'Confirm your subscription',
      confirm: (name) =>
        `Please confirm that you want to receive ${name}'s monthly insights on AI, sustainability, and digital transformation.`,
      ignore: 'If you did not ask for this, ignore this email and you will not hear from us again.',
      action: 'Confirm my subscription',
    },
  },
  es: {
    contact: {
      subject: 'Gracias por escribirme',
      thanks:
        'Gracias por su mensaje. Leo cada mensaje personalmente y le responderé en el plazo de un día hábil.',
      urgent: (url) => `Si es urgente, puede reservar una consulta gratuita de 30 minutos en ${url}.`,
    },
    barrier: {
      subject: 'Gracias por informar de una barrera',
      thanks: (days) =>
        `Gracias por contarme qué le impidió usar el sitio. Leo cada aviso personalmente y le responderé en un plazo de ${days} días hábiles, con una solución o una forma de sortearlo.`,
    },
    demo: {
      subject: 'Su solicitud de demostración',
      thanks: (byPhone) =>
        `Gracias por solicitar una demostración. Me pondré en contacto con usted en un plazo de 24 horas para programar su demostración personalizada${byPhone ? ' por teléfono' : ''}.`,
      pickATime: (url) => `También puede elegir usted mismo una hora: ${url}`,
    },
    newsletter: {
      subject: 'Confirme su suscripción',
      confirm: (name) =>
        `Confirme que desea recibir las reflexiones mensuales de ${name} sobre IA, sostenibilidad y transformación digital.`,
      ignore: 'Si no lo ha solicitado, ignore este correo y no volverá a saber de nosotros.',
      action: 'Confirmar mi suscripción',
    },
  },
  fr: {
    contact: {
      subject: 'Merci pour votre message',
      thanks:
        'Merci pour votre message. Je lis chaque message moi-même et vous répondrai sous un jour ouvré.',
      urgent: (url) =>
        `Si c’est urgent, vous pouvez réserver une consultation gratuite de 30\u00a0minutes\u00a0: ${url}`,
    },
    barrier: {
      subject: 'Merci d’avoir signalé un obstacle',
      thanks: (days) =>
        `Merci de m’avoir indiqué ce qui vous a gêné sur le site. Je lis chaque signalement moi-même et vous répondrai sous ${days}\u00a0jours ouvrés, avec une correction ou un moyen de le contourner.`,
    },
    demo: {
      subject: 'Votre demande de démonstration',
      thanks: (byPhone) =>
        `Merci d’avoir demandé une démonstration. Je vous contacterai sous 24\u00a0heures pour planifier votre démonstration personnalisée${byPhone ? ' par téléphone' : ''}.`,
      pickATime: (url) => `Vous pouvez aussi choisir vous-même un créneau\u00a0: ${url}`,
    },
    newsletter: {
      subject: 'Confirmez votre abonnement',
      confirm: (name) =>
        `Merci de confirmer que vous souhaitez recevoir chaque mois les analyses de ${name} sur l’IA, la durabilité et la transformation numérique.`,
      ignore:
        'Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: vous n’aurez plus de nouvelles de notre part.',
      action: 'Confirmer mon abonnement',
    },
  },
}

/** The line that tells the owner a lead wrote in Spanish or French, so the answer can be too. */
function languageField(language: Language): [string, string | null] {
  return ['Language', language === 'en' ? null : languageNamesInEnglish[language]]
}

export function contactAcknowledgement(
  profile: OwnerProfile,
  contact: Pick<ContactDetails, 'name'>,
  language: Language = 'en',
): EmailContent {
  const texts = acknowledgementTexts[language].contact
  return compose(
    profile,
    texts.subject,
    [{ paragraphs: [greeting(contact.name, language), texts.thanks, texts.urgent(profile.bookingUrl)] }],
    { language },
  )
}

export function barrierReportNotification(
  profile: OwnerProfile,
  report: ContactDetails,
  adminUrl: string,
  language: Language = 'en',
): EmailContent {
  return compose(
    profile,
    report.subject,
    [
      {
        paragraphs: [
          `${report.name} reported an accessibility barrier on the site. The accessibility statement promises an answer within ${barrierResponseBusinessDays} business days; reply to this email to answer them.`,
        ],
      },
      {
        fields: [
          ['Name', report.name],
          ['Email', report.email],
          ['Where', report.subject],
          languageField(language),
        ],
        quote: report.message,
      },
    ],
    { action: { label: 'Open in the admin', url: adminUrl } },
  )
}

export function barrierReportAcknowledgement(
  profile: OwnerProfile,
  report: Pick<ContactDetails, 'name'>,
  language: Language = 'en',
): EmailContent {
  const texts = acknowledgementTexts[language].barrier
  return compose(
    profile,
    texts.subject,
    [{ paragraphs: [greeting(report.name, language), texts.thanks(barrierResponseBusinessDays)] }],
    { language },
  )
}

export type DemoDetails = {
  name: string
  email: string
  company: string | null
  jobTitle: string | null
  phoneNumber: string | null
  preferredContactMethod: string
  projectTitle: string | null
  message: string | null
}

export function demoNotification(
  profile: OwnerProfile,
  demo: DemoDetails,
  adminUrl: string,
  language: Language = 'en',
): EmailContent {
  return compose(
    profile,
    `Demo request${demo.projectTitle ? `: ${demo.projectTitle}` : ''} from ${demo.name}`,
    [
      { paragraphs: ['A visitor asked for a demo. The site promised contact within 24 hours.'] },
      {
        fields: [
          ['Name', demo.name],
          ['Email', demo.email],
          ['Phone', demo.phoneNumber],
          ['Preferred contact', demo.preferredContactMethod],
          ['Organization', demo.company],
          ['Job title', demo.jobTitle],
          ['Project', demo.projectTitle],
          languageField(language),
        ],
        quote: demo.message ?? undefined,
      },
    ],
    { action: { label: 'Open in the admin', url: adminUrl } },
  )
}

export function demoAcknowledgement(
  profile: OwnerProfile,
  demo: Pick<DemoDetails, 'name' | 'preferredContactMethod'>,
  language: Language = 'en',
): EmailContent {
  const texts = acknowledgementTexts[language].demo
  return compose(
    profile,
    texts.subject,
    [
      {
        paragraphs: [
          greeting(demo.name, language),
          texts.thanks(demo.preferredContactMethod === 'phone'),
          texts.pickATime(profile.bookingUrl),
        ],
      },
    ],
    { language },
  )
}

export function newsletterConfirmation(
  profile: OwnerProfile,
  confirmUrl: string,
  language: Language = 'en',
): EmailContent {
  const texts = acknowledgementTexts[language].newsletter
  return compose(profile, texts.subject, [{ paragraphs: [texts.confirm(profile.name), texts.ignore] }], {
    action: { label: texts.action, url: confirmUrl },
    language,
  })
}

export type OrderDetails = {
  id: string
  tierName: string
  amountCents: number
  email: string | null
  upgrade: boolean
  upgradeUrl?: string
  /** The buyer's language (the page they bought from), and the plan's name in it. */
  language?: Language
  shownTierName?: string
}

/** Prices are whole dollars, and the emails quote them as the site states them. */
const paidAmount = (cents: number, language: Language = 'en') =>
  formatUsdCents(cents, { language, dropZeroCents: true })

type WelcomeTexts = {
  subject: (tier: string) => string
  upgradedSubject: (tier: string) => string
  thanks: (tier: string, amount: string) => string
  upgradedThanks: (tier: string, amount: string) => string
  nextHeading: string
  nextSteps: string[]
  guaranteeHeading: string
  guarantee: string
  upgradeOffer: (url: string) => string
  order: string
  kickoff: string
}

/** The buyer's welcome, in the language of the page they bought from. */
const welcomeTexts: Record<Language, WelcomeTexts> = {
  en: {
    subject: (tier) => `Welcome to your AI Strategy Sprint (${tier})`,
    upgradedSubject: (tier) => `Your AI Strategy Sprint is now ${tier}`,
    thanks: (tier, amount) => `Thank you for purchasing the ${tier} AI Strategy Sprint (${amount}).`,
    upgradedThanks: (tier, amount) =>
      `Thank you: your sprint is upgraded to ${tier} (${amount} paid for the difference).`,
    nextHeading: 'What happens next',
    nextSteps: [
      '1. Book your kickoff using the calendar link below (pick any slot in the next two weeks).',
      '2. Before kickoff you receive a short questionnaire about your goals, systems and constraints.',
      '3. Over the next 2 weeks we run the workshops, build the backlog and write your roadmap.',
      '4. You get the roadmap and a walkthrough session with your team.',
    ],
    guaranteeHeading: 'Our guarantee',
    guarantee:
      'If the sprint does not give you a practical roadmap, you get your money back. If you continue with implementation, 100% of the sprint fee is credited toward it.',
    upgradeOffer: (url) =>
      `Need more? You can upgrade to a higher tier by paying only the difference: ${url}`,
    order: 'Order',
    kickoff: 'Book your kickoff',
  },
  es: {
    subject: (tier) => `Bienvenido a su sprint de estrategia de IA (${tier})`,
    upgradedSubject: (tier) => `Su sprint de estrategia de IA es ahora ${tier}`,
    thanks: (tier, amount) =>
      `Gracias por contratar el sprint de estrategia de IA, plan ${tier} (${amount}).`,
    upgradedThanks: (tier, amount) =>
      `Gracias: su sprint pasa al plan ${tier} (${amount} pagados por la diferencia).`,
    nextHeading: 'Próximos pasos',
    nextSteps: [
      '1. Reserve la reunión de inicio con el enlace al calendario de abajo (cualquier hora de las próximas dos semanas).',
      '2. Antes de la reunión recibirá un breve cuestionario sobre sus objetivos, sistemas y limitaciones.',
      '3. Durante las 2 semanas siguientes hacemos los talleres, construimos el backlog y redactamos su hoja de ruta.',
      '4. Recibe la hoja de ruta y una sesión para presentarla a su equipo.',
    ],
    guaranteeHeading: 'Nuestra garantía',
    guarantee:
      'Si el sprint no le da una hoja de ruta que pueda ejecutar, le devolvemos su dinero. Si continúa con la implementación, el 100\u00a0% de la tarifa del sprint se acredita a ella.',
    upgradeOffer: (url) => `¿Necesita más? Puede pasar a un plan superior pagando solo la diferencia: ${url}`,
    order: 'Pedido',
    kickoff: 'Reservar la reunión de inicio',
  },
  fr: {
    subject: (tier) => `Bienvenue dans votre sprint de stratégie IA (${tier})`,
    upgradedSubject: (tier) => `Votre sprint de stratégie IA passe à la formule ${tier}`,
    thanks: (tier, amount) =>
      `Merci pour votre achat du sprint de stratégie IA, formule ${tier} (${amount}).`,
    upgradedThanks: (tier, amount) =>
      `Merci\u00a0: votre sprint passe à la formule ${tier} (${amount} réglés pour la différence).`,
    nextHeading: 'Les prochaines étapes',
    nextSteps: [
      '1. Réservez la réunion de lancement avec le lien d’agenda ci-dessous (n’importe quel créneau des deux prochaines semaines).',
      '2. Avant le lancement, vous recevez un court questionnaire sur vos objectifs, vos systèmes et vos contraintes.',
      '3. Pendant les 2\u00a0semaines suivantes, nous animons les ateliers, construisons le backlog et rédigeons votre feuille de route.',
      '4. Vous recevez la feuille de route et une séance de présentation avec votre équipe.',
    ],
    guaranteeHeading: 'Notre garantie',
    guarantee:
      'Si le sprint ne vous donne pas une feuille de route exploitable, vous êtes remboursé. Si vous poursuivez avec la mise en œuvre, 100\u00a0% du prix du sprint en est déduit.',
    upgradeOffer: (url) =>
      `Besoin de plus\u202f? Vous pouvez passer à une formule supérieure en ne payant que la différence\u00a0: ${url}`,
    order: 'Commande',
    kickoff: 'Réserver la réunion de lancement',
  },
}

export function orderWelcome(profile: OwnerProfile, order: OrderDetails): EmailContent {
  const language = order.language ?? 'en'
  const texts = welcomeTexts[language]
  const amount = paidAmount(order.amountCents, language)
  const tier = order.shownTierName ?? order.tierName
  return compose(
    profile,
    order.upgrade ? texts.upgradedSubject(tier) : texts.subject(tier),
    [
      { paragraphs: [order.upgrade ? texts.upgradedThanks(tier, amount) : texts.thanks(tier, amount)] },
      { heading: texts.nextHeading, paragraphs: texts.nextSteps },
      {
        heading: texts.guaranteeHeading,
        paragraphs: [texts.guarantee, ...(order.upgradeUrl ? [texts.upgradeOffer(order.upgradeUrl)] : [])],
      },
      { fields: [[texts.order, order.id]] },
    ],
    { action: { label: texts.kickoff, url: profile.bookingUrl }, language },
  )
}

export function orderNotification(
  profile: OwnerProfile,
  order: OrderDetails,
  adminUrl: string,
): EmailContent {
  return compose(
    profile,
    `${order.upgrade ? 'Sprint upgrade' : 'New Sprint purchase'}: ${order.tierName} (${paidAmount(order.amountCents)})`,
    [
      { paragraphs: ['A payment succeeded. The buyer was sent the welcome email with your calendar link.'] },
      {
        fields: [
          ['Tier', order.tierName],
          ['Amount', paidAmount(order.amountCents)],
          ['Buyer', order.email],
          ['Order', order.id],
          languageField(order.language ?? 'en'),
        ],
      },
    ],
    { action: { label: 'Open orders', url: adminUrl } },
  )
}

/**
 * Email clients read no stylesheet, so the tags a post body may hold (app/lib/markdown.server.ts) get
 * their look inline: code on a tinted block with the site's token colours, tables with ruled cells,
 * images no wider than the message. The body is sanitized before, so no tag carries a style yet.
 */
const emailTagStyles: Record<string, string> = {
  pre: 'margin:16px 0;padding:12px 16px;background:#f6f8fa;border:1px solid #e2e8f0;border-radius:8px;overflow-x:auto;font-size:13px;line-height:1.6;white-space:pre',
  code: 'font-family:Menlo,Consolas,monospace;font-size:90%;background:#f6f8fa;border-radius:4px;padding:1px 4px',
  table: 'border-collapse:collapse;margin:16px 0;font-size:14px',
  th: 'border:1px solid #e2e8f0;background:#f1f5f9;padding:6px 10px;text-align:left',
  td: 'border:1px solid #e2e8f0;padding:6px 10px;vertical-align:top',
  figure: 'margin:20px 0',
  figcaption: 'margin-top:8px;font-size:13px;color:#475569;text-align:center',
  img: 'display:block;max-width:100%;height:auto;border-radius:8px',
  blockquote: 'margin:16px 0;padding:12px 16px;border-left:4px solid #1d4ed8;background:#f1f5f9',
}

const emailTokenColours: Record<string, string> = {
  keyword: '#cf222e',
  string: '#0a3069',
  comment: '#59636e',
  number: '#0550ae',
  literal: '#0550ae',
  attr: '#0550ae',
  variable: '#0550ae',
  property: '#0550ae',
  title: '#6639ba',
  built_in: '#953800',
  type: '#953800',
  meta: '#116329',
  tag: '#116329',
  name: '#116329',
}

export function emailStyled(html: string): string {
  return html
    .replace(/<(pre|code|table|th|td|figure|figcaption|img|blockquote)\b/g, (tag, name: string) => {
      return `${tag} style="${emailTagStyles[name]}"`
    })
    .replace(/<span class="hljs-([a-z_]+)[^"]*">/g, (span, token: string) => {
      const colour = emailTokenColours[token]
      return colour ? `<span style="color:${colour}">` : span
    })
}

/** What an issue says under the owner's text, in the language the reader subscribed in. */
const issueFooters: Record<Language, { note: (name: string, url: string) => string; unsubscribe: string }> = {
  en: {
    note: (name, url) =>
      `You receive this because you subscribed to ${name}'s newsletter. Unsubscribe: ${url}`,
    unsubscribe: 'Unsubscribe',
  },
  es: {
    note: (name, url) =>
      `Recibe este correo porque se suscribió al boletín de ${name}. Cancelar la suscripción: ${url}`,
    unsubscribe: 'Cancelar la suscripción',
  },
  fr: {
    note: (name, url) =>
      `Vous recevez cet e-mail car vous êtes abonné à la newsletter de ${name}. Se désabonner\u00a0: ${url}`,
    unsubscribe: 'Se désabonner',
  },
}

export function newsletterIssueEmail(
  profile: OwnerProfile,
  issue: { subject: string; html: string; text: string },
  unsubscribeUrl: string,
  language: Language = 'en',
): EmailContent {
  const footer = issueFooters[language]
  const content = compose(profile, issue.subject, [{ paragraphs: [] }], {
    footerNote: footer.note(profile.name, unsubscribeUrl),
    language,
  })
  return {
    subject: issue.subject,
    text: `${issue.text}\n\n${content.text}`,
    // A function, so `$&` or `$1` in the body (a shell snippet, a regular expression) stays as written.
    html: content.html.replace(
      '<div style="padding:16px 0">',
      () =>
        `<div style="padding:16px 0">${emailStyled(issue.html)}<p style="margin-top:24px;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">${escapeHtml(footer.unsubscribe)}</a></p>`,
    ),
  }
}
