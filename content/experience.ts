/**
 * The demo's Career Journey, latest role first; the organizations are the fictional ones of the logo
 * wall. Seeded into the career entries table when it is made.
 */
export const experience = [
  {
    title: 'Principal Consultant, IT Strategy, AI & Digital Transformation',
    company: 'Independent Consulting Practice',
    location: 'Rockville, MD',
    period: '2022 – Present',
    description:
      'Advises federal program offices, foundations and enterprises on turning AI and modernization goals into funded, compliant programs that people actually adopt.',
    highlights: [
      {
        text: 'Led AI strategy sprints for the Office of Benefits Modernization and Meridian Logistics Group, each ending in a ranked backlog with named owners',
      },
      {
        text: 'Designed the carbon accounting approach behind the Chesapeake Climate Alliance grant portfolio dashboard',
      },
      {
        text: 'Coached Harbor Point Community Foundation through an accessible, plain-language rebuild of its eligibility screener',
      },
    ],
    technologies: ['Azure OpenAI Service', 'Amazon Bedrock', 'Power BI', 'OSCAL', 'Figma'],
    translations: {
      es: {
        title: 'Consultor principal en estrategia de TI, IA y transformación digital',
        period: '2022 – actualidad',
        description:
          'Asesora a oficinas de programas federales, fundaciones y empresas para convertir sus objetivos de IA y modernización en programas financiados, conformes a la normativa y que la gente adopta de verdad.',
        highlights: [
          {
            text: 'Dirigió sprints de estrategia de IA para la Office of Benefits Modernization y Meridian Logistics Group, cada uno cerrado con una cartera priorizada y responsables designados',
          },
          {
            text: 'Diseñó el método de contabilidad de carbono en el que se basa el panel de la cartera de subvenciones de la Chesapeake Climate Alliance',
          },
          {
            text: 'Acompañó a la Harbor Point Community Foundation en la reconstrucción accesible y en lenguaje claro de su herramienta de evaluación de requisitos',
          },
        ],
      },
      fr: {
        title: 'Consultant principal en stratégie informatique, IA et transformation numérique',
        period: '2022 – aujourd’hui',
        description:
          'Conseille des bureaux de programmes fédéraux, des fondations et des entreprises pour transformer leurs objectifs d’IA et de modernisation en programmes financés, conformes et réellement adoptés.',
        highlights: [
          {
            text: 'A mené des sprints de stratégie IA pour l’Office of Benefits Modernization et Meridian Logistics Group, chacun conclu par un backlog priorisé avec des responsables désignés',
          },
          {
            text: 'A conçu la méthode de comptabilité carbone du tableau de bord du portefeuille de subventions de la Chesapeake Climate Alliance',
          },
          {
            text: 'A accompagné la Harbor Point Community Foundation dans la refonte accessible et en langage clair de son outil d’éligibilité',
          },
        ],
      },
    },
  },
  {
    title: 'Director, Digital Transformation PMO',
    company: 'Ridgeline Federal Partners',
    location: 'Arlington, VA',
    period: '2019 – 2022',
    description:
      'Ran the program management office behind a portfolio of 34 modernization programs for civilian agency clients, with combined budgets of $38M.',
    highlights: [
      {
        text: 'Brought the Grants Modernization Program Office portfolio under one governance cadence and one risk register',
      },
      { text: 'Raised the on-time closure rate of audit findings by 47% through weekly remediation reviews' },
      { text: 'Built a delivery playbook adopted by nine program teams across three agencies' },
    ],
    technologies: ['Jira Align', 'ServiceNow', 'Power BI', 'Azure DevOps', 'SharePoint'],
    translations: {
      es: {
        title: 'Director de la PMO de transformación digital',
        period: '2019 – 2022',
        description:
          'Dirigió la oficina de gestión de programas de una cartera de 34 programas de modernización para agencias civiles, con presupuestos que sumaban 38 millones de dólares.',
        highlights: [
          {
            text: 'Reunió la cartera de la Grants Modernization Program Office bajo un mismo ritmo de gobernanza y un único registro de riesgos',
          },
          {
            text: 'Aumentó un 47 % la tasa de cierre a tiempo de las observaciones de auditoría con revisiones semanales de corrección',
          },
          { text: 'Creó una guía de entrega adoptada por nueve equipos de programa en tres agencias' },
        ],
      },
      fr: {
        title: 'Directeur du PMO de transformation numérique',
        period: '2019 – 2022',
        description:
          'A dirigé le bureau de gestion de programmes d’un portefeuille de 34 programmes de modernisation pour des agences civiles, pour un budget cumulé de 38 millions de dollars.',
        highlights: [
          {
            text: 'A réuni le portefeuille du Grants Modernization Program Office sous un même rythme de gouvernance et un registre des risques unique',
          },
          {
            text: 'A augmenté de 47 % le taux de clôture dans les délais des constats d’audit grâce à des revues hebdomadaires de correction',
          },
          { text: 'A créé un guide de livraison adopté par neuf équipes de programme dans trois agences' },
        ],
      },
    },
  },
  {
    title: 'Senior IT Program Manager, Office of the CIO',
    company: 'Benefits Delivery Administration',
    location: 'Washington, DC',
    period: '2016 – 2019',
    description:
      'Managed the move of benefits case-management systems to a FedRAMP-authorized cloud and the Section 508 program that accompanied it.',
    highlights: [
      { text: 'Migrated 14 applications to the cloud without an unplanned outage during open enrollment' },
      {
        text: 'Made Section 508 conformance a release gate, cutting open accessibility findings by two thirds',
      },
      { text: 'Secured an Authority to Operate for the new case-management platform on schedule' },
    ],
    technologies: ['AWS GovCloud', 'Terraform', 'Salesforce', 'axe-core', 'Splunk'],
    translations: {
      es: {
        title: 'Gerente sénior de programas de TI, Oficina del CIO',
        period: '2016 – 2019',
        description:
          'Gestionó el traslado de los sistemas de gestión de expedientes de prestaciones a una nube con autorización FedRAMP y el programa de Sección 508 que lo acompañó.',
        highlights: [
          {
            text: 'Migró 14 aplicaciones a la nube sin ninguna interrupción imprevista durante el periodo de inscripción abierta',
          },
          {
            text: 'Convirtió la conformidad con la Sección 508 en requisito de cada versión y redujo en dos tercios las incidencias de accesibilidad abiertas',
          },
          {
            text: 'Obtuvo a tiempo la autorización para operar (ATO) de la nueva plataforma de gestión de expedientes',
          },
        ],
      },
      fr: {
        title: 'Responsable principal de programmes informatiques, bureau du DSI',
        period: '2016 – 2019',
        description:
          'A piloté la migration des systèmes de gestion des dossiers de prestations vers un cloud autorisé FedRAMP, ainsi que le programme Section 508 qui l’accompagnait.',
        highlights: [
          {
            text: 'A migré 14 applications vers le cloud sans aucune interruption imprévue pendant la période d’inscription',
          },
          {
            text: 'A fait de la conformité Section 508 une condition de chaque mise en production, réduisant des deux tiers les anomalies d’accessibilité ouvertes',
          },
          {
            text: 'A obtenu dans les délais l’autorisation d’exploitation (ATO) de la nouvelle plateforme de gestion des dossiers',
          },
        ],
      },
    },
  },
  {
    title: 'Cybersecurity & Compliance Lead',
    company: 'Kestrel Cloud Systems',
    location: 'Herndon, VA',
    period: '2014 – 2016',
    description:
      'Led the security and compliance team that took a software-as-a-service product through its first FedRAMP Moderate authorization.',
    highlights: [
      { text: 'Wrote and defended the system security plan across 325 NIST SP 800-53 controls' },
      { text: 'Set up continuous monitoring with monthly scans and tracked POA&M remediation' },
      { text: 'Trained engineers on secure coding and incident response tabletop exercises' },
    ],
    technologies: ['NIST SP 800-53', 'Nessus', 'AWS', 'Splunk', 'Okta'],
    translations: {
      es: {
        title: 'Responsable de ciberseguridad y cumplimiento',
        period: '2014 – 2016',
        description:
          'Dirigió el equipo de seguridad y cumplimiento que llevó un producto de software como servicio a su primera autorización FedRAMP Moderate.',
        highlights: [
          { text: 'Redactó y defendió el plan de seguridad del sistema para 325 controles NIST SP 800-53' },
          {
            text: 'Implantó la supervisión continua con análisis mensuales y el seguimiento de las correcciones del POA&M',
          },
          {
            text: 'Formó a los ingenieros en programación segura y en simulacros de respuesta a incidentes',
          },
        ],
      },
      fr: {
        title: 'Responsable cybersécurité et conformité',
        period: '2014 – 2016',
        description:
          'A dirigé l’équipe sécurité et conformité qui a conduit un produit SaaS jusqu’à sa première autorisation FedRAMP Moderate.',
        highlights: [
          {
            text: 'A rédigé et défendu le plan de sécurité du système couvrant 325 contrôles NIST SP 800-53',
          },
          {
            text: 'A mis en place une surveillance continue avec des analyses mensuelles et le suivi des corrections du POA&M',
          },
          {
            text: 'A formé les ingénieurs au développement sécurisé et aux exercices de réponse aux incidents',
          },
        ],
      },
    },
  },
  {
    title: 'Enterprise Architect',
    company: 'Calverton County Department of Human Services',
    location: 'Calverton County, MD',
    period: '2012 – 2014',
    description:
      'Owned the target architecture for a county human-services agency consolidating eleven case systems into a shared platform.',
    highlights: [
      { text: 'Mapped eleven case systems and their data flows into one capability model' },
      {
        text: 'Introduced an integration layer that let caseworkers see a family’s services in one view',
      },
      { text: 'Partnered with Bluestone Civic Data Lab on open-data publishing of service statistics' },
    ],
    technologies: ['TOGAF', 'MuleSoft', 'SQL Server', '.NET', 'ArcGIS'],
    translations: {
      es: {
        title: 'Arquitecto empresarial',
        period: '2012 – 2014',
        description:
          'Responsable de la arquitectura de destino de una agencia de servicios sociales del condado que consolidaba once sistemas de expedientes en una plataforma común.',
        highlights: [
          {
            text: 'Cartografió once sistemas de expedientes y sus flujos de datos en un único modelo de capacidades',
          },
          {
            text: 'Introdujo una capa de integración que permitió a los trabajadores sociales ver en una sola pantalla los servicios de cada familia',
          },
          {
            text: 'Colaboró con Bluestone Civic Data Lab en la publicación en datos abiertos de las estadísticas de servicios',
          },
        ],
      },
      fr: {
        title: 'Architecte d’entreprise',
        period: '2012 – 2014',
        description:
          'Responsable de l’architecture cible d’une agence de services sociaux de comté regroupant onze systèmes de dossiers sur une plateforme commune.',
        highlights: [
          {
            text: 'A cartographié onze systèmes de dossiers et leurs flux de données dans un modèle de capacités unique',
          },
          {
            text: 'A introduit une couche d’intégration permettant aux travailleurs sociaux de voir sur un seul écran les services d’une famille',
          },
          {
            text: 'A collaboré avec Bluestone Civic Data Lab à la publication en données ouvertes des statistiques de services',
          },
        ],
      },
    },
  },
  {
    title: 'Technology Consultant',
    company: 'Alder & Finch Consulting',
    location: 'Baltimore, MD',
    period: '2010 – 2012',
    description:
      'Delivered process and technology assessments for state agencies, universities and nonprofits across the Mid-Atlantic region.',
    highlights: [
      {
        text: 'Assessed student-information systems for Ashgrove State University and led the selection that followed',
      },
      { text: 'Redesigned grant intake for the Tidewater Workforce Collaborative, halving processing time' },
    ],
    technologies: ['SharePoint', 'SQL Server', 'Visio', 'Tableau'],
    translations: {
      es: {
        title: 'Consultor tecnológico',
        period: '2010 – 2012',
        description:
          'Realizó evaluaciones de procesos y tecnología para agencias estatales, universidades y organizaciones sin fines de lucro de la región del Atlántico Medio.',
        highlights: [
          {
            text: 'Evaluó los sistemas de información estudiantil de Ashgrove State University y dirigió la selección posterior',
          },
          {
            text: 'Rediseñó la recepción de solicitudes de subvención de Tidewater Workforce Collaborative y redujo a la mitad el tiempo de tramitación',
          },
        ],
      },
      fr: {
        title: 'Consultant en technologie',
        period: '2010 – 2012',
        description:
          'A réalisé des diagnostics de processus et de technologie pour des agences d’État, des universités et des associations de la région Mid-Atlantic.',
        highlights: [
          {
            text: 'A évalué les systèmes d’information étudiants d’Ashgrove State University et mené la sélection qui a suivi',
          },
          {
            text: 'A repensé la réception des demandes de subvention du Tidewater Workforce Collaborative, divisant par deux le délai de traitement',
          },
        ],
      },
    },
  },
] as const
