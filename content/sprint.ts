import type { ContentType, InputOf } from '~/content-types/definition.ts'
import type { sprintOfferType, sprintQuestionType, sprintTierType } from '~/content-types/sprint.ts'
import type { TranslationLanguage } from '~/content-types/translations.ts'

/*
 * The AI Strategy Sprint as the site first offered it: the starting content of its plans, its offer
 * and its FAQ (app/content-types/sprint.ts), in English with Spanish and French. The owner edits them in
 * /admin; the pages and the payments read what is stored. Plan names are product names and stay as
 * they are in every language.
 */

type Translated<Type extends ContentType> = InputOf<Type['fields']> & {
  translations: Record<TranslationLanguage, Partial<InputOf<Type['fields']>>>
}

export const sprintTiers: Translated<typeof sprintTierType>[] = [
  {
    slug: 'essentials',
    name: 'Essentials',
    price: 2500,
    description: 'A focused start for one team or program.',
    features: [
      { text: '2-hour kickoff workshop' },
      { text: '30-day roadmap' },
      { text: 'Top-5 quick-wins backlog' },
    ],
    recommended: 0,
    translations: {
      es: {
        name: 'Essentials',
        description: 'Un comienzo enfocado para un equipo o programa.',
        features: [
          { text: 'Taller de inicio de 2 horas' },
          { text: 'Hoja de ruta de 30 días' },
          { text: 'Backlog de las 5 mejoras rápidas principales' },
        ],
      },
      fr: {
        name: 'Essentials',
        description: 'Un démarrage ciblé pour une équipe ou un programme.',
        features: [
          { text: 'Atelier de lancement de 2 heures' },
          { text: 'Feuille de route à 30 jours' },
          { text: 'Backlog des 5 gains rapides prioritaires' },
        ],
      },
    },
  },
  {
    slug: 'professional',
    name: 'Professional',
    price: 4500,
    description: 'The full sprint for an office or agency component.',
    features: [
      { text: '4-hour workshop' },
      { text: '10-15 item backlog' },
      { text: '90-day roadmap' },
      { text: 'Implementation resource guide' },
    ],
    recommended: 1,
    translations: {
      es: {
        name: 'Professional',
        description: 'El sprint completo para una oficina o un componente de agencia.',
        features: [
          { text: 'Taller de 4 horas' },
          { text: 'Backlog de 10 a 15 elementos' },
          { text: 'Hoja de ruta de 90 días' },
          { text: 'Guía de recursos para la implementación' },
        ],
      },
      fr: {
        name: 'Professional',
        description: 'Le sprint complet pour un bureau ou une composante d’agence.',
        features: [
          { text: 'Atelier de 4 heures' },
          { text: 'Backlog de 10 à 15 éléments' },
          { text: 'Feuille de route à 90 jours' },
          { text: 'Guide de ressources pour la mise en œuvre' },
        ],
      },
    },
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    price: 7500,
    description: 'For organizations aligning several programs at once.',
    features: [
      { text: 'Multi-day workshop series' },
      { text: '20+ item backlog' },
      { text: '90-day plus long-term roadmap' },
      { text: 'Implementation support package' },
      { text: 'Follow-up session' },
    ],
    recommended: 0,
    translations: {
      es: {
        name: 'Enterprise',
        description: 'Para organizaciones que alinean varios programas a la vez.',
        features: [
          { text: 'Serie de talleres de varios días' },
          { text: 'Backlog de más de 20 elementos' },
          { text: 'Hoja de ruta de 90 días y a largo plazo' },
          { text: 'Paquete de apoyo a la implementación' },
          { text: 'Sesión de seguimiento' },
        ],
      },
      fr: {
        name: 'Enterprise',
        description: 'Pour les organisations qui alignent plusieurs programmes à la fois.',
        features: [
          { text: 'Série d’ateliers sur plusieurs jours' },
          { text: 'Backlog de plus de 20 éléments' },
          { text: 'Feuille de route à 90 jours et à long terme' },
          { text: 'Accompagnement à la mise en œuvre' },
          { text: 'Séance de suivi' },
        ],
      },
    },
  },
]

export const sprintOffer: Translated<typeof sprintOfferType> = {
  whatYouGet: [
    { text: 'A facilitated workshop with your leaders and the people who do the work' },
    { text: 'An assessment of where AI can save time, money or risk in your programs' },
    { text: 'A prioritized backlog of AI use cases, scored for value, feasibility and risk' },
    { text: 'A compliance and governance check covering privacy, security (FISMA, FedRAMP) and Section 508' },
    { text: 'A roadmap with owners, milestones and the first 90 days spelled out' },
    { text: 'An executive readout and every working file, yours to keep' },
  ],
  bestFor:
    'Federal program offices, agency components, nonprofits and enterprises that want to use AI responsibly but are unsure where to start, or have pilots that never made it to production.',
  guarantee: [
    {
      text: 'Money-back guarantee: if the sprint doesn’t give you a roadmap you can act on, you get your fee back.',
    },
    { text: '100% of the sprint fee is credited toward implementation if you continue working with me.' },
    { text: 'Start small and upgrade at any time by paying only the difference between plans.' },
    { text: 'A welcome email and a calendar link to book your kickoff arrive within 24 hours of purchase.' },
  ],
  translations: {
    es: {
      whatYouGet: [
        { text: 'Un taller facilitado con sus líderes y con las personas que hacen el trabajo' },
        { text: 'Una evaluación de dónde la IA puede ahorrar tiempo, dinero o riesgo en sus programas' },
        { text: 'Un backlog priorizado de casos de uso de IA, puntuados por valor, viabilidad y riesgo' },
        {
          text: 'Una revisión de cumplimiento y gobernanza que cubre privacidad, seguridad (FISMA, FedRAMP) y la Sección 508',
        },
        { text: 'Una hoja de ruta con responsables, hitos y los primeros 90 días detallados' },
        { text: 'Una presentación ejecutiva y todos los archivos de trabajo, para que se los quede' },
      ],
      bestFor:
        'Oficinas de programas federales, componentes de agencias, organizaciones sin fines de lucro y empresas que quieren usar la IA de forma responsable pero no saben por dónde empezar, o que tienen pilotos que nunca llegaron a producción.',
      guarantee: [
        {
          text: 'Garantía de devolución: si el sprint no le da una hoja de ruta que pueda ejecutar, le devolvemos la tarifa.',
        },
        {
          text: 'El 100 % de la tarifa del sprint se acredita a la implementación si continúa trabajando conmigo.',
        },
        {
          text: 'Empiece con poco y mejore de plan en cualquier momento pagando solo la diferencia entre planes.',
        },
        {
          text: 'Un correo de bienvenida y un enlace de calendario para reservar el inicio llegan en menos de 24 horas tras la compra.',
        },
      ],
    },
    fr: {
      whatYouGet: [
        { text: 'Un atelier animé avec vos dirigeants et les personnes qui font le travail' },
        {
          text: 'Une évaluation des domaines où l’IA peut faire gagner du temps, de l’argent ou réduire les risques dans vos programmes',
        },
        { text: 'Un backlog priorisé de cas d’usage IA, notés selon la valeur, la faisabilité et le risque' },
        {
          text: 'Une revue de conformité et de gouvernance couvrant la confidentialité, la sécurité (FISMA, FedRAMP) et la Section 508',
        },
        { text: 'Une feuille de route avec responsables, jalons et les 90 premiers jours détaillés' },
        { text: 'Une restitution à la direction et tous les fichiers de travail, qui vous appartiennent' },
      ],
      bestFor:
        'Les bureaux de programmes fédéraux, les composantes d’agences, les associations et les entreprises qui veulent utiliser l’IA de façon responsable sans savoir par où commencer, ou dont les pilotes ne sont jamais passés en production.',
      guarantee: [
        {
          text: 'Satisfait ou remboursé : si le sprint ne vous donne pas une feuille de route exploitable, vous êtes remboursé.',
        },
        { text: '100 % du prix du sprint est déduit de la mise en œuvre si vous poursuivez avec moi.' },
        {
          text: 'Commencez petit et passez à une formule supérieure à tout moment en payant seulement la différence.',
        },
        {
          text: 'Un e-mail de bienvenue et un lien de calendrier pour réserver le lancement arrivent dans les 24 heures suivant l’achat.',
        },
      ],
    },
  },
}

export const sprintQuestions: Translated<typeof sprintQuestionType>[] = [
  {
    question: 'What happens during the two weeks?',
    answer:
      'We start with a kickoff workshop, then I interview stakeholders, review your systems, data and policies, and score candidate use cases. In the second week we agree priorities together, and the sprint ends with an executive readout of the backlog and roadmap.',
    translations: {
      es: {
        question: '¿Qué ocurre durante las dos semanas?',
        answer:
          'Empezamos con un taller de inicio; después entrevisto a las partes interesadas, reviso sus sistemas, datos y políticas, y puntúo los casos de uso candidatos. En la segunda semana acordamos juntos las prioridades, y el sprint termina con una presentación ejecutiva del backlog y la hoja de ruta.',
      },
      fr: {
        question: 'Que se passe-t-il pendant les deux semaines ?',
        answer:
          'Nous commençons par un atelier de lancement ; j’interroge ensuite les parties prenantes, j’examine vos systèmes, vos données et vos politiques, et je note les cas d’usage candidats. La deuxième semaine, nous fixons ensemble les priorités, et le sprint se termine par une restitution du backlog et de la feuille de route à la direction.',
      },
    },
  },
  {
    question: 'Who should take part from our side?',
    answer:
      'A sponsor who can make decisions, a few people who run the day-to-day work, and someone from IT or security. Expect about four to six hours of their time across the two weeks, more for the Enterprise plan.',
    translations: {
      es: {
        question: '¿Quién debe participar por nuestra parte?',
        answer:
          'Un patrocinador con capacidad de decisión, algunas personas que llevan el trabajo diario y alguien de TI o de seguridad. Cuente con unas cuatro a seis horas de su tiempo a lo largo de las dos semanas, más en el plan Enterprise.',
      },
      fr: {
        question: 'Qui doit participer de notre côté ?',
        answer:
          'Un sponsor capable de décider, quelques personnes qui mènent le travail au quotidien et une personne de l’informatique ou de la sécurité. Comptez environ quatre à six heures de leur temps sur les deux semaines, davantage pour la formule Enterprise.',
      },
    },
  },
  {
    question: 'Do you need access to our systems or sensitive data?',
    answer:
      'No. The sprint works from interviews, documentation and sample or de-identified data. If you want me to look at live systems, we’ll follow your security and privacy rules first.',
    translations: {
      es: {
        question: '¿Necesita acceso a nuestros sistemas o a datos sensibles?',
        answer:
          'No. El sprint se basa en entrevistas, documentación y datos de muestra o anonimizados. Si quiere que revise sistemas en producción, primero seguiremos sus normas de seguridad y privacidad.',
      },
      fr: {
        question: 'Avez-vous besoin d’accéder à nos systèmes ou à des données sensibles ?',
        answer:
          'Non. Le sprint s’appuie sur des entretiens, de la documentation et des données d’exemple ou anonymisées. Si vous souhaitez que j’examine des systèmes en production, nous suivrons d’abord vos règles de sécurité et de confidentialité.',
      },
    },
  },
  {
    question: 'What if we want help with implementation afterwards?',
    answer:
      '100% of the sprint fee is credited toward an implementation engagement if you continue working with me, so the sprint is never a sunk cost.',
    translations: {
      es: {
        question: '¿Y si queremos ayuda con la implementación después?',
        answer:
          'El 100 % de la tarifa del sprint se acredita a un proyecto de implementación si continúa trabajando conmigo, así que el sprint nunca es un costo perdido.',
      },
      fr: {
        question: 'Et si nous voulons de l’aide pour la mise en œuvre ensuite ?',
        answer:
          '100 % du prix du sprint est déduit d’une mission de mise en œuvre si vous poursuivez avec moi : le sprint n’est jamais une dépense perdue.',
      },
    },
  },
  {
    question: 'Can we start with Essentials and upgrade later?',
    answer:
      'Yes. You can upgrade at any time by paying only the difference between your plan and the one you move to.',
    translations: {
      es: {
        question: '¿Podemos empezar con Essentials y mejorar más adelante?',
        answer:
          'Sí. Puede mejorar de plan en cualquier momento pagando solo la diferencia entre su plan y el nuevo.',
      },
      fr: {
        question: 'Pouvons-nous commencer par Essentials et évoluer ensuite ?',
        answer:
          'Oui. Vous pouvez passer à une formule supérieure à tout moment en payant seulement la différence entre les deux formules.',
      },
    },
  },
  {
    question: 'What is the money-back guarantee?',
    answer:
      'If the sprint doesn’t give you a roadmap you can act on, tell me within 14 days of the final readout and you’ll get your fee back.',
    translations: {
      es: {
        question: '¿En qué consiste la garantía de devolución?',
        answer:
          'Si el sprint no le da una hoja de ruta que pueda ejecutar, avíseme en los 14 días siguientes a la presentación final y le devolveré la tarifa.',
      },
      fr: {
        question: 'En quoi consiste la garantie satisfait ou remboursé ?',
        answer:
          'Si le sprint ne vous donne pas une feuille de route exploitable, prévenez-moi dans les 14 jours suivant la restitution finale et vous serez remboursé.',
      },
    },
  },
  {
    question: 'Can we pay by invoice or purchase order?',
    answer:
      'Yes. Card payment here is the fastest way to start, but agencies and organizations that need an invoice, a quote or a purchase order can book a discovery call and we’ll arrange it.',
    translations: {
      es: {
        question: '¿Podemos pagar con factura u orden de compra?',
        answer:
          'Sí. El pago con tarjeta aquí es la forma más rápida de empezar, pero las agencias y organizaciones que necesitan una factura, un presupuesto o una orden de compra pueden reservar una llamada de descubrimiento y lo organizaremos.',
      },
      fr: {
        question: 'Pouvons-nous payer sur facture ou par bon de commande ?',
        answer:
          'Oui. Le paiement par carte ici est le moyen le plus rapide de démarrer, mais les agences et organisations qui ont besoin d’une facture, d’un devis ou d’un bon de commande peuvent réserver un appel découverte et nous l’organiserons.',
      },
    },
  },
]
