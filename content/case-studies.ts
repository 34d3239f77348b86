import type { CaseStudyCategory } from '../app/schemas/categories.ts'

/*
 * The demo seed of the case studies and the How I Work principles: what their tables start with
 * (app/content-types/starting-content.server.ts). The site reads them from the database, where the
 * owner edits them in /admin.
 */

type Metric = { value: string; label: string }

type CaseStudyText = {
  title: string
  summary: string
  challenge: string
  action: string
  result: string
  metrics: Metric[]
}

export type CaseStudySeed = CaseStudyText & {
  slug: string
  category: CaseStudyCategory
  imageUrl: string
  translations: { es: CaseStudyText; fr: CaseStudyText }
}

type WorkPrincipleText = { title: string; description: string; practices: { text: string }[] }

export type WorkPrincipleSeed = WorkPrincipleText & {
  translations: { es: WorkPrincipleText; fr: WorkPrincipleText }
}

const practices = (...texts: string[]) => texts.map((text) => ({ text }))

/** The organizations named here are fictional composites; the figures are the engagements' own. */
export const caseStudies: CaseStudySeed[] = [
  {
    slug: 'strategic-project-leadership',
    title: 'Strategic Project Leadership',
    category: 'Leadership',
    summary:
      'Brought 34 modernization programs under one portfolio governance model at a federal science agency.',
    challenge:
      "The Office of Research Operations at a mid-sized federal science agency (the fictional National Research Support Administration) was running 34 IT modernization programs with no common intake, no shared status reporting and three overlapping contracts for the same cloud services. Two programs had missed their authority-to-operate dates, the CIO's FITARA scorecard was slipping, and leadership could not say which investments were at risk until they had already overrun.",
    action:
      'I set up a portfolio management office with a single intake form, four stage gates tied to funding releases and a monthly portfolio review chaired by the deputy CIO. Every program moved to the same earned-value and risk reporting, fed from the existing project tools rather than new spreadsheets. I consolidated the three cloud contracts onto one FedRAMP-authorized vehicle, paired each struggling program with a delivery coach, and built an ATO calendar with the security office so authorizations were planned a quarter ahead instead of chased at the deadline.',
    result:
      'Within 18 months all 34 programs, representing a $38M annual budget, reported through one dashboard. Cost and schedule variance across the portfolio held within 5%, every pending ATO was granted on or before its target date, and the contract consolidation saved $2.1M a year, which leadership reinvested in two stalled data-modernization efforts.',
    metrics: [
      { value: '34', label: 'programs' },
      { value: '$38M', label: 'budget' },
      { value: '5%', label: 'portfolio variance' },
    ],
    imageUrl: '/images/case-studies/strategic-project-leadership.svg',
    translations: {
      es: {
        title: 'Liderazgo estratégico de proyectos',
        summary:
          'Reunió 34 programas de modernización bajo un único modelo de gobernanza de cartera en una agencia científica federal.',
        challenge:
          'La Oficina de Operaciones de Investigación de una agencia científica federal de tamaño medio (la ficticia National Research Support Administration) gestionaba 34 programas de modernización de TI sin un proceso común de admisión, sin informes de estado compartidos y con tres contratos superpuestos para los mismos servicios en la nube. Dos programas habían incumplido sus fechas de autorización para operar (ATO), la calificación FITARA del director de informática empeoraba y la dirección no sabía qué inversiones estaban en riesgo hasta que ya se habían desbordado.',
        action:
          'Creé una oficina de gestión de cartera con un único formulario de admisión, cuatro puntos de control vinculados a la liberación de fondos y una revisión mensual de la cartera presidida por el director adjunto de informática. Todos los programas pasaron a los mismos informes de valor ganado y de riesgos, alimentados desde las herramientas de proyecto existentes y no desde nuevas hojas de cálculo. Consolidé los tres contratos de nube en un único vehículo con autorización FedRAMP, asigné un coach de ejecución a cada programa en dificultades y elaboré con la oficina de seguridad un calendario de ATO para planificar las autorizaciones con un trimestre de antelación en lugar de perseguirlas al vencer el plazo.',
        result:
          'En 18 meses, los 34 programas, que suman un presupuesto anual de 38 millones de dólares, informaban a través de un único panel. Las desviaciones de costo y plazo de la cartera se mantuvieron por debajo del 5 %, todas las ATO pendientes se concedieron en la fecha prevista o antes, y la consolidación de contratos ahorró 2,1 millones de dólares al año, que la dirección reinvirtió en dos iniciativas de modernización de datos que estaban paralizadas.',
        metrics: [
          { value: '34', label: 'programas' },
          { value: '38 M$', label: 'de presupuesto' },
          { value: '5 %', label: 'de desviación de la cartera' },
        ],
      },
      fr: {
        title: 'Pilotage stratégique de projets',
        summary:
          'A réuni 34 programmes de modernisation sous un même modèle de gouvernance de portefeuille dans une agence scientifique fédérale.',
        challenge:
          "Le bureau des opérations de recherche d'une agence scientifique fédérale de taille moyenne (la fictive National Research Support Administration) menait 34 programmes de modernisation informatique sans processus d'entrée commun, sans suivi d'avancement partagé et avec trois contrats redondants pour les mêmes services cloud. Deux programmes avaient manqué leur date d'autorisation d'exploitation (ATO), la note FITARA du DSI se dégradait et la direction ne savait quels investissements étaient menacés qu'une fois les dépassements constatés.",
        action:
          "J'ai mis en place un bureau de gestion de portefeuille avec un formulaire d'entrée unique, quatre jalons de décision liés au déblocage des fonds et une revue mensuelle du portefeuille présidée par le DSI adjoint. Tous les programmes ont adopté le même suivi de la valeur acquise et des risques, alimenté par les outils de projet existants plutôt que par de nouveaux tableurs. J'ai regroupé les trois contrats cloud sur un seul véhicule autorisé FedRAMP, associé un coach de livraison à chaque programme en difficulté et construit avec le service de sécurité un calendrier des ATO, afin de planifier les autorisations un trimestre à l'avance au lieu de les courir après à l'échéance.",
        result:
          "En 18 mois, les 34 programmes, représentant un budget annuel de 38 millions de dollars, rendaient compte dans un tableau de bord unique. Les écarts de coûts et de délais du portefeuille sont restés sous les 5 %, toutes les ATO en attente ont été accordées à la date prévue ou avant, et le regroupement des contrats a permis d'économiser 2,1 millions de dollars par an, que la direction a réinvestis dans deux projets de modernisation des données jusque-là bloqués.",
        metrics: [
          { value: '34', label: 'programmes' },
          { value: '38 M$', label: 'de budget' },
          { value: '5 %', label: "d'écart sur le portefeuille" },
        ],
      },
    },
  },
  {
    slug: 'collaborative-partnerships',
    title: 'Collaborative Partnerships',
    category: 'Partnerships',
    summary:
      'Built a shared data standard and governance charter for a 152-member digital-inclusion coalition.',
    challenge:
      'The Mid-Atlantic Digital Inclusion Alliance (a fictional regional coalition) brought together libraries, community colleges, health clinics and housing nonprofits to close the broadband and digital-skills gap. Each of its members tracked its own participants in its own way, so the alliance could not report combined outcomes to its funders, members duplicated outreach in the same neighborhoods, and a state grant renewal depended on evidence the coalition could not produce.',
    action:
      'I facilitated a series of working sessions with member representatives to agree on twelve shared outcome measures and a plain-language data dictionary. We drafted a governance charter and a data-sharing agreement reviewed by members’ counsel, with privacy rules that kept personal data inside each organization. I then stood up a lightweight reporting hub where members upload aggregate figures monthly, trained two volunteer data stewards per county, and ran office hours until submissions were routine.',
    result:
      'All 152 member organizations now report through the shared standard, and the alliance’s quarterly funder report takes three days to assemble instead of six weeks. Overlapping outreach fell sharply once members could see each other’s service areas, and the coalition won its state grant renewal with a larger award on the strength of its first combined outcomes report.',
    metrics: [
      { value: '152', label: 'organizations' },
      { value: '12', label: 'shared measures' },
      { value: '3-day', label: 'reporting cycle' },
    ],
    imageUrl: '/images/case-studies/collaborative-partnerships.svg',
    translations: {
      es: {
        title: 'Alianzas colaborativas',
        summary:
          'Creó un estándar de datos compartido y una carta de gobernanza para una coalición de inclusión digital de 152 miembros.',
        challenge:
          'La Mid-Atlantic Digital Inclusion Alliance (una coalición regional ficticia) reunía bibliotecas, colegios comunitarios, clínicas y organizaciones de vivienda sin fines de lucro para reducir la brecha de banda ancha y de competencias digitales. Cada miembro registraba a sus participantes a su manera, por lo que la alianza no podía informar resultados conjuntos a sus financiadores, los miembros duplicaban la captación en los mismos barrios y la renovación de una subvención estatal dependía de pruebas que la coalición no podía aportar.',
        action:
          'Facilité una serie de sesiones de trabajo con representantes de los miembros para acordar doce indicadores de resultados comunes y un diccionario de datos en lenguaje claro. Redactamos una carta de gobernanza y un acuerdo de intercambio de datos revisado por los asesores jurídicos de los miembros, con normas de privacidad que mantenían los datos personales dentro de cada organización. Después puse en marcha un sencillo centro de informes donde los miembros cargan cada mes cifras agregadas, formé a dos responsables de datos voluntarios por condado y ofrecí horas de consulta hasta que los envíos se volvieron rutinarios.',
        result:
          'Las 152 organizaciones miembro informan hoy según el estándar común, y el informe trimestral para los financiadores se prepara en tres días en lugar de seis semanas. La captación duplicada se redujo de forma notable cuando los miembros pudieron ver las zonas que atendía cada uno, y la coalición obtuvo la renovación de su subvención estatal, con un importe mayor, gracias a su primer informe de resultados conjunto.',
        metrics: [
          { value: '152', label: 'organizaciones' },
          { value: '12', label: 'indicadores comunes' },
          { value: '3 días', label: 'de ciclo de informe' },
        ],
      },
      fr: {
        title: 'Partenariats collaboratifs',
        summary:
          "A bâti un référentiel de données commun et une charte de gouvernance pour une coalition d'inclusion numérique de 152 membres.",
        challenge:
          "La Mid-Atlantic Digital Inclusion Alliance (une coalition régionale fictive) réunissait bibliothèques, collèges communautaires, centres de santé et associations de logement pour réduire la fracture du haut débit et des compétences numériques. Chaque membre suivait ses participants à sa façon : l'alliance ne pouvait pas présenter de résultats consolidés à ses financeurs, les membres menaient des actions de proximité en double dans les mêmes quartiers, et le renouvellement d'une subvention de l'État dépendait de preuves que la coalition était incapable de fournir.",
        action:
          "J'ai animé une série d'ateliers avec les représentants des membres pour convenir de douze indicateurs de résultats communs et d'un dictionnaire de données en langage clair. Nous avons rédigé une charte de gouvernance et un accord de partage de données relu par les juristes des membres, avec des règles de confidentialité qui gardaient les données personnelles au sein de chaque organisation. J'ai ensuite mis en place une plateforme de suivi légère où les membres déposent chaque mois des chiffres agrégés, formé deux référents données bénévoles par comté et tenu des permanences jusqu'à ce que les envois deviennent routiniers.",
        result:
          'Les 152 organisations membres rendent désormais compte selon le référentiel commun, et le rapport trimestriel aux financeurs se prépare en trois jours au lieu de six semaines. Les actions de proximité en double ont nettement reculé dès que les membres ont vu les zones couvertes par chacun, et la coalition a obtenu le renouvellement de sa subvention, revue à la hausse, grâce à son premier rapport de résultats consolidé.',
        metrics: [
          { value: '152', label: 'organisations' },
          { value: '12', label: 'indicateurs communs' },
          { value: '3 jours', label: 'de cycle de reporting' },
        ],
      },
    },
  },
  {
    slug: 'innovative-problem-solving',
    title: 'Innovative Problem Solving',
    category: 'Innovation',
    summary:
      'Raised the case closure rate by 47% at a county human-services agency with human-reviewed AI triage.',
    challenge:
      'The Harbor County Department of Human Services (fictional) had a backlog of more than 9,000 open benefits cases. Caseworkers spent much of each day sorting incoming documents and routing cases by hand, urgent cases waited behind routine ones, and staff turnover was rising. Earlier attempts to automate the queue had stalled over fairness concerns and union objections.',
    action:
      'I began by mapping the intake process with caseworkers and supervisors, which showed that most delay came from missing documents and misrouted cases rather than eligibility decisions. We piloted an AI-assisted triage tool that classifies incoming documents, flags missing items and suggests the right unit, with every suggestion reviewed by a caseworker and no automated denials. An oversight group with labor representatives reviewed bias tests before launch, and the rollout moved one unit at a time with weekly retrospectives.',
    result:
      'Six months after launch the case closure rate had increased by 47%, the open backlog fell below 4,000 cases, and the average time to route a new case dropped from three days to same-day. Caseworkers reported spending more time with families and less on paperwork, and the county adopted the oversight group as a standing review for future automation.',
    metrics: [
      { value: '47%', label: 'closure-rate increase' },
      { value: '9,000-case', label: 'backlog halved' },
      { value: '0', label: 'automated denials' },
    ],
    imageUrl: '/images/case-studies/innovative-problem-solving.svg',
    translations: {
      es: {
        title: 'Resolución innovadora de problemas',
        summary:
          'Aumentó un 47 % la tasa de cierre de expedientes en una agencia de servicios sociales de condado con un triaje por IA revisado por personas.',
        challenge:
          'El Departamento de Servicios Sociales del condado de Harbor (ficticio) acumulaba más de 9000 expedientes de prestaciones abiertos. Los trabajadores sociales dedicaban buena parte del día a clasificar documentos y a derivar expedientes a mano, los casos urgentes esperaban detrás de los rutinarios y la rotación del personal iba en aumento. Los intentos anteriores de automatizar la cola se habían estancado por dudas sobre la equidad y las objeciones del sindicato.',
        action:
          'Empecé por trazar el proceso de admisión con los trabajadores sociales y sus supervisores, lo que mostró que la mayor parte del retraso se debía a documentos faltantes y a expedientes mal derivados, no a las decisiones de elegibilidad. Pusimos a prueba una herramienta de triaje asistida por IA que clasifica los documentos entrantes, señala lo que falta y sugiere la unidad adecuada; cada sugerencia la revisa un trabajador social y no hay denegaciones automáticas. Un grupo de supervisión con representantes sindicales revisó las pruebas de sesgo antes del lanzamiento, y el despliegue avanzó unidad por unidad con retrospectivas semanales.',
        result:
          'Seis meses después del lanzamiento, la tasa de cierre de expedientes había aumentado un 47 %, los expedientes pendientes bajaron de 4000 y el tiempo medio para derivar un expediente nuevo pasó de tres días a menos de uno. Los trabajadores sociales dijeron dedicar más tiempo a las familias y menos al papeleo, y el condado convirtió el grupo de supervisión en una instancia permanente de revisión para futuras automatizaciones.',
        metrics: [
          { value: '+47 %', label: 'en la tasa de cierre' },
          { value: '9000', label: 'expedientes pendientes, reducidos a la mitad' },
          { value: '0', label: 'denegaciones automáticas' },
        ],
      },
      fr: {
        title: 'Résolution innovante de problèmes',
        summary:
          "A augmenté de 47 % le taux de clôture des dossiers d'une agence de services sociaux de comté grâce à un tri par IA contrôlé par des agents.",
        challenge:
          "Le département des services sociaux du comté de Harbor (fictif) comptait plus de 9\u202f000 dossiers de prestations en attente. Les travailleurs sociaux passaient une grande partie de leur journée à trier les documents reçus et à orienter les dossiers à la main, les cas urgents attendaient derrière les cas courants et la rotation du personnel augmentait. Les tentatives précédentes d'automatiser la file d'attente avaient échoué face aux inquiétudes sur l'équité et aux objections des syndicats.",
        action:
          "J'ai commencé par cartographier le processus d'accueil avec les travailleurs sociaux et leurs responsables : l'essentiel des retards venait de pièces manquantes et de dossiers mal orientés, pas des décisions d'éligibilité. Nous avons expérimenté un outil de tri assisté par IA qui classe les documents reçus, signale les pièces manquantes et propose le bon service ; chaque proposition est validée par un travailleur social et aucun refus n'est automatique. Un comité de contrôle comprenant des représentants syndicaux a examiné les tests de biais avant le lancement, et le déploiement s'est fait service par service, avec des rétrospectives hebdomadaires.",
        result:
          "Six mois après le lancement, le taux de clôture des dossiers avait augmenté de 47 %, le stock de dossiers en attente était passé sous les 4\u202f000 et le délai moyen d'orientation d'un nouveau dossier était tombé de trois jours à moins d'un jour. Les travailleurs sociaux disent consacrer plus de temps aux familles et moins à la paperasse, et le comté a fait du comité de contrôle une instance permanente d'examen des futures automatisations.",
        metrics: [
          { value: '+47 %', label: 'de taux de clôture' },
          { value: '9\u202f000', label: 'dossiers en attente, divisés par deux' },
          { value: '0', label: 'refus automatique' },
        ],
      },
    },
  },
  {
    slug: 'global-impact-through-advocacy',
    title: 'Global Impact through Advocacy',
    category: 'Advocacy',
    summary:
      'Turned accessibility and low-bandwidth design into an adopted open playbook for public services.',
    challenge:
      'Public digital services in many countries were being designed for fast connections and recent phones, leaving out rural residents, older adults and people using assistive technology. A fictional international working group, the Open Public Services Network, had strong research on the problem but no practical guidance that government teams could adopt, and its recommendations rarely reached procurement or design decisions.',
    action:
      'I led the working group’s effort to turn its research into an open playbook: plain-language patterns for accessible, low-bandwidth service design, a procurement clause library, and a self-assessment checklist aligned to WCAG 2.1 AA. I presented the playbook at regional government-technology forums, ran hands-on workshops with delivery teams, and paired early adopters with peer mentors so each pilot had someone who had done it before.',
    result:
      'Digital-service teams in 11 countries have used the playbook in live projects, three national agencies wrote its procurement clauses into their standard contracts, and more than 2,400 practitioners completed the workshops. The network now maintains the playbook as a community project with quarterly releases.',
    metrics: [
      { value: '11', label: 'countries' },
      { value: '3', label: 'national standards' },
      { value: '2,400+', label: 'practitioners trained' },
    ],
    imageUrl: '/images/case-studies/global-impact-through-advocacy.svg',
    translations: {
      es: {
        title: 'Impacto global mediante la incidencia',
        summary:
          'Convirtió la accesibilidad y el diseño para conexiones lentas en una guía abierta adoptada por servicios públicos.',
        challenge:
          'En muchos países, los servicios digitales públicos se diseñaban para conexiones rápidas y teléfonos recientes, lo que dejaba fuera a la población rural, a las personas mayores y a quienes usan tecnologías de apoyo. Un grupo de trabajo internacional ficticio, la Open Public Services Network, contaba con una sólida investigación sobre el problema, pero no con pautas prácticas que los equipos de gobierno pudieran adoptar, y sus recomendaciones rara vez llegaban a las decisiones de compra o de diseño.',
        action:
          'Dirigí el trabajo del grupo para convertir su investigación en una guía abierta: patrones en lenguaje claro para diseñar servicios accesibles y aptos para conexiones lentas, una biblioteca de cláusulas de contratación y una lista de autoevaluación alineada con WCAG 2.1 AA. Presenté la guía en foros regionales de tecnología pública, impartí talleres prácticos con equipos de desarrollo y emparejé a los primeros usuarios con mentores, para que cada piloto contara con alguien que ya lo hubiera hecho.',
        result:
          'Equipos de servicios digitales de 11 países han aplicado la guía en proyectos reales, tres agencias nacionales incorporaron sus cláusulas de contratación a sus contratos tipo y más de 2400 profesionales completaron los talleres. La red mantiene hoy la guía como un proyecto comunitario con versiones trimestrales.',
        metrics: [
          { value: '11', label: 'países' },
          { value: '3', label: 'normas nacionales' },
          { value: '2400+', label: 'profesionales formados' },
        ],
      },
      fr: {
        title: 'Un impact mondial par le plaidoyer',
        summary:
          "A transformé l'accessibilité et la conception pour faible débit en un guide ouvert adopté par des services publics.",
        challenge:
          "Dans de nombreux pays, les services publics numériques étaient conçus pour des connexions rapides et des téléphones récents, au détriment des habitants des zones rurales, des personnes âgées et des utilisateurs de technologies d'assistance. Un groupe de travail international fictif, l'Open Public Services Network, disposait de solides recherches sur le sujet mais d'aucune recommandation pratique que les équipes publiques puissent appliquer, et ses conclusions atteignaient rarement les décisions d'achat ou de conception.",
        action:
          "J'ai piloté le travail du groupe pour transformer ses recherches en un guide ouvert : des modèles en langage clair pour concevoir des services accessibles et adaptés aux faibles débits, une bibliothèque de clauses pour les marchés publics et une grille d'auto-évaluation alignée sur les WCAG 2.1 AA. J'ai présenté le guide lors de forums régionaux consacrés au numérique public, animé des ateliers pratiques avec des équipes de réalisation et associé chaque pionnier à un mentor, afin que chaque projet pilote puisse s'appuyer sur quelqu'un qui l'avait déjà fait.",
        result:
          'Des équipes de services numériques de 11 pays ont utilisé le guide dans des projets réels, trois agences nationales ont intégré ses clauses à leurs contrats types et plus de 2\u202f400 professionnels ont suivi les ateliers. Le réseau fait désormais vivre le guide comme un projet communautaire, avec une nouvelle version chaque trimestre.',
        metrics: [
          { value: '11', label: 'pays' },
          { value: '3', label: 'normes nationales' },
          { value: '2\u202f400+', label: 'professionnels formés' },
        ],
      },
    },
  },
]

/** The How I Work block: the two principles behind every engagement above. */
export const workPrinciples: WorkPrincipleSeed[] = [
  {
    title: 'Resilience in Leadership',
    description:
      'Programs rarely fail on the plan; they fail when the plan meets budget cuts, staff turnover and shifting mandates. I build delivery structures that keep working when conditions change.',
    practices: practices(
      'Clear decision rights and stage gates so work keeps moving when people change',
      'Risks surfaced early and reviewed in the open, never hidden until the deadline',
      'Steady, candid communication with executives, teams and oversight bodies',
    ),
    translations: {
      es: {
        title: 'Resiliencia en el liderazgo',
        description:
          'Los programas rara vez fracasan por el plan; fracasan cuando el plan se topa con recortes presupuestarios, rotación de personal y mandatos cambiantes. Construyo estructuras de ejecución que siguen funcionando cuando cambian las condiciones.',
        practices: practices(
          'Responsabilidades de decisión claras y puntos de control para que el trabajo avance aunque cambien las personas',
          'Riesgos detectados pronto y revisados abiertamente, nunca ocultos hasta la fecha límite',
          'Comunicación constante y franca con la dirección, los equipos y los órganos de control',
        ),
      },
      fr: {
        title: 'La résilience dans le leadership',
        description:
          'Les programmes échouent rarement à cause du plan ; ils échouent quand le plan se heurte aux coupes budgétaires, à la rotation du personnel et aux mandats qui changent. Je mets en place des structures de pilotage qui continuent de fonctionner quand le contexte évolue.',
        practices: practices(
          'Des responsabilités de décision claires et des jalons pour que le travail avance même quand les équipes changent',
          "Des risques repérés tôt et examinés ouvertement, jamais cachés jusqu'à l'échéance",
          'Une communication régulière et franche avec la direction, les équipes et les organes de contrôle',
        ),
      },
    },
  },
  {
    title: 'Human-Centered Innovation',
    description:
      'New technology only pays off when the people who use it trust it. I start with the staff and the public a service exists for, and keep them involved until it is adopted.',
    practices: practices(
      'Research with frontline staff and the public before choosing any tool',
      'Accessibility (Section 508, WCAG) and plain language from the first sprint',
      'Responsible AI with human review, bias testing and clear accountability',
    ),
    translations: {
      es: {
        title: 'Innovación centrada en las personas',
        description:
          'Una nueva tecnología solo rinde frutos cuando las personas que la usan confían en ella. Empiezo por el personal y por el público para quienes existe el servicio, y los mantengo implicados hasta que lo adoptan.',
        practices: practices(
          'Investigación con el personal de primera línea y con el público antes de elegir cualquier herramienta',
          'Accesibilidad (Section 508, WCAG) y lenguaje claro desde el primer sprint',
          'IA responsable, con revisión humana, pruebas de sesgo y rendición de cuentas clara',
        ),
      },
      fr: {
        title: "L'innovation centrée sur l'humain",
        description:
          "Une nouvelle technologie ne porte ses fruits que si ceux qui l'utilisent lui font confiance. Je pars des agents et du public pour qui le service existe, et je les associe jusqu'à son adoption.",
        practices: practices(
          'Des études avec les agents de terrain et le public avant de choisir le moindre outil',
          "L'accessibilité (Section 508, WCAG) et le langage clair dès le premier sprint",
          'Une IA responsable, avec contrôle humain, tests de biais et responsabilités clairement établies',
        ),
      },
    },
  },
]
