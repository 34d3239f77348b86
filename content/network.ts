/** The demo seed of the network graph (app/content-types/network.ts): its nodes and links, in English, Spanish and French. */
import {
  centerNodeId,
  type NetworkLinkType,
  type OrganizationCategory,
} from '../app/content-types/network-graph.ts'
import { demoProjects } from './demo-content.ts'

/** An English text with its Spanish and French. */
type Texts = readonly [en: string, es: string, fr: string]

const translationsOf = (fields: Record<string, Texts>) => ({
  es: Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts[1]])),
  fr: Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts[2]])),
})

/**
 * Organization names are proper names: the same in every language, so their translations say so (as
 * on the Worked With wall), and the translations view does not count them as missing.
 */
function organization(slug: string, name: string, category: OrganizationCategory, description: Texts) {
  return {
    slug,
    name,
    type: 'organization' as const,
    category,
    description: description[0],
    translations: translationsOf({ name: [name, name, name], description }),
  }
}

/** A demo project's title in each language, so the graph names it as /projects does. */
function demoProjectTitle(title: string): Texts {
  const demo = demoProjects.find((candidate) => candidate.title === title)
  const es = demo?.translations.es?.title
  const fr = demo?.translations.fr?.title
  if (!es || !fr) throw new Error(`No demo project "${title}" with a Spanish and a French title`)
  return [title, es, fr]
}

function project(slug: string, name: Texts, description: Texts) {
  return {
    slug,
    name: name[0],
    type: 'project' as const,
    category: '' as const,
    description: description[0],
    translations: translationsOf({ name, description }),
  }
}

function skill(slug: string, name: Texts, description: Texts) {
  return {
    slug,
    name: name[0],
    type: 'skill' as const,
    category: '' as const,
    description: description[0],
    translations: translationsOf({ name, description }),
  }
}

/** Organizations are the fictional ones of the Worked With wall and the career timeline. */
export const networkNodes = [
  organization('office-of-benefits-modernization', 'Office of Benefits Modernization', 'federal', [
    'Federal program office modernizing how benefits are applied for, decided and paid.',
    'Oficina federal de programas que moderniza cómo se solicitan, resuelven y pagan las prestaciones.',
    'Bureau de programme fédéral qui modernise la demande, l’instruction et le versement des prestations.',
  ]),
  organization('grants-modernization-program-office', 'Grants Modernization Program Office', 'federal', [
    'Federal office consolidating grants management systems across several agencies.',
    'Oficina federal que consolida los sistemas de gestión de subvenciones de varias agencias.',
    'Bureau fédéral qui regroupe les systèmes de gestion des subventions de plusieurs agences.',
  ]),
  organization('benefits-delivery-administration', 'Benefits Delivery Administration', 'federal', [
    'Federal benefits agency; its Office of the CIO runs case management for millions of claimants.',
    'Agencia federal de prestaciones; su oficina del CIO gestiona los expedientes de millones de solicitantes.',
    'Agence fédérale de prestations ; son bureau du DSI gère les dossiers de millions de demandeurs.',
  ]),
  organization('federal-records-innovation-office', 'Federal Records Innovation Office', 'federal', [
    'Federal office responsible for records management and FOIA operations.',
    'Oficina federal responsable de la gestión documental y de las solicitudes FOIA.',
    'Bureau fédéral chargé de la gestion des archives et des demandes FOIA.',
  ]),
  organization('chesapeake-climate-alliance', 'Chesapeake Climate Alliance', 'nonprofit', [
    'Regional coalition funding and tracking climate resilience projects around the bay.',
    'Coalición regional que financia y sigue proyectos de resiliencia climática en torno a la bahía.',
    'Coalition régionale qui finance et suit des projets de résilience climatique autour de la baie.',
  ]),
  organization('chesapeake-regional-health-alliance', 'Chesapeake Regional Health Alliance', 'nonprofit', [
    'Network of community hospitals and clinics sharing security and workforce programs.',
    'Red de hospitales y clínicas comunitarias que comparten programas de seguridad y de personal.',
    'Réseau d’hôpitaux et de cliniques de proximité qui partagent des programmes de sécurité et de ressources humaines.',
  ]),
  organization('bluestone-civic-data-lab', 'Bluestone Civic Data Lab', 'nonprofit', [
    'Nonprofit lab that helps public agencies publish open, usable service data.',
    'Laboratorio sin ánimo de lucro que ayuda a las agencias públicas a publicar datos de servicios abiertos y útiles.',
    'Laboratoire associatif qui aide les administrations à publier des données de service ouvertes et exploitables.',
  ]),
  organization('tidewater-workforce-collaborative', 'Tidewater Workforce Collaborative', 'nonprofit', [
    'Workforce development nonprofit connecting job seekers with training and employers.',
    'Organización sin ánimo de lucro de desarrollo laboral que conecta a quienes buscan empleo con formación y empleadores.',
    'Association de développement de l’emploi qui met en relation les demandeurs d’emploi avec des formations et des employeurs.',
  ]),
  organization('harbor-point-community-foundation', 'Harbor Point Community Foundation', 'foundation', [
    'Community foundation funding housing, health and digital inclusion programs.',
    'Fundación comunitaria que financia programas de vivienda, salud e inclusión digital.',
    'Fondation communautaire qui finance des programmes de logement, de santé et d’inclusion numérique.',
  ]),
  organization('greenway-energy-futures-fund', 'Greenway Energy Futures Fund', 'foundation', [
    'Grantmaker supporting clean transportation and energy transition projects.',
    'Entidad financiadora que apoya proyectos de transporte limpio y de transición energética.',
    'Bailleur de fonds qui soutient des projets de transport propre et de transition énergétique.',
  ]),
  organization('ashgrove-state-university', 'Ashgrove State University', 'educational', [
    'Public university with a growing research computing and cloud estate.',
    'Universidad pública con una infraestructura creciente de computación científica y nube.',
    'Université publique dont le parc de calcul scientifique et de cloud ne cesse de croître.',
  ]),
  organization(
    'eastshore-college-of-public-administration',
    'Eastshore College of Public Administration',
    'educational',
    [
      'Graduate school of public administration; home of a digital government seminar.',
      'Escuela de posgrado en administración pública, sede de un seminario de gobierno digital.',
      'École supérieure d’administration publique, où se tient un séminaire sur l’administration numérique.',
    ],
  ),
  organization('ridgeline-federal-partners', 'Ridgeline Federal Partners', 'contractor', [
    'Federal systems integrator delivering modernization programs for civilian agencies.',
    'Integrador de sistemas federal que ejecuta programas de modernización para agencias civiles.',
    'Intégrateur de systèmes fédéral qui conduit des programmes de modernisation pour les agences civiles.',
  ]),
  organization('kestrel-cloud-systems', 'Kestrel Cloud Systems', 'contractor', [
    'Software-as-a-service provider holding a FedRAMP Moderate authorization.',
    'Proveedor de software como servicio con autorización FedRAMP Moderate.',
    'Éditeur de logiciel en tant que service titulaire d’une autorisation FedRAMP Moderate.',
  ]),
  organization('alder-and-finch-consulting', 'Alder & Finch Consulting', 'consulting', [
    'Mid-Atlantic consultancy for state agencies, universities and nonprofits.',
    'Consultora de la región del Atlántico Medio para agencias estatales, universidades y organizaciones sin ánimo de lucro.',
    'Cabinet de conseil de la région médio-atlantique au service des agences d’État, des universités et des associations.',
  ]),

  project('foia-request-triage', demoProjectTitle('AI-Assisted FOIA Request Triage'), [
    'Triage assistant that classifies FOIA requests and suggests responsive offices, with analysts reviewing every suggestion.',
    'Asistente de triaje que clasifica las solicitudes FOIA y propone las oficinas competentes; los analistas revisan cada propuesta.',
    'Assistant de tri qui classe les demandes FOIA et propose les services compétents, chaque suggestion étant vérifiée par un analyste.',
  ]),
  project('grantbrief-application-summarizer', demoProjectTitle('GrantBrief Application Summarizer'), [
    'Pipeline that turns grant applications into two-page reviewer briefs linked back to their source pages.',
    'Flujo que convierte las solicitudes de subvención en resúmenes de dos páginas para evaluadores, enlazados a sus páginas de origen.',
    'Chaîne de traitement qui transforme les demandes de subvention en notes de deux pages pour les évaluateurs, reliées à leurs pages sources.',
  ]),
  project('ai-use-case-inventory-workbench', demoProjectTitle('AI Use-Case Inventory Workbench'), [
    'Register for capturing, scoring and governing an agency’s AI use cases all year round.',
    'Registro para recoger, puntuar y gobernar los casos de uso de IA de una agencia durante todo el año.',
    'Registre pour recenser, noter et encadrer les cas d’usage de l’IA d’une agence tout au long de l’année.',
  ]),
  project(
    'fedramp-continuous-monitoring-dashboard',
    demoProjectTitle('FedRAMP Continuous Monitoring Dashboard'),
    [
      'Tracks scan findings and POA&M deadlines and produces OSCAL deliverables for the authorizing agency.',
      'Sigue los hallazgos de los escaneos y los plazos del POA&M y genera los entregables OSCAL para la agencia que autoriza.',
      'Suit les résultats des analyses et les échéances du POA&M, et produit les livrables OSCAL pour l’agence d’autorisation.',
    ],
  ),
  project('phased-zero-trust-migration', demoProjectTitle('Phased Zero Trust Migration'), [
    'Application-by-application move to identity-aware access and phishing-resistant MFA before retiring the VPN.',
    'Paso, aplicación por aplicación, a un acceso basado en la identidad y a una MFA resistente al phishing antes de retirar la VPN.',
    'Passage, application par application, à un accès fondé sur l’identité et à une MFA résistante au hameçonnage avant le retrait du VPN.',
  ]),
  project('phishing-resilience-program', demoProjectTitle('Phishing Resilience Program'), [
    'Realistic simulations paired with two-minute lessons; the simulated click rate fell from 19 to 4 percent.',
    'Simulaciones realistas acompañadas de lecciones de dos minutos; la tasa de clics simulados bajó del 19 al 4 %.',
    'Simulations réalistes associées à des leçons de deux minutes ; le taux de clic simulé est passé de 19 à 4 %.',
  ]),
  project(
    'section-508-remediation-program',
    demoProjectTitle('Section 508 Accessibility Remediation Program'),
    [
      'Remediation across 40 public applications with automated checks and assistive-technology testing.',
      'Corrección de 40 aplicaciones públicas con comprobaciones automáticas y pruebas con tecnologías de apoyo.',
      'Mise en conformité de 40 applications publiques, avec contrôles automatisés et tests avec des technologies d’assistance.',
    ],
  ),
  project('pulse-wellbeing-check-in', demoProjectTitle('Pulse Employee Wellbeing Check-In'), [
    'Weekly two-question check-in designed with unions and privacy counsel, reporting only aggregates.',
    'Consulta semanal de dos preguntas diseñada con los sindicatos y los asesores de privacidad, que solo informa de datos agregados.',
    'Point hebdomadaire en deux questions conçu avec les syndicats et les conseillers en protection des données, qui ne publie que des agrégats.',
  ]),
  project('benefits-eligibility-wizard', demoProjectTitle('Plain-Language Benefits Eligibility Wizard'), [
    'Short, plain-language screener in English and Spanish that replaced a 14-page PDF.',
    'Cuestionario breve, en lenguaje claro, en inglés y español, que sustituyó a un PDF de 14 páginas.',
    'Questionnaire court, en langage clair, en anglais et en espagnol, qui a remplacé un PDF de 14 pages.',
  ]),
  project('grant-portfolio-carbon-accounting', demoProjectTitle('Grant Portfolio Carbon Accounting Tool'), [
    'Estimates the emissions of a grant portfolio with GHG Protocol methods and visible uncertainty.',
    'Estima las emisiones de una cartera de subvenciones con los métodos del GHG Protocol y una incertidumbre visible.',
    'Estime les émissions d’un portefeuille de subventions selon les méthodes du GHG Protocol, avec une incertitude affichée.',
  ]),
  project('cloud-carbon-and-cost-dashboard', demoProjectTitle('Cloud Carbon and Cost Dashboard'), [
    'Puts estimated emissions next to spend for every tagged cloud workload.',
    'Muestra las emisiones estimadas junto al gasto de cada carga de trabajo etiquetada en la nube.',
    'Affiche les émissions estimées à côté des dépenses pour chaque charge de travail cloud étiquetée.',
  ]),
  project('fleet-electrification-planning-model', demoProjectTitle('Fleet Electrification Planning Model'), [
    'Ranks which of 900 light-duty vehicles to electrify first by duty cycle, charging and total cost.',
    'Ordena cuáles de 900 vehículos ligeros electrificar primero según su ciclo de uso, la recarga y el coste total.',
    'Classe les 900 véhicules légers à électrifier en priorité selon leur cycle d’usage, la recharge et le coût total.',
  ]),
  project(
    'portfolio-governance-model',
    [
      'Portfolio Governance Model',
      'Modelo de gobernanza de la cartera',
      'Modèle de gouvernance du portefeuille',
    ],
    [
      'One intake, status cadence and risk register for 34 modernization programs worth $38M.',
      'Una sola admisión, un ritmo de seguimiento y un registro de riesgos para 34 programas de modernización por valor de 38 M$.',
      'Un seul circuit d’entrée, un rythme de suivi et un registre des risques pour 34 programmes de modernisation représentant 38 M$.',
    ],
  ),
  project(
    'grant-intake-redesign',
    [
      'Grant Intake Redesign',
      'Rediseño de la admisión de subvenciones',
      'Refonte du circuit de demande de subvention',
    ],
    [
      'Simplified grant intake for a workforce nonprofit, halving the time from application to decision.',
      'Admisión de subvenciones simplificada para una organización de empleo, que redujo a la mitad el plazo entre solicitud y decisión.',
      'Circuit de demande de subvention simplifié pour une association d’insertion, divisant par deux le délai entre dépôt et décision.',
    ],
  ),
  project(
    'open-service-data-portal',
    [
      'Open Service Data Portal',
      'Portal de datos abiertos de servicios sociales',
      'Portail de données ouvertes des services sociaux',
    ],
    [
      'Publishes human-services statistics as open data with a plain-language data dictionary.',
      'Publica las estadísticas de servicios sociales como datos abiertos, con un diccionario de datos en lenguaje claro.',
      'Publie les statistiques des services sociaux en données ouvertes, avec un dictionnaire de données en langage clair.',
    ],
  ),

  skill(
    'ai-strategy',
    ['AI Strategy', 'Estrategia de IA', 'Stratégie IA'],
    [
      'Turning AI ambitions into a ranked, funded backlog with named owners.',
      'Convertir las ambiciones de IA en una cartera priorizada y financiada, con responsables designados.',
      'Transformer les ambitions en matière d’IA en un portefeuille priorisé et financé, avec des responsables nommés.',
    ],
  ),
  skill(
    'generative-ai',
    ['Generative AI', 'IA generativa', 'IA générative'],
    [
      'Retrieval, summarization and classification with human review built in.',
      'Búsqueda, resumen y clasificación con revisión humana incorporada.',
      'Recherche, synthèse et classification, avec une relecture humaine intégrée.',
    ],
  ),
  skill(
    'ai-governance',
    ['AI Governance', 'Gobernanza de la IA', 'Gouvernance de l’IA'],
    [
      'Use-case inventories, risk screening and oversight for rights- and safety-impacting AI.',
      'Inventarios de casos de uso, evaluación de riesgos y supervisión de la IA que afecta a derechos y a la seguridad.',
      'Inventaires des cas d’usage, évaluation des risques et contrôle des IA qui touchent aux droits et à la sécurité.',
    ],
  ),
  skill(
    'data-analytics',
    ['Data Analytics', 'Análisis de datos', 'Analyse de données'],
    [
      'Dashboards and models that answer the questions leaders actually ask.',
      'Cuadros de mando y modelos que responden a las preguntas que de verdad se hacen los directivos.',
      'Tableaux de bord et modèles qui répondent aux questions que se posent réellement les dirigeants.',
    ],
  ),
  skill(
    'cloud-architecture',
    ['Cloud Architecture', 'Arquitectura en la nube', 'Architecture cloud'],
    [
      'Secure, cost-aware landing zones and migrations on AWS and Azure.',
      'Zonas de aterrizaje y migraciones seguras y atentas al coste en AWS y Azure.',
      'Zones d’accueil et migrations sécurisées et maîtrisées en coûts sur AWS et Azure.',
    ],
  ),
  skill(
    'fedramp',
    ['FedRAMP', 'FedRAMP', 'FedRAMP'],
    [
      'Authorization packages, continuous monitoring and POA&M management.',
      'Expedientes de autorización, supervisión continua y gestión del POA&M.',
      'Dossiers d’autorisation, surveillance continue et gestion du POA&M.',
    ],
  ),
  skill(
    'fisma-and-ato',
    ['FISMA & ATO', 'FISMA y ATO', 'FISMA et ATO'],
    [
      'NIST SP 800-53 controls, system security plans and authority to operate.',
      'Controles NIST SP 800-53, planes de seguridad de sistemas y autorización para operar.',
      'Mesures NIST SP 800-53, plans de sécurité des systèmes et autorisation d’exploitation.',
    ],
  ),
  skill(
    'zero-trust',
    ['Zero Trust', 'Confianza cero', 'Zero Trust'],
    [
      'Identity-centred access, phishing-resistant MFA and phased migration plans.',
      'Acceso centrado en la identidad, MFA resistente al phishing y planes de migración por fases.',
      'Accès centré sur l’identité, MFA résistante au hameçonnage et plans de migration par étapes.',
    ],
  ),
  skill(
    'security-awareness',
    ['Security Awareness', 'Concienciación en seguridad', 'Sensibilisation à la sécurité'],
    [
      'Training and simulations that change behaviour, measured over time.',
      'Formación y simulaciones que cambian los hábitos, con resultados medidos a lo largo del tiempo.',
      'Formations et simulations qui changent les comportements, mesurées dans la durée.',
    ],
  ),
  skill(
    'section-508',
    ['Section 508', 'Sección 508', 'Section 508'],
    [
      'Accessibility as a release gate, from automated checks to assistive-technology testing.',
      'La accesibilidad como condición de publicación, desde las comprobaciones automáticas hasta las pruebas con tecnologías de apoyo.',
      'L’accessibilité comme condition de mise en production, des contrôles automatisés aux tests avec des technologies d’assistance.',
    ],
  ),
  skill(
    'human-centered-design',
    ['Human-Centered Design', 'Diseño centrado en las personas', 'Conception centrée sur l’humain'],
    [
      'Research with the people who use a service, before and during delivery.',
      'Investigación con las personas que usan un servicio, antes y durante su desarrollo.',
      'Recherche menée avec les personnes qui utilisent un service, avant et pendant sa réalisation.',
    ],
  ),
  skill(
    'plain-language',
    ['Plain Language', 'Lenguaje claro', 'Langage clair'],
    [
      'Forms and guidance that people can understand on the first read.',
      'Formularios y guías que se entienden a la primera lectura.',
      'Formulaires et consignes compréhensibles dès la première lecture.',
    ],
  ),
  skill(
    'change-management',
    ['Change Management', 'Gestión del cambio', 'Conduite du changement'],
    [
      'Training, champions and adoption measures so new tools are actually used.',
      'Formación, referentes y medición de la adopción para que las nuevas herramientas se usen de verdad.',
      'Formation, relais et mesure de l’adoption pour que les nouveaux outils soient vraiment utilisés.',
    ],
  ),
  skill(
    'program-management',
    ['Program Management', 'Gestión de programas', 'Gestion de programmes'],
    [
      'Schedules, risks and budgets managed with a steady weekly cadence.',
      'Calendarios, riesgos y presupuestos gestionados con un ritmo semanal constante.',
      'Calendriers, risques et budgets pilotés selon un rythme hebdomadaire régulier.',
    ],
  ),
  skill(
    'it-portfolio-governance',
    ['IT Portfolio Governance', 'Gobernanza de la cartera de TI', 'Gouvernance du portefeuille informatique'],
    [
      'Intake, prioritization and FITARA-ready reporting across many programs.',
      'Admisión, priorización e informes conformes a FITARA para numerosos programas.',
      'Réception des demandes, priorisation et rapports conformes à FITARA pour de nombreux programmes.',
    ],
  ),
  skill(
    'enterprise-architecture',
    ['Enterprise Architecture', 'Arquitectura empresarial', 'Architecture d’entreprise'],
    [
      'Capability models and target architectures that guide investment.',
      'Modelos de capacidades y arquitecturas objetivo que orientan la inversión.',
      'Cartes des capacités et architectures cibles qui orientent les investissements.',
    ],
  ),
  skill(
    'finops',
    ['FinOps', 'FinOps', 'FinOps'],
    [
      'Cloud cost visibility and optimization tied to the teams that spend.',
      'Visibilidad y optimización del coste de la nube, ligadas a los equipos que gastan.',
      'Visibilité et optimisation des coûts cloud, rattachées aux équipes qui dépensent.',
    ],
  ),
  skill(
    'carbon-accounting',
    ['Carbon Accounting', 'Contabilidad de carbono', 'Comptabilité carbone'],
    [
      'GHG Protocol estimates for portfolios, fleets and cloud estates.',
      'Estimaciones según el GHG Protocol para carteras, flotas e infraestructuras en la nube.',
      'Estimations selon le GHG Protocol pour des portefeuilles, des flottes et des parcs cloud.',
    ],
  ),
  skill(
    'open-data',
    ['Open Data', 'Datos abiertos', 'Données ouvertes'],
    [
      'Publishing data people can find, trust and reuse.',
      'Publicar datos que la gente pueda encontrar, en los que pueda confiar y que pueda reutilizar.',
      'Publier des données que chacun peut trouver, utiliser en confiance et réutiliser.',
    ],
  ),
  skill(
    'stakeholder-engagement',
    ['Stakeholder Engagement', 'Relación con las partes interesadas', 'Mobilisation des parties prenantes'],
    [
      'Bringing executives, staff, unions and partners to shared decisions.',
      'Llevar a directivos, personal, sindicatos y socios a decisiones compartidas.',
      'Amener dirigeants, équipes, syndicats et partenaires à des décisions partagées.',
    ],
  ),
]

function link(source: string, target: string, type: NetworkLinkType, strength: number, description: Texts) {
  return {
    source,
    target,
    type,
    strength,
    description: description[0],
    translations: translationsOf({ description }),
  }
}

const center = centerNodeId

/** Strengths are out of 100. */
export const networkLinks = [
  // The owner and the organizations: former employers and clients or partners.
  link(center, 'ridgeline-federal-partners', 'employment', 90, [
    'Director, Digital Transformation PMO, 2019–2022',
    'Director de la PMO de Transformación Digital, 2019–2022',
    'Directeur du PMO Transformation numérique, 2019–2022',
  ]),
  link(center, 'benefits-delivery-administration', 'employment', 90, [
    'Senior IT Program Manager, Office of the CIO, 2016–2019',
    'Gerente sénior de programas de TI, oficina del CIO, 2016–2019',
    'Responsable principal de programmes informatiques, bureau du DSI, 2016–2019',
  ]),
  link(center, 'kestrel-cloud-systems', 'employment', 80, [
    'Cybersecurity & Compliance Lead, 2014–2016',
    'Responsable de ciberseguridad y cumplimiento, 2014–2016',
    'Responsable cybersécurité et conformité, 2014–2016',
  ]),
  link(center, 'alder-and-finch-consulting', 'employment', 70, [
    'Technology Consultant, 2010–2012',
    'Consultor tecnológico, 2010–2012',
    'Consultant en technologies, 2010–2012',
  ]),
  link(center, 'office-of-benefits-modernization', 'collaboration', 80, [
    'AI strategy sprint and zero trust roadmap',
    'Sprint de estrategia de IA y hoja de ruta de confianza cero',
    'Sprint de stratégie IA et feuille de route Zero Trust',
  ]),
  link(center, 'grants-modernization-program-office', 'collaboration', 70, [
    'Portfolio governance and AI use-case inventory',
    'Gobernanza de la cartera e inventario de casos de uso de IA',
    'Gouvernance du portefeuille et inventaire des cas d’usage de l’IA',
  ]),
  link(center, 'federal-records-innovation-office', 'collaboration', 60, [
    'FOIA modernization advisor',
    'Asesor de modernización de FOIA',
    'Conseiller pour la modernisation FOIA',
  ]),
  link(center, 'chesapeake-climate-alliance', 'collaboration', 60, [
    'Carbon accounting approach for the grant portfolio',
    'Método de contabilidad de carbono para la cartera de subvenciones',
    'Méthode de comptabilité carbone pour le portefeuille de subventions',
  ]),
  link(center, 'chesapeake-regional-health-alliance', 'collaboration', 50, [
    'Security awareness and wellbeing programs',
    'Programas de concienciación en seguridad y de bienestar',
    'Programmes de sensibilisation à la sécurité et de bien-être',
  ]),
  link(center, 'bluestone-civic-data-lab', 'collaboration', 40, [
    'Open-data publishing partner',
    'Socio para la publicación de datos abiertos',
    'Partenaire pour la publication de données ouvertes',
  ]),
  link(center, 'tidewater-workforce-collaborative', 'collaboration', 40, [
    'Grant intake redesign and phishing resilience',
    'Rediseño de la admisión de subvenciones y resiliencia ante el phishing',
    'Refonte du circuit de subventions et résistance au hameçonnage',
  ]),
  link(center, 'harbor-point-community-foundation', 'collaboration', 60, [
    'Accessible, plain-language eligibility screener',
    'Cuestionario de elegibilidad accesible y en lenguaje claro',
    'Questionnaire d’éligibilité accessible et en langage clair',
  ]),
  link(center, 'greenway-energy-futures-fund', 'collaboration', 50, [
    'Grant review and fleet planning support',
    'Apoyo a la evaluación de subvenciones y a la planificación de la flota',
    'Appui à l’évaluation des subventions et à la planification de la flotte',
  ]),
  link(center, 'ashgrove-state-university', 'collaboration', 40, [
    'Systems selection and cloud cost review',
    'Selección de sistemas y revisión del coste de la nube',
    'Choix de systèmes et revue des coûts cloud',
  ]),
  link(center, 'eastshore-college-of-public-administration', 'collaboration', 30, [
    'Guest lecturer, digital government seminar',
    'Profesor invitado del seminario de gobierno digital',
    'Intervenant invité du séminaire sur l’administration numérique',
  ]),

  // The owner and the projects led or advised.
  link(center, 'foia-request-triage', 'project', 70, [
    'Product lead for the pilot',
    'Responsable de producto del piloto',
    'Responsable produit du pilote',
  ]),
  link(center, 'grantbrief-application-summarizer', 'project', 50, [
    'Solution architect',
    'Arquitecto de la solución',
    'Architecte de la solution',
  ]),
  link(center, 'ai-use-case-inventory-workbench', 'project', 60, [
    'Designed the intake and scoring model',
    'Diseñó el modelo de admisión y puntuación',
    'Conception du modèle de recensement et de notation',
  ]),
  link(center, 'fedramp-continuous-monitoring-dashboard', 'project', 70, [
    'Compliance lead',
    'Responsable de cumplimiento',
    'Responsable de la conformité',
  ]),
  link(center, 'phased-zero-trust-migration', 'project', 80, [
    'Roadmap author and migration lead',
    'Autor de la hoja de ruta y responsable de la migración',
    'Auteur de la feuille de route et responsable de la migration',
  ]),
  link(center, 'phishing-resilience-program', 'project', 40, [
    'Program designer',
    'Diseñador del programa',
    'Concepteur du programme',
  ]),
  link(center, 'section-508-remediation-program', 'project', 80, [
    'Program manager',
    'Director del programa',
    'Directeur du programme',
  ]),
  link(center, 'pulse-wellbeing-check-in', 'project', 40, [
    'Privacy and adoption advisor',
    'Asesor de privacidad y adopción',
    'Conseiller en protection des données et en adoption',
  ]),
  link(center, 'benefits-eligibility-wizard', 'project', 50, [
    'Service design coach',
    'Mentor de diseño de servicios',
    'Accompagnateur en design de services',
  ]),
  link(center, 'grant-portfolio-carbon-accounting', 'project', 60, [
    'Methodology lead',
    'Responsable de la metodología',
    'Responsable de la méthodologie',
  ]),
  link(center, 'cloud-carbon-and-cost-dashboard', 'project', 50, [
    'FinOps advisor',
    'Asesor FinOps',
    'Conseiller FinOps',
  ]),
  link(center, 'fleet-electrification-planning-model', 'project', 40, [
    'Planning model reviewer',
    'Revisor del modelo de planificación',
    'Relecteur du modèle de planification',
  ]),
  link(center, 'portfolio-governance-model', 'project', 90, [
    'PMO director',
    'Director de la PMO',
    'Directeur du PMO',
  ]),
  link(center, 'grant-intake-redesign', 'project', 50, [
    'Process and technology lead',
    'Responsable de procesos y tecnología',
    'Responsable des processus et de la technologie',
  ]),
  link(center, 'open-service-data-portal', 'project', 30, [
    'Architecture partner',
    'Socio de arquitectura',
    'Partenaire d’architecture',
  ]),

  // Where each project was delivered.
  link('foia-request-triage', 'federal-records-innovation-office', 'project', 80, [
    'Piloted in the FOIA intake office',
    'Piloto en la oficina de recepción de solicitudes FOIA',
    'Pilote mené au service de réception des demandes FOIA',
  ]),
  link('grantbrief-application-summarizer', 'greenway-energy-futures-fund', 'project', 60, [
    'Used for a 1,200-application review cycle',
    'Usado en un ciclo de evaluación de 1200 solicitudes',
    'Utilisé pour un cycle d’évaluation de 1\u202f200 demandes',
  ]),
  link('ai-use-case-inventory-workbench', 'office-of-benefits-modernization', 'project', 60, [
    'Follow-on from the AI strategy sprint',
    'Continuación del sprint de estrategia de IA',
    'Suite du sprint de stratégie IA',
  ]),
  link('ai-use-case-inventory-workbench', 'grants-modernization-program-office', 'project', 40, [
    'Adopted for the annual inventory',
    'Adoptado para el inventario anual',
    'Adopté pour l’inventaire annuel',
  ]),
  link('fedramp-continuous-monitoring-dashboard', 'kestrel-cloud-systems', 'project', 80, [
    'Monthly continuous monitoring deliverables',
    'Entregables mensuales de supervisión continua',
    'Livrables mensuels de surveillance continue',
  ]),
  link('phased-zero-trust-migration', 'office-of-benefits-modernization', 'project', 70, [
    '80 applications behind identity-aware access',
    '80 aplicaciones tras un acceso basado en la identidad',
    '80 applications derrière un accès fondé sur l’identité',
  ]),
  link('phishing-resilience-program', 'tidewater-workforce-collaborative', 'project', 50, [
    'Year-long program for staff and volunteers',
    'Programa de un año para personal y voluntarios',
    'Programme d’un an pour les salariés et les bénévoles',
  ]),
  link('phishing-resilience-program', 'chesapeake-regional-health-alliance', 'project', 40, [
    'Extended to member clinics',
    'Ampliado a las clínicas asociadas',
    'Étendu aux cliniques membres',
  ]),
  link('section-508-remediation-program', 'benefits-delivery-administration', 'project', 90, [
    'Across 40 public-facing applications',
    'En 40 aplicaciones abiertas al público',
    'Sur 40 applications ouvertes au public',
  ]),
  link('pulse-wellbeing-check-in', 'chesapeake-regional-health-alliance', 'project', 60, [
    'Rolled out to distributed care teams',
    'Desplegado en equipos asistenciales repartidos en varios centros',
    'Déployé auprès d’équipes soignantes réparties sur plusieurs sites',
  ]),
  link('benefits-eligibility-wizard', 'harbor-point-community-foundation', 'project', 70, [
    'Funded and launched with grantee partners',
    'Financiado y puesto en marcha con las entidades beneficiarias',
    'Financé et lancé avec les organismes bénéficiaires',
  ]),
  link('grant-portfolio-carbon-accounting', 'chesapeake-climate-alliance', 'project', 80, [
    'Grant portfolio emissions dashboard',
    'Cuadro de mando de emisiones de la cartera de subvenciones',
    'Tableau de bord des émissions du portefeuille de subventions',
  ]),
  link('grant-portfolio-carbon-accounting', 'harbor-point-community-foundation', 'project', 30, [
    'Applied to the foundation’s own portfolio',
    'Aplicado a la propia cartera de la fundación',
    'Appliqué au portefeuille de la fondation elle-même',
  ]),
  link('cloud-carbon-and-cost-dashboard', 'ashgrove-state-university', 'project', 50, [
    'Research computing cloud estate',
    'Infraestructura en la nube de computación científica',
    'Parc cloud du calcul scientifique',
  ]),
  link('fleet-electrification-planning-model', 'greenway-energy-futures-fund', 'project', 50, [
    'Funded planning study',
    'Estudio de planificación financiado',
    'Étude de planification financée',
  ]),
  link('portfolio-governance-model', 'grants-modernization-program-office', 'project', 80, [
    '34 programs under one governance cadence',
    '34 programas con un mismo ritmo de gobernanza',
    '34 programmes sous un même rythme de gouvernance',
  ]),
  link('portfolio-governance-model', 'ridgeline-federal-partners', 'project', 70, [
    'Delivered by the Ridgeline PMO',
    'Ejecutado por la PMO de Ridgeline',
    'Réalisé par le PMO de Ridgeline',
  ]),
  link('grant-intake-redesign', 'alder-and-finch-consulting', 'project', 70, [
    'Delivered as an Alder & Finch engagement',
    'Realizado como encargo de Alder & Finch',
    'Réalisé dans le cadre d’une mission Alder & Finch',
  ]),
  link('grant-intake-redesign', 'tidewater-workforce-collaborative', 'project', 60, [
    'Intake redesigned for program staff and applicants',
    'Admisión rediseñada para el personal del programa y los solicitantes',
    'Circuit de demande repensé pour les équipes du programme et les candidats',
  ]),
  link('open-service-data-portal', 'bluestone-civic-data-lab', 'project', 60, [
    'Open-data publishing pipeline',
    'Flujo de publicación de datos abiertos',
    'Chaîne de publication de données ouvertes',
  ]),

  // The owner's skills and the projects that used them.
  link(center, 'ai-strategy', 'skill', 90, ['Core practice', 'Práctica principal', 'Pratique centrale']),
  link(center, 'generative-ai', 'skill', 70, [
    'Applied in production pilots',
    'Aplicada en pilotos en producción',
    'Appliquée dans des pilotes en production',
  ]),
  link(center, 'ai-governance', 'skill', 80, [
    'Inventories and risk screening',
    'Inventarios y evaluación de riesgos',
    'Inventaires et évaluation des risques',
  ]),
  link(center, 'data-analytics', 'skill', 60, [
    'Decision dashboards',
    'Cuadros de mando para decidir',
    'Tableaux de bord d’aide à la décision',
  ]),
  link(center, 'cloud-architecture', 'skill', 70, [
    'Migrations and landing zones',
    'Migraciones y zonas de aterrizaje',
    'Migrations et zones d’accueil',
  ]),
  link(center, 'fedramp', 'skill', 80, [
    'Authorizations and continuous monitoring',
    'Autorizaciones y supervisión continua',
    'Autorisations et surveillance continue',
  ]),
  link(center, 'fisma-and-ato', 'skill', 80, [
    'Security plans and ATOs',
    'Planes de seguridad y ATO',
    'Plans de sécurité et ATO',
  ]),
  link(center, 'zero-trust', 'skill', 70, [
    'Roadmaps and migrations',
    'Hojas de ruta y migraciones',
    'Feuilles de route et migrations',
  ]),
  link(center, 'security-awareness', 'skill', 50, [
    'Training programs',
    'Programas de formación',
    'Programmes de formation',
  ]),
  link(center, 'section-508', 'skill', 80, [
    'Accessibility programs',
    'Programas de accesibilidad',
    'Programmes d’accessibilité',
  ]),
  link(center, 'human-centered-design', 'skill', 60, [
    'Service design',
    'Diseño de servicios',
    'Design de services',
  ]),
  link(center, 'plain-language', 'skill', 50, [
    'Forms and guidance',
    'Formularios y guías',
    'Formulaires et consignes',
  ]),
  link(center, 'change-management', 'skill', 70, [
    'Adoption and training',
    'Adopción y formación',
    'Adoption et formation',
  ]),
  link(center, 'program-management', 'skill', 90, [
    'Programs of up to $38M',
    'Programas de hasta 38 M$',
    'Programmes allant jusqu’à 38 M$',
  ]),
  link(center, 'it-portfolio-governance', 'skill', 90, [
    'FITARA-ready portfolios',
    'Carteras conformes a FITARA',
    'Portefeuilles conformes à FITARA',
  ]),
  link(center, 'enterprise-architecture', 'skill', 70, [
    'Target architectures',
    'Arquitecturas objetivo',
    'Architectures cibles',
  ]),
  link(center, 'finops', 'skill', 50, [
    'Cloud cost reviews',
    'Revisiones del coste de la nube',
    'Revues des coûts cloud',
  ]),
  link(center, 'carbon-accounting', 'skill', 60, [
    'Portfolio and cloud emissions',
    'Emisiones de carteras y de la nube',
    'Émissions des portefeuilles et du cloud',
  ]),
  link(center, 'open-data', 'skill', 40, ['Open publishing', 'Publicación abierta', 'Publication ouverte']),
  link(center, 'stakeholder-engagement', 'skill', 80, [
    'Every engagement',
    'En cada encargo',
    'Dans chaque mission',
  ]),
  link('ai-strategy', 'ai-use-case-inventory-workbench', 'skill', 60, [
    'Use-case scoring',
    'Puntuación de casos de uso',
    'Notation des cas d’usage',
  ]),
  link('generative-ai', 'foia-request-triage', 'skill', 70, [
    'Request classification',
    'Clasificación de solicitudes',
    'Classification des demandes',
  ]),
  link('generative-ai', 'grantbrief-application-summarizer', 'skill', 70, [
    'Application summaries',
    'Resúmenes de solicitudes',
    'Synthèses des demandes',
  ]),
  link('ai-governance', 'ai-use-case-inventory-workbench', 'skill', 80, [
    'Rights- and safety-impact screening',
    'Evaluación del impacto en derechos y seguridad',
    'Évaluation de l’impact sur les droits et la sécurité',
  ]),
  link('ai-governance', 'foia-request-triage', 'skill', 50, [
    'Human review of every suggestion',
    'Revisión humana de cada propuesta',
    'Relecture humaine de chaque suggestion',
  ]),
  link('data-analytics', 'fleet-electrification-planning-model', 'skill', 60, [
    'Duty-cycle analysis',
    'Análisis de ciclos de uso',
    'Analyse des cycles d’usage',
  ]),
  link('data-analytics', 'open-service-data-portal', 'skill', 40, [
    'Service statistics',
    'Estadísticas de servicios',
    'Statistiques des services',
  ]),
  link('cloud-architecture', 'cloud-carbon-and-cost-dashboard', 'skill', 60, [
    'Workload tagging across two clouds',
    'Etiquetado de cargas de trabajo en dos nubes',
    'Étiquetage des charges de travail sur deux clouds',
  ]),
  link('fedramp', 'fedramp-continuous-monitoring-dashboard', 'skill', 90, [
    'Continuous monitoring',
    'Supervisión continua',
    'Surveillance continue',
  ]),
  link('fisma-and-ato', 'fedramp-continuous-monitoring-dashboard', 'skill', 60, [
    'NIST SP 800-53 control tracking',
    'Seguimiento de los controles NIST SP 800-53',
    'Suivi des mesures NIST SP 800-53',
  ]),
  link('zero-trust', 'phased-zero-trust-migration', 'skill', 90, [
    'Identity-aware access',
    'Acceso basado en la identidad',
    'Accès fondé sur l’identité',
  ]),
  link('security-awareness', 'phishing-resilience-program', 'skill', 80, [
    'Micro-lessons at the moment of a click',
    'Microlecciones en el momento del clic',
    'Micro-leçons au moment du clic',
  ]),
  link('section-508', 'section-508-remediation-program', 'skill', 90, [
    'Release gate',
    'Condición de publicación',
    'Condition de mise en production',
  ]),
  link('human-centered-design', 'benefits-eligibility-wizard', 'skill', 70, [
    'Research with residents',
    'Investigación con los residentes',
    'Recherche avec les habitants',
  ]),
  link('human-centered-design', 'pulse-wellbeing-check-in', 'skill', 60, [
    'Designed with staff and unions',
    'Diseñado con el personal y los sindicatos',
    'Conçu avec les équipes et les syndicats',
  ]),
  link('plain-language', 'benefits-eligibility-wizard', 'skill', 80, [
    'Question flow rewrite',
    'Reescritura del recorrido de preguntas',
    'Réécriture du parcours de questions',
  ]),
  link('change-management', 'phased-zero-trust-migration', 'skill', 50, [
    'Staff onboarding to MFA',
    'Incorporación del personal a la MFA',
    'Accompagnement des équipes vers la MFA',
  ]),
  link('program-management', 'portfolio-governance-model', 'skill', 80, [
    'Weekly cadence',
    'Ritmo semanal',
    'Rythme hebdomadaire',
  ]),
  link('it-portfolio-governance', 'portfolio-governance-model', 'skill', 90, [
    'Single risk register',
    'Registro único de riesgos',
    'Registre des risques unique',
  ]),
  link('enterprise-architecture', 'open-service-data-portal', 'skill', 50, [
    'Capability model',
    'Modelo de capacidades',
    'Carte des capacités',
  ]),
  link('change-management', 'grant-intake-redesign', 'skill', 50, [
    'New intake rolled out with program staff',
    'Nueva admisión desplegada con el personal del programa',
    'Nouveau circuit déployé avec les équipes du programme',
  ]),
  link('finops', 'cloud-carbon-and-cost-dashboard', 'skill', 80, [
    'Spend per workload',
    'Gasto por carga de trabajo',
    'Dépenses par charge de travail',
  ]),
  link('carbon-accounting', 'grant-portfolio-carbon-accounting', 'skill', 90, [
    'GHG Protocol methods',
    'Métodos del GHG Protocol',
    'Méthodes du GHG Protocol',
  ]),
  link('carbon-accounting', 'cloud-carbon-and-cost-dashboard', 'skill', 60, [
    'Emissions per workload',
    'Emisiones por carga de trabajo',
    'Émissions par charge de travail',
  ]),
  link('open-data', 'open-service-data-portal', 'skill', 80, [
    'Open publishing pipeline',
    'Flujo de publicación abierta',
    'Chaîne de publication ouverte',
  ]),
  link('stakeholder-engagement', 'pulse-wellbeing-check-in', 'skill', 50, [
    'Unions and privacy counsel',
    'Sindicatos y asesores de privacidad',
    'Syndicats et conseillers en protection des données',
  ]),
]
