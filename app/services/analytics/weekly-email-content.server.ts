import type { OwnerProfile } from '../../../content/profile.ts'
import type { Language } from '../../i18n/config.ts'
import { formatCalendarDate } from '../../lib/dates.ts'
import { formatUsdCents } from '../../lib/money.ts'
import { formatWholeNumber } from '../../lib/whole-numbers.ts'
import { compose, type EmailBlock, type EmailContent } from '../mail/templates.server.ts'
import type { AnalyticsReport } from './reports.server.ts'

type Texts = {
  subject: (from: string, to: string) => string
  intro: (from: string, to: string) => string
  noVisits: string
  noConversions: string
  labels: { visitors: string; pageViews: string; leads: string; rate: string; revenue: string }
  headings: {
    week: string
    goals: string
    pages: string
    sources: string
    referrers: string
    campaigns: string
  }
  change: (percent: string) => string
  noneBefore: string
  sameAsBefore: string
  ofVisitors: (rate: string) => string
  visitors: (count: number, written: string) => string
  pageViews: (count: number, written: string) => string
  leads: (count: number, written: string) => string
  goals: Record<string, string>
  sources: Record<string, string>
  action: string
  footer: string
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

const texts: Record<Language, Texts> = {
  en: {
    subject: (from, to) => `Weekly analytics: ${from} – ${to}`,
    intro: (from, to) =>
      `The site's figures from ${from} to ${to} (Monday to Sunday, days in UTC as in Analytics), against the week before.`,
    noVisits: 'There were no visits this week.',
    noConversions: 'No conversions this week.',
    labels: {
      visitors: 'Visitors',
      pageViews: 'Page views',
      leads: 'Leads',
      rate: 'Conversion rate',
      revenue: 'Sprint revenue',
    },
    headings: {
      week: 'The week',
      goals: 'Conversions per goal',
      pages: 'Top pages',
      sources: 'Top sources',
      referrers: 'Top referring sites',
      campaigns: 'Top campaigns',
    },
    change: (percent) => `${percent} vs the week before`,
    noneBefore: 'none the week before',
    sameAsBefore: 'same as the week before',
    ofVisitors: (rate) => `${rate} of visitors`,
    visitors: (count, written) => `${written} ${plural(count, 'visitor', 'visitors')}`,
    pageViews: (count, written) => `${written} ${plural(count, 'page view', 'page views')}`,
    leads: (count, written) => `${written} ${plural(count, 'lead', 'leads')}`,
    goals: {
      contact: 'Contact message',
      demo: 'Demo request',
      booking: 'Booking',
      newsletter: 'Newsletter confirmation',
      sprint: 'Sprint purchase',
    },
    sources: {
      search: 'Search engines',
      social: 'Social networks',
      ai: 'AI assistants',
      email: 'Email',
      other: 'Other sites',
      direct: 'Direct',
    },
    action: 'Open the week in Analytics',
    footer:
      'You receive this because the weekly analytics email is on. Turn it off in the admin, under Analytics.',
  },
  es: {
    subject: (from, to) => `Analítica semanal: ${from} – ${to}`,
    intro: (from, to) =>
      `Las cifras del sitio del ${from} al ${to} (de lunes a domingo, días en UTC como en Analytics), comparadas con la semana anterior.`,
    noVisits: 'Esta semana no hubo visitas.',
    noConversions: 'Ninguna conversión esta semana.',
    labels: {
      visitors: 'Visitantes',
      pageViews: 'Páginas vistas',
      leads: 'Clientes potenciales',
      rate: 'Tasa de conversión',
      revenue: 'Ingresos del Sprint',
    },
    headings: {
      week: 'La semana',
      goals: 'Conversiones por objetivo',
      pages: 'Páginas más vistas',
      sources: 'Principales fuentes',
      referrers: 'Principales sitios de referencia',
      campaigns: 'Principales campañas',
    },
    change: (percent) => `${percent} respecto a la semana anterior`,
    noneBefore: 'ninguno la semana anterior',
    sameAsBefore: 'igual que la semana anterior',
    ofVisitors: (rate) => `${rate} de los visitantes`,
    visitors: (count, written) => `${written} ${plural(count, 'visitante', 'visitantes')}`,
    pageViews: (count, written) => `${written} ${plural(count, 'página vista', 'páginas vistas')}`,
    leads: (count, written) => `${written} ${plural(count, 'cliente potencial', 'clientes potenciales')}`,
    goals: {
      contact: 'Mensaje de contacto',
      demo: 'Solicitud de demostración',
      booking: 'Reserva',
      newsletter: 'Confirmación del boletín',
      sprint: 'Compra de Sprint',
    },
    sources: {
      search: 'Buscadores',
      social: 'Redes sociales',
      ai: 'Asistentes de IA',
      email: 'Correo electrónico',
      other: 'Otros sitios',
      direct: 'Directo',
    },
    action: 'Abrir la semana en Analytics',
    footer:
      'Recibe este correo porque el resumen semanal de analítica está activado. Puede desactivarlo en la administración, en Analytics.',
  },
  fr: {
    subject: (from, to) => `Statistiques de la semaine : ${from} – ${to}`,
    intro: (from, to) =>
      `Les chiffres du site du ${from} au ${to} (du lundi au dimanche, jours en UTC comme dans Analytics), comparés à la semaine précédente.`,
    noVisits: 'Aucune visite cette semaine.',
    noConversions: 'Aucune conversion cette semaine.',
    labels: {
      visitors: 'Visiteurs',
      pageViews: 'Pages vues',
      leads: 'Prospects',
      rate: 'Taux de conversion',
      revenue: 'Revenus du Sprint',
    },
    headings: {
      week: 'La semaine',
      goals: 'Conversions par objectif',
      pages: 'Pages les plus vues',
      sources: 'Principales sources',
      referrers: 'Principaux sites référents',
      campaigns: 'Principales campagnes',
    },
    change: (percent) => `${percent} par rapport à la semaine précédente`,
    noneBefore: 'aucun la semaine précédente',
    sameAsBefore: 'comme la semaine précédente',
    ofVisitors: (rate) => `${rate} des visiteurs`,
    visitors: (count, written) => `${written} ${plural(count, 'visiteur', 'visiteurs')}`,
    pageViews: (count, written) => `${written} ${plural(count, 'page vue', 'pages vues')}`,
    leads: (count, written) => `${written} ${plural(count, 'prospect', 'prospects')}`,
    goals: {
      contact: 'Message de contact',
      demo: 'Demande de démo',
      booking: 'Réservation',
      newsletter: 'Confirmation de la newsletter',
      sprint: 'Achat de Sprint',
    },
    sources: {
      search: 'Moteurs de recherche',
      social: 'Réseaux sociaux',
      ai: 'Assistants IA',
      email: 'E-mail',
      other: 'Autres sites',
      direct: 'Direct',
    },
    action: 'Ouvrir la semaine dans Analytics',
    footer:
      'Vous recevez cet e-mail car le récapitulatif hebdomadaire des statistiques est activé. Désactivez-le dans l’administration, sous Analytics.',
  },
}

/** A share as the language writes it: 3.3% · 3,3 % · 3,3 % (the email is written on the server, where Intl is loaded). */
function percent(value: number, language: Language, signed = false): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value)
}

/**
 * The owner's weekly email: the week's visitors and page views against the week before, leads and
 * conversion rate, conversions per goal, Sprint revenue, top pages, sources, referring sites and
 * campaigns, and a link to the week in /admin/analytics. `compose` escapes every value in the HTML
 * part: page paths, campaign names and referring hosts come from visitors.
 */
export function weeklyAnalyticsEmail(
  profile: OwnerProfile,
  report: AnalyticsReport,
  options: { language: Language; adminUrl: string },
): EmailContent {
  const { language } = options
  const words = texts[language]
  const count = (value: number) => formatWholeNumber(value, language)
  const money = (cents: number) => formatUsdCents(cents, { language, dropZeroCents: true })
  const date = (day: string) => formatCalendarDate(new Date(`${day}T00:00:00Z`), language, 'medium')
  const from = date(report.filter.from)
  const to = date(report.filter.to)
  const { totals } = report

  const withChange = (current: number, previous: number) => {
    const note =
      previous === 0
        ? current === 0
          ? words.sameAsBefore
          : words.noneBefore
        : current === previous
          ? words.sameAsBefore
          : words.change(percent((current - previous) / previous, language, true))
    return `${count(current)} (${note})`
  }
  const visitorsAndLeads = (row: { visitors: number; conversions: number; revenueCents: number }) =>
    [
      words.visitors(row.visitors, count(row.visitors)),
      row.conversions > 0 ? words.leads(row.conversions, count(row.conversions)) : undefined,
      row.revenueCents > 0 ? money(row.revenueCents) : undefined,
    ]
      .filter(Boolean)
      .join(' · ')

  const blocks: EmailBlock[] = [{ paragraphs: [words.intro(from, to)] }]
  if (totals.visitors === 0 && totals.pageViews === 0) blocks.push({ paragraphs: [words.noVisits] })
  blocks.push({
    heading: words.headings.week,
    fields: [
      [words.labels.visitors, withChange(totals.visitors, totals.previousVisitors)],
      [words.labels.pageViews, withChange(totals.pageViews, totals.previousPageViews)],
      [words.labels.leads, count(report.conversions)],
      [
        words.labels.rate,
        totals.visitors > 0 ? words.ofVisitors(percent(report.conversions / totals.visitors, language)) : '—',
      ],
      [words.labels.revenue, money(report.revenueCents)],
    ],
  })
  blocks.push(
    report.goals.length > 0
      ? {
          heading: words.headings.goals,
          fields: report.goals.map((goal) => [
            words.goals[goal.kind] ?? goal.kind,
            goal.revenueCents > 0
              ? `${count(goal.conversions)} · ${money(goal.revenueCents)}`
              : count(goal.conversions),
          ]),
        }
      : { heading: words.headings.goals, paragraphs: [words.noConversions] },
  )
  if (report.pages.length > 0)
    blocks.push({
      heading: words.headings.pages,
      fields: report.pages.map((row) => [
        row.value,
        `${words.visitors(row.visitors, count(row.visitors))} · ${words.pageViews(row.pageViews, count(row.pageViews))}`,
      ]),
    })
  const sources = report.clientsBySource.filter((row) => row.visitors > 0 || row.conversions > 0)
  if (sources.length > 0)
    blocks.push({
      heading: words.headings.sources,
      fields: sources.map((row) => [words.sources[row.value] ?? row.value, visitorsAndLeads(row)]),
    })
  if (report.referrers.length > 0)
    blocks.push({
      heading: words.headings.referrers,
      fields: report.referrers.map((row) => [row.value, words.visitors(row.visitors, count(row.visitors))]),
    })
  if (report.clientsByCampaign.length > 0)
    blocks.push({
      heading: words.headings.campaigns,
      fields: report.clientsByCampaign.map((row) => [row.value, visitorsAndLeads(row)]),
    })

  return compose(profile, words.subject(from, to), blocks, {
    action: { label: words.action, url: options.adminUrl },
    footerNote: words.footer,
    language,
  })
}
