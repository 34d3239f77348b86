import type { DemoContentTranslation } from './demo-translations.ts'

/** The demo content in French (vous, usage understood in France and in Canada). */
export const demoContentFr: DemoContentTranslation = {
  projects: {
    'ai-assisted-foia-request-triage': {
      title: 'Tri des demandes FOIA assisté par l’IA',
      description:
        'Un assistant de tri pour un bureau fédéral chargé des demandes d’accès à l’information (FOIA), qui classe les demandes entrantes selon leur complexité, repère les doublons et les quasi-doublons, et suggère les bureaux de programme appelés à répondre. Les analystes examinent chaque suggestion avant qu’elle ne s’applique, et les exemptions possibles sont signalées pour être appréciées par une personne, jamais appliquées automatiquement. Le projet pilote a ramené le délai moyen d’enregistrement de quatre jours à moins d’un, et a donné au bureau sa première prévision fiable de l’arriéré.',
    },
    'grantbrief-application-summarizer': {
      title: 'GrantBrief : synthèse des demandes de subvention',
      description:
        'Une chaîne de traitement documentaire qui extrait les budgets, les objectifs et les critères d’admissibilité des demandes de subvention et produit une note structurée de deux pages pour chaque comité d’évaluation. Chaque chiffre extrait renvoie à sa page dans le PDF d’origine, ce qui permet aux évaluateurs de le vérifier en quelques secondes. Un bailleur de fonds régional s’en est servi pour examiner un appel de 1\u202f200 demandes avec la même équipe que pour l’appel précédent, qui en comptait 700.',
    },
    'ai-use-case-inventory-workbench': {
      title: 'Outil d’inventaire des cas d’usage de l’IA',
      description:
        'Un registre léger qui aide une agence à recenser, noter et encadrer ses cas d’usage de l’IA en un seul endroit, au lieu de reconstituer chaque année un tableur dans l’urgence. L’enregistrement repère d’emblée les usages ayant une incidence sur les droits ou sur la sécurité, les responsables mettent à jour l’état d’avancement à mesure que le travail passe de l’exploration à la production, et l’inventaire annuel devient un simple export.',
    },
    'fedramp-continuous-monitoring-dashboard': {
      title: 'Tableau de bord de surveillance continue FedRAMP',
      description:
        'Un tableau de bord de surveillance continue pour un fournisseur de services cloud titulaire d’une autorisation FedRAMP Moderate. Il intègre les analyses de vulnérabilités mensuelles et les données du POA&M, suit les délais de correction selon la gravité et génère au format OSCAL les livrables destinés à l’agence qui délivre l’autorisation. Les constats en retard ont diminué de 70 pour cent au cours des deux premiers trimestres suivant la mise en service.',
    },
    'phased-zero-trust-migration': {
      title: 'Migration progressive vers le zero trust',
      description:
        'Une feuille de route et une migration zero trust pour une composante d’agence civile de 6\u202f000 personnes, menées application par application plutôt qu’en une seule bascule. Le programme a unifié la gestion des identités, fait passer tous les utilisateurs à privilèges à une authentification multifacteur résistante à l’hameçonnage et placé 80 applications derrière un accès fondé sur l’identité avant le retrait de l’ancien VPN.',
    },
    'phishing-resilience-program': {
      title: 'Programme de résilience face à l’hameçonnage',
      description:
        'Un programme d’un an de résilience face à l’hameçonnage pour un organisme national à but non lucratif, associant des simulations réalistes à des microformations de deux minutes proposées au moment même du clic. Les signalements de messages suspects ont triplé, et le taux de clic lors des campagnes simulées est passé de 19 à 4 pour cent.',
    },
    'section-508-accessibility-remediation-program': {
      title: 'Programme de mise en accessibilité Section 508',
      description:
        'Un programme de correction de l’accessibilité couvrant 40 applications destinées au public dans une agence fédérale de prestations. Des contrôles automatisés s’exécutent désormais à chaque pull request, une bibliothèque de composants partagée a remplacé une douzaine de widgets inaccessibles, et des personnes qui utilisent des technologies d’assistance testent chaque version majeure. Les défauts d’accessibilité graves non résolus sont passés de 1\u202f100 à moins de 60 en dix-huit mois.',
    },
    'pulse-employee-wellbeing-check-in': {
      title: 'Pulse : point hebdomadaire sur le bien-être du personnel',
      description:
        'Un point hebdomadaire sur le bien-être, en deux questions, destiné aux équipes réparties sur plusieurs sites, conçu dès le départ avec les syndicats et des juristes spécialisés en protection de la vie privée. Les gestionnaires ne voient que des résultats agrégés pour des groupes de huit personnes ou plus, et les membres du personnel qui signalent une semaine difficile se voient proposer des ressources de soutien en toute confidentialité. La participation est restée supérieure à 70 pour cent tout au long de la première année.',
    },
    'plain-language-benefits-eligibility-wizard': {
      title: 'Assistant d’admissibilité aux prestations en langage clair',
      description:
        'Un questionnaire d’admissibilité pensé d’abord pour le mobile, réalisé pour un organisme communautaire à but non lucratif, qui a remplacé un PDF de 14 pages par une courte série de questions en langage clair. Il fonctionne avec les lecteurs d’écran et en espagnol, et la plupart des résidents le remplissent en moins de cinq minutes.',
    },
    'grant-portfolio-carbon-accounting-tool': {
      title: 'Comptabilité carbone d’un portefeuille de subventions',
      description:
        'Un outil de comptabilité carbone qui estime les émissions associées au portefeuille de subventions d’une fondation, des déplacements et des locaux des bénéficiaires jusqu’aux chantiers financés. Il applique les méthodes du GHG Protocol aux données que les bénéficiaires déclarent déjà, affiche l’incertitude de chaque chiffre et permet aux chargés de programme de comparer les portefeuilles d’une année sur l’autre.',
    },
    'cloud-carbon-and-cost-dashboard': {
      title: 'Tableau de bord carbone et coûts du cloud',
      description:
        'Une vue FinOps mensuelle qui place les émissions estimées à côté des dépenses pour chaque charge de travail étiquetée, chez deux fournisseurs cloud. L’arrêt programmé des environnements hors production et le déplacement des traitements par lots vers des régions moins carbonées ont réduit l’empreinte de l’ensemble d’environ 31 pour cent et sa facture de 18 pour cent.',
    },
    'fleet-electrification-planning-model': {
      title: 'Modèle de planification de l’électrification d’un parc de véhicules',
      description:
        'Un modèle de planification qui a aidé une agence de transport d’un État à déterminer lesquels de ses 900 véhicules légers remplacer en priorité par des modèles électriques, en fonction des cycles d’utilisation, de la capacité de recharge de chaque dépôt et du coût total de possession. Le plan quinquennal qui en est issu a été intégré à la demande budgétaire de l’agence.',
    },
  },
  testimonials: {
    'Denise Okafor': {
      title: 'Directrice adjointe de programme',
      content:
        'Jordan a transformé une liste de souhaits sur deux ans en un plan de 90 jours que notre direction pouvait financer. Le premier projet pilote était en production avant la fin de l’exercice budgétaire, et nos évaluateurs ont eux-mêmes réclamé le suivant.',
    },
    'Marcus Lindqvist': {
      title: 'Responsable de la sécurité des systèmes d’information',
      content:
        'Notre programme zero trust s’était enlisé deux fois avant l’arrivée de Jordan. L’avancer application par application nous a permis de repartir sans faire perdre une seule journée au personnel soignant.',
    },
    'Priya Raman': {
      title: 'Directrice des services numériques',
      content:
        'Avec Jordan, l’accessibilité et le langage clair font désormais partie de notre façon de concevoir, et non d’une liste de contrôle en fin de projet. Les résidents remplissent aujourd’hui notre questionnaire d’admissibilité en quelques minutes au lieu de nous appeler à l’aide.',
    },
    'Thomas Beaumont': {
      title: 'Vice-président, architecture d’entreprise',
      content:
        'Le sprint de stratégie IA nous a donné en deux semaines un backlog priorisé et des responsables clairement désignés. Nous aurions aimé consacrer un peu plus de temps à l’évaluation des données, mais la feuille de route a bien tenu.',
    },
    'Angela Whitfield': {
      title: 'Responsable du programme Section 508',
      content:
        'En dix-huit mois, nous sommes passés de constats d’audit que nous redoutions à des versions dont nous sommes fiers. Jordan a réuni autour de la même table les ingénieurs, les testeurs et le bureau du programme.',
    },
  },
  blogPosts: {
    'leading-through-a-modernization-that-outlasts-you': {
      title: 'Diriger une modernisation qui vous survivra',
      excerpt:
        'Les grands programmes de modernisation durent souvent plus longtemps que les dirigeants qui les lancent. Voici comment en piloter un pour qu’il continue d’avancer après votre départ.',
      content: `Les grands programmes fédéraux de modernisation durent couramment plus longtemps que le mandat des dirigeants qui les lancent. Les personnes nommées pour des raisons politiques changent avec les administrations, les hauts fonctionnaires de carrière changent de poste, et les directeurs de programme sont promus ou recrutés ailleurs. Un chantier de sept ans visant à remplacer un système de prestations ou une plateforme financière peut connaître trois DSI et quatre directeurs de programme avant d’aboutir.

Les dirigeants placés dans cette situation font face à un défi inhabituel. Leur rôle n’est pas seulement de faire avancer le programme pendant leur mandat, mais de le laisser en état de se poursuivre sans eux. Cela suppose d’autres priorités que celles qui sont récompensées sur un seul cycle d’évaluation.

## Rendre le programme lisible

Le premier devoir est de rendre le programme compréhensible pour quelqu’un qui arrive sans aucun contexte. Les nouveaux dirigeants héritent d’un programme à travers ses documents, ses tableaux de bord et les personnes qui restent. Si la justification des décisions clés n’existe que dans la mémoire d’un dirigeant sur le départ, son successeur rouvrira ces décisions, et des mois seront perdus à rediscuter de questions tranchées.

- Tenez un court registre des décisions : ce qui a été décidé, les options envisagées et les raisons du choix
- Tenez à jour une synthèse du programme d’une page, qu’un nouveau secrétaire adjoint pourrait lire dès son premier jour
- Veillez à ce que les données de coût, de calendrier et de périmètre proviennent des systèmes de référence, et non du tableur personnel de quelqu’un

## Livrer par incréments qui tiennent seuls

La meilleure protection contre l’annulation ou la réorientation d’un programme après un changement de direction, c’est un logiciel en service dont les gens dépendent. Un programme qui a déjà retiré deux modules anciens et migré la moitié de ses utilisateurs est bien plus difficile à arrêter qu’un programme qui a passé trois ans sur les exigences et la conception.

Structurez la feuille de route pour que chaque version apporte de la valeur même si le programme s’arrêtait le lendemain. C’est une bonne pratique pour tout programme. Pour un programme long, c’est aussi une assurance.

## Préparer la relève

Les dirigeants qui préparent leur succession investissent beaucoup dans les personnes qui resteront. Cela veut dire donner au personnel de carrière un vrai pouvoir de décision au lieu de faire remonter chaque choix, associer les prestataires à des agents fédéraux pour que les connaissances soient transférées à l’administration, et s’assurer que le responsable produit, l’architecte principal et le représentant de l’agent des contrats disposent chacun d’un adjoint compétent.

Cela veut dire aussi résister à la tentation de devenir le point de défaillance unique du programme. Si chaque réunion importante exige votre présence, le programme s’arrêtera la semaine de votre départ.

## Protéger le récit de la mission

Tout programme long a besoin d’un récit clair sur les raisons pour lesquelles il compte, raconté à partir des personnes qu’il sert plutôt que de la technologie qu’il utilise. Des anciens combattants qui attendent une décision sur leur demande, des petites entreprises qui attendent l’approbation d’un prêt, des familles qui attendent leurs prestations : ce récit résiste bien mieux aux changements de direction qu’un schéma d’architecture. Les nouveaux dirigeants adoptent les programmes dont ils peuvent expliquer la raison d’être à leur propre hiérarchie en une phrase.

> Vous ne serez probablement plus là au lancement. Dirigez comme si la personne qui y sera allait juger votre travail à la façon dont vous lui avez facilité la tâche.

## Organiser la transition avec soin

Quand vous savez que vous partez, traitez la passation comme un livrable. Rédigez une note de transition honnête sur ce qui fonctionne, ce qui est à risque, les engagements en suspens et les relations qui comptent. Présentez en personne votre successeur aux principales parties prenantes chaque fois que vous le pouvez, y compris aux équipes chargées des crédits budgétaires et à celles de l’inspecteur général. Résistez à l’envie de prendre, dans vos dernières semaines, de grandes décisions irréversibles avec lesquelles votre successeur devra composer.

## Une mesure de la réussite

Une bonne manière de juger votre passage à la tête d’un programme long consiste à se poser trois questions un an après votre départ :

- Les versions suivantes ont-elles été livrées à peu près selon le calendrier que vous aviez laissé ?
- Votre successeur a-t-il conservé vos grandes décisions, parce que leurs raisons étaient claires ?
- Les personnes que vous avez fait progresser dirigent-elles aujourd’hui des parties du programme ?

Si les réponses sont oui, vous avez bien dirigé le programme, quel que soit le nom qui figure sur l’annonce du lancement.`,
    },
    'fitara-scorecards-as-a-management-tool': {
      title: 'Le bulletin FITARA comme outil de gestion',
      excerpt:
        'La plupart des agences traitent le bulletin FITARA comme un carnet de notes qu’il faut justifier. Lu à rebours, c’est l’un des instruments de gestion les plus utiles dont dispose un DSI.',
      content: `Deux fois par an, les DSI des agences reçoivent une note sur le bulletin FITARA de la commission de contrôle de la Chambre des représentants, et deux fois par an, le même cycle prévisible se répète. Une note baisse, une réunion d’information est organisée, on demande à quelqu’un d’expliquer cette baisse, et une petite équipe passe quelques semaines à travailler l’indicateur en cause jusqu’au bulletin suivant. Puis l’attention se porte ailleurs.

Ce cycle traite le bulletin comme un carnet de notes. Il est bien plus utile comme tableau de bord. Les catégories qu’il a mesurées au fil des ans, notamment l’autorité du DSI, le développement incrémental, la cybersécurité, les licences logicielles et l’abandon des anciens contrats de télécommunications, donnent une bonne indication de la rigueur avec laquelle une organisation informatique est gérée. Bien utilisées, elles offrent au DSI un vocabulaire commun avec le secrétaire adjoint, le directeur financier et les bureaux de programme.

## Lire la note à rebours

Une note est un indicateur retardé, calculé à partir de données transmises des mois plus tôt. Lorsqu’elle est publiée, les comportements qui l’expliquent ont déjà eu lieu. La démarche utile consiste à remonter de chaque catégorie jusqu’au processus interne qui la produit, et à se demander qui en est responsable aujourd’hui.

- **L’autorité du DSI** dépend de la question de savoir si le DSI examine réellement les dépenses informatiques lors de la préparation du budget et des acquisitions majeures, au lieu de se contenter de signer l’attestation
- **Le développement incrémental** dépend de la façon dont les programmes planifient leurs versions et de l’exigence des instances de gouvernance de voir un logiciel fonctionnel tous les six mois
- **Les licences logicielles** dépendent de l’existence d’un inventaire des droits d’utilisation, tenu à jour et comparé à l’usage réel
- **La cybersécurité** dépend des indicateurs FISMA de l’agence et de la rapidité avec laquelle les constats sont clos

Dès que chaque catégorie a un responsable de processus nommément désigné, le bulletin cesse d’être le problème du seul DSI et devient un portefeuille d’améliorations de gestion aux responsabilités claires.

## Établir un bulletin interne trimestriel

N’attendez pas que le Congrès vous dise où vous en êtes. Reproduisez la méthode de notation en interne, avec vos propres données à jour, et appliquez-la chaque trimestre. La première fois demande quelques jours, les suivantes quelques heures. Vous y gagnez deux avantages : vous voyez la tendance avant quiconque à l’extérieur, et vous pouvez décomposer le chiffre global de l’agence par bureau ou par composante, là où l’amélioration se produit réellement.

Je recommande de présenter ce bulletin interne au comité d’examen des investissements qui suit les grands programmes. Les mettre côte à côte rend le lien évident. Le programme qui a dix-huit mois de retard sans aucune fonctionnalité livrée est aussi la raison pour laquelle la note de développement incrémental est un C.

## Choisir une catégorie par cycle

Vouloir améliorer toutes les catégories à la fois revient généralement à n’en améliorer aucune. Choisissez celle où un changement de gestion réaliste peut faire évoluer la note en deux cycles de notation, financez-le et rendez l’amélioration durable. Les licences logicielles sont souvent la meilleure première cible, car le travail, un inventaire des licences et un plan de rationalisation, produit aussi des économies qui peuvent financer l’amélioration suivante.

> Une note améliorée en manipulant un indicateur finira par baisser à nouveau. Une note améliorée en changeant la façon dont les décisions sont prises a tendance à se maintenir.

## S’en servir pour renforcer la position du DSI

L’usage le plus précieux du bulletin n’est pas la note, mais la conversation qu’il rend possible. La catégorie de l’autorité du DSI, en particulier, donne au DSI une raison externe et transpartisane de demander une vraie place dans la préparation du budget, la planification des acquisitions et les décisions relatives au personnel informatique. Bien formulé, le message adressé à la direction de l’agence n’est pas que l’informatique veut plus de contrôle. C’est que le Congrès évalue l’agence sur la coordination de ses dépenses informatiques, et que voici le changement de processus précis qui permettrait de le démontrer.

## Que faire ce trimestre

- Associez chaque catégorie du bulletin à un processus interne et à un responsable nommément désigné
- Reconstituez la méthode de notation avec vos propres données à jour et présentez-la en interne
- Choisissez une catégorie à faire progresser au cours des deux prochains cycles et financez le changement
- Présentez le bulletin interne à votre comité d’examen des investissements chaque trimestre

Les agences qui traitent FITARA comme un exercice de conformité consacrent le même effort à chaque cycle et n’en retirent que peu de valeur. Celles qui le traitent comme un outil de gestion fournissent cet effort une fois et en conservent le bénéfice.`,
    },
    'zero-trust-without-a-big-bang': {
      title: 'Le zero trust sans big bang',
      excerpt:
        'Les programmes zero trust échouent rarement à cause de l’architecture ; ils échouent à cause de l’ordonnancement. Une suite de petites étapes réversibles l’emporte toujours sur une bascule en un jour.',
      content: `Les programmes zero trust échouent d’une manière bien particulière. Une agence publie une architecture ambitieuse, achète une grande plateforme, planifie une bascule, et découvre dix-huit mois plus tard que la moitié de ses applications ne peuvent pas s’authentifier par la nouvelle infrastructure, que le centre de services est débordé et que l’ancien VPN fonctionne toujours parce que trop de choses en dépendent. L’architecture était solide. L’ordonnancement ne l’était pas.

Une meilleure approche traite le zero trust comme une suite de petites étapes réversibles, dont chacune réduit le risque à elle seule. Aucune n’exige de jour J.

## Commencer par l’identité, car tout en dépend

Tous les modèles zero trust placent l’identité au centre, et pour cause : chaque contrôle ultérieur décide en fonction de l’identité de l’utilisateur et de la solidité avec laquelle il l’a prouvée. Avant de toucher aux réseaux ou aux applications, réglez correctement trois points :

- Un fournisseur d’identité unique faisant autorité pour l’ensemble du personnel, avec lequel les anciens annuaires sont synchronisés au lieu de lui faire concurrence
- **Une authentification multifacteur résistante à l’hameçonnage** (PIV, CAC ou clés de sécurité FIDO2), d’abord pour les utilisateurs à privilèges, puis pour tous
- Un inventaire propre et à jour de qui a accès à quoi, avec une revue périodique qui retire effectivement des accès

Cette phase n’a rien de spectaculaire, et c’est là que se joue l’essentiel de la réduction du risque. Les identifiants volés restent le premier vecteur d’accès initial dans les rapports d’incident que j’examine.

## Migrer les applications une à une

Plutôt que de migrer tout le réseau, placez les applications une à une derrière un accès fondé sur l’identité. Commencez par une application web dotée d’un responsable motivé, d’une base d’utilisateurs modeste et compatible avec l’authentification moderne. Faites passer l’accès par le nouveau point d’application des politiques, laissez l’ancien chemin ouvert pendant une période définie, mesurez l’effet sur le centre de services, puis fermez l’ancien chemin.

Chaque application migrée vous apprend quelque chose : quels groupes d’utilisateurs ont des configurations de postes inhabituelles, quels prestataires ont besoin d’un parcours d’inscription différent, où les journaux du moteur de politiques manquent de détails. À la dixième application, le processus est devenu routinier. À la cinquantième, les utilisateurs restants du VPN sont assez peu nombreux pour qu’on puisse le retirer.

### Ordonner selon le risque et le degré de préparation

Classez le backlog en combinant deux notes. Le risque tient compte de la sensibilité des données et de l’exposition de l’application. Le degré de préparation tient compte de sa compatibilité avec l’authentification moderne, de l’existence d’un responsable qui décroche le téléphone et du fait que quelqu’un y a touché ou non au cours des cinq dernières années. Les applications à risque élevé et bien préparées passent en premier. Les applications à risque élevé et mal préparées reçoivent un plan de modernisation ou une mesure compensatoire, comme un courtier d’accès isolé.

## Observer avant d’imposer

Toute nouvelle politique devrait fonctionner en mode surveillance avant de passer en mode blocage. Les contrôles de conformité des postes, les règles de localisation et les limites de session paraissent raisonnables au tableau blanc et se comportent de façon surprenante en production. Deux à quatre semaines de journaux montreront quelles règles auraient bloqué un travail légitime, et vous permettront de corriger la règle ou le poste avant que quiconque ne perde son accès.

Vous disposez ainsi des données pour rendre compte honnêtement des progrès. Le nombre d’applications placées derrière un accès fondé sur l’identité, la part des utilisateurs dotés d’une authentification résistante à l’hameçonnage et le nombre de sessions hebdomadaires sur l’ancien VPN sont des mesures bien plus parlantes que le pourcentage d’un schéma d’architecture déjà acheté.

> Le zero trust est un cap, pas un produit que l’on installe. Mesurez le chemin parcouru, pas le montant dépensé.

## Garder les chantiers réseau restreints et ciblés

La microsegmentation est précieuse, mais c’est aussi là que les programmes s’enlisent. Au lieu de segmenter tout le centre de données, commencez par les actifs essentiels : les systèmes dont la compromission constituerait un incident majeur à déclarer. Segmentez-les, observez les flux et élargissez à partir de là.

## Une première année réaliste

Pour une composante d’agence de taille moyenne, une première année réaliste ressemble à ceci :

- **Premier trimestre :** unifier la gestion des identités et inscrire les utilisateurs à privilèges à une authentification multifacteur résistante à l’hameçonnage
- **Deuxième trimestre :** placer les dix premières applications derrière un accès fondé sur l’identité et commencer à surveiller la conformité des postes
- **Troisième trimestre :** étendre l’authentification résistante à l’hameçonnage à tout le personnel et migrer les trente applications suivantes
- **Quatrième trimestre :** segmenter les systèmes les plus sensibles et publier une date de retrait du VPN étayée par des données

Aucune de ces étapes n’est spectaculaire. Ensemble, elles réduisent l’exposition de l’agence davantage que n’importe quelle bascule unique, et chacune laisse l’organisation mieux protégée même si l’étape suivante prend du retard.`,
    },
    'measuring-the-carbon-cost-of-your-cloud-estate': {
      title: 'Mesurer le coût carbone de votre parc cloud',
      excerpt:
        'Vous savez au dollar près ce que coûte votre parc cloud, mais sans doute pas ce qu’il émet. Une première estimation crédible ne demande que les données de facturation dont vous disposez déjà.',
      content: `La plupart des organisations qui sont passées au cloud peuvent vous dire au dollar près ce qu’elles y dépensent. Très peu peuvent vous dire ce qu’émet leur parc cloud. Cet écart se réduit, sous l’effet des obligations de déclaration en matière de durabilité, des questions posées par les clients et les bailleurs de fonds lors des achats, et de la prise de conscience croissante qu’une puissance de calcul gaspillée est à la fois de l’argent et de l’énergie gaspillés.

La bonne nouvelle, c’est que vous n’avez besoin ni d’une nouvelle équipe ni d’une nouvelle plateforme pour obtenir une première mesure crédible. Il vous faut une méthode, les données dont vous disposez déjà, et une idée claire de ce que les chiffres peuvent et ne peuvent pas vous dire.

## Savoir ce que couvrent les tableaux de bord des fournisseurs

Les trois grands fournisseurs cloud publient désormais des outils d’empreinte carbone pour leurs clients. Ils constituent un point de départ raisonnable, et ils ont de réelles limites :

- Ils sont publiés avec un décalage, souvent d’un à trois mois
- Les méthodes diffèrent d’un fournisseur à l’autre, si bien qu’un total multicloud n’est pas une simple addition
- Certains ne déclarent que les émissions fondées sur le marché, qui reflètent les achats d’énergie renouvelable, et non les émissions fondées sur la localisation, qui reflètent le réseau électrique où la charge de travail s’exécute réellement
- La prise en compte du carbone intrinsèque du matériel varie et repose généralement sur des estimations

Utilisez-les, mais notez la méthode employée par chacun et présentez-les séparément tant que vous ne pouvez pas les rapprocher.

## Bâtir une estimation simple à partir de la facturation

Pour obtenir une vue cohérente d’un fournisseur à l’autre, et pour les charges de travail que les tableaux de bord détaillent mal, estimez les émissions à partir des données d’utilisation que vous collectez déjà. La méthode est simple :

- Prenez dans votre export de facturation les heures de calcul par famille d’instances et par région, le stockage par niveau et par région, et les transferts réseau
- Convertissez l’utilisation en énergie estimée à l’aide des coefficients publiés pour chaque type de ressource
- Appliquez un facteur d’efficacité du centre de données propre au fournisseur
- Multipliez par l’intensité carbone du réseau électrique de chaque région

Des outils open source appliquent exactement cette approche et peuvent traiter un export de facturation standard en un après-midi. Le résultat est une estimation, pas une mesure, mais elle est cohérente, reproductible et assez fine pour agir.

Si votre export de facturation se trouve déjà dans une base de données, une première passe tient en une requête. Elle suppose une table de coefficients énergétiques par \`usage_type\` et une table d’intensité carbone du réseau par \`region\` :

\`\`\`sql
-- Kilogrammes de CO2e estimés par service, dernier mois complet
SELECT b.service,
       ROUND(SUM(b.usage_quantity * c.kwh_per_unit * c.pue * g.kg_co2e_per_kwh), 1) AS kg_co2e
FROM billing_export AS b
JOIN energy_coefficients AS c ON c.usage_type = b.usage_type
JOIN grid_intensity AS g ON g.region = b.region
WHERE b.usage_date >= DATE '2026-01-01'
  AND b.usage_date < DATE '2026-02-01'
GROUP BY b.service
ORDER BY kg_co2e DESC;
\`\`\`

![Diagramme en barres des émissions estimées sur un mois : calcul 4,2 tonnes de CO2e, stockage 1,6, bases de données gérées 1,1, transfert de données 0,6, analytique 0,4](/images/articles/cloud-carbon-by-service.fr.svg)
*Pour le parc d’une agence de taille moyenne, le calcul représente généralement l’essentiel de l’empreinte : c’est là qu’il faut regarder en premier.*

## Repérer les trois leviers qui comptent

Une fois la référence établie, un petit nombre de changements explique généralement l’essentiel de la réduction.

### Ressources inactives et surdimensionnées

Les environnements de développement et de test qui tournent jour et nuit, les instances dimensionnées pour un pic qui n’arrive jamais et le stockage que personne n’a consulté depuis des années sont la première source de gaspillage dans presque tous les parcs que j’examine. Programmer l’arrêt des environnements hors production en dehors des heures de travail réduit souvent leur empreinte et leur coût de plus de moitié.

### Le choix de la région

L’intensité carbone du réseau électrique varie énormément d’une région à l’autre. Pour les charges de travail sans contrainte de résidence des données ni de latence, comme l’analytique par lots, l’entraînement de modèles et les sauvegardes, choisir une région moins carbonée peut réduire sensiblement les émissions sans coût supplémentaire.

L’écart est assez grand pour compter. Moyennes annuelles indicatives, arrondies ; utilisez les chiffres publiés par votre fournisseur :

| Région | Intensité du réseau (g CO2e/kWh) | Adaptée à |
|---|--:|---|
| Nord-Ouest Pacifique | 100 | Analytique par lots, entraînement de modèles, sauvegardes |
| Virginie du Nord | 350 | Charges sensibles à la latence et charges FedRAMP |
| Centre des États-Unis | 450 | Uniquement ce qui doit y tourner |

### L’architecture

Les services managés et serverless fonctionnent généralement avec un taux d’utilisation plus élevé que les machines virtuelles gérées en interne : y transférer les charges de travail qui s’y prêtent tend donc à réduire l’énergie consommée par unité de travail. C’est un levier de plus long terme, à actionner de préférence lorsque les systèmes doivent de toute façon être modernisés.

## Présenter le carbone à côté des coûts

Les rapports les plus efficaces que j’aie vus placent le carbone à côté des dépenses, dans la même revue FinOps mensuelle. Les ingénieurs réagissent déjà aux données de coût, et montrer **les deux chiffres pour la même ressource** justifie doublement un changement. Avec le temps, ajoutez une mesure d’intensité, comme les émissions par transaction ou par utilisateur actif, afin que la croissance de l’activité ne masque pas les gains d’efficacité.

> Si vous pouvez étiqueter une ressource pour répartir les coûts, vous pouvez l’étiqueter pour répartir le carbone. Utilisez les mêmes étiquettes et les mêmes responsables.

## Être honnête sur l’incertitude

Tout chiffre carbone lié au cloud comporte une incertitude importante, et en exagérer la précision nuit à la confiance. Indiquez dans chaque rapport la méthode, les sources de données et les lacunes connues. Une estimation crédible assortie de réserves claires est bien plus utile à la direction, et aux auditeurs, qu’un chiffre d’apparence précise que personne ne sait expliquer.

Commencez par l’export de facturation du dernier trimestre. En un mois, vous pouvez disposer d’une référence, d’une courte liste de réductions et d’une habitude de suivi qui tiendra à mesure que les exigences se renforceront.`,
    },
    'writing-an-ai-use-case-inventory-your-agency-can-act-on': {
      title: 'Un inventaire des cas d’usage de l’IA dont votre agence peut vraiment se servir',
      excerpt:
        'La plupart des inventaires de cas d’usage de l’IA répondent à une demande de données, puis restent lettre morte. Avec moins de champs, mieux choisis, et une notation simple, le même effort donne à la direction un portefeuille qu’elle peut financer et encadrer.',
      content: `# Un inventaire est un outil de décision, pas une formalité de conformité

La plupart des agences tiennent aujourd’hui un inventaire de leurs cas d’usage de l’IA parce qu’elles y sont tenues. Bien moins nombreuses sont celles qui s’en servent pour décider quoi que ce soit. L’inventaire type est un tableur constitué dans l’urgence en deux semaines avant une échéance de déclaration, avec une ligne pour chaque idée évoquée par quelqu’un, une description en texte libre et une colonne d’état qui indique « en exploration » pour presque tout. Il répond à la demande de données, puis reste lettre morte jusqu’à la suivante.

Il n’a pas à en être ainsi. Le même effort, organisé autrement, donne à la direction un portefeuille hiérarchisé qu’elle peut financer, doter en personnel et encadrer. Voici la structure que j’utilise avec les bureaux de programme.

## Partir de la décision, pas du modèle de document

Avant de recueillir la moindre ligne, notez les décisions que l’inventaire doit éclairer au cours des deux prochains trimestres. Dans la plupart des agences, ce sont les trois mêmes :

- Quels cas d’usage reçoivent des crédits et du personnel cet exercice
- Quels cas d’usage ont une incidence sur les droits ou sur la sécurité et exigent un examen supplémentaire avant leur déploiement
- Quels contrats ou outils existants comportent déjà des fonctions d’IA que personne n’a évaluées

Chaque champ ajouté doit servir l’une de ces décisions. Sinon, laissez-le de côté. Un inventaire plus court et tenu à jour vaut mieux qu’un inventaire exhaustif périmé dès le printemps.

## Les champs qui comptent

### Problème et responsable

Décrivez le problème métier en une phrase, avec les mots du programme lui-même, et désignez **un responsable unique** de niveau GS-14 ou GS-15. Pas une équipe, pas un bureau : une personne. Les cas d’usage sans responsable sont des idées, et ils ont leur place dans un backlog distinct.

### Données et degré de préparation

Indiquez où se trouvent les données, qui en a la charge, si elles contiennent des données personnelles (PII) ou des informations non classifiées contrôlées (CUI), et si elles ont déjà été utilisées en dehors de leur système d’origine. C’est la colonne qui écarte le plus souvent un cas d’usage, et il coûte bien moins cher de l’apprendre à l’enregistrement qu’au bout de trois mois de projet pilote.

### Classification de l’incidence

#### Repérage des usages ayant une incidence sur les droits ou la sécurité

Posez les questions de repérage dès l’enregistrement, et non au moment du déploiement. Le résultat influence-t-il une décision relative à une prestation, une enquête, une détermination d’admissibilité ou l’emploi d’une personne ? Si la réponse est oui ou peut-être, signalez-le dès maintenant, afin que les pratiques minimales (analyse d’impact, essais en situation, contrôle humain, information des personnes et voie de recours) soient planifiées et budgétées dès le départ au lieu d’être découvertes comme autant d’obstacles.

#### IA intégrée et IA des fournisseurs

Ajoutez une colonne pour l’IA arrivée avec un produit plutôt qu’avec un projet : la fonction de synthèse de votre plateforme de gestion des dossiers, le modèle de tri de votre outil de centre de services. Ce sont souvent les usages les plus volumineux de l’agence, et les moins examinés.

Avec ces seuls champs, une entrée tient sur un écran. Voici comment se lit un pilote de tri dans le registre :

\`\`\`yaml
id: FOIA-007
problem: Les demandes attendent quatre jours avant d’être enregistrées et orientées
owner: Responsable adjoint FOIA (GS-15)
data:
  source: Système de gestion des dossiers FOIA
  contains: [PII]
  steward: Bureau de la protection de la vie privée
impact: rights-impacting  # influe sur le traitement d’une demande
stage: pilot
value_hours_per_year: 3000-5000
\`\`\`

## Noter pour que la direction puisse hiérarchiser

Une liste ne devient un portefeuille qu’une fois ordonnée. J’utilise une notation simple sur deux axes, qu’un comité de pilotage peut débattre en une heure :

- **Valeur :** heures rendues au personnel, arriéré réduit, erreurs évitées ou attente du public raccourcie, estimée sous forme de fourchette plutôt que de valeur unique
- **Faisabilité :** degré de préparation des données, responsable disponible, voie d’acquisition et niveau d’examen de gouvernance qu’exige la classification de l’incidence

Représentez les résultats sur un graphique et la conversation change. Au lieu de se demander si l’IA est une bonne idée, le groupe se demande si le projet pilote de tri des demandes FOIA rend vraiment 4\u202f000 heures de travail par an, ce qui est un débat bien plus productif.

Une première passe sur trois entrées pourrait donner :

| Cas d’usage | Valeur | Faisabilité | Décision |
|---|:-:|:-:|---|
| Tri des demandes FOIA | Élevée | Élevée | Financer le pilote |
| Synthèses de demandes de subvention | Élevée | Moyenne | Régler d’abord le partage des données |
| Chatbot sur les prestations | Moyenne | Faible | Retour à la liste d’attente |

> Le but de l’inventaire n’est pas de prouver que l’agence fait de l’IA. Il est de montrer quels travaux d’IA valent la peine d’être entrepris ensuite, et ce qu’il faudra pour les mener de façon responsable.

## Le faire vivre

Un inventaire mis à jour une fois par an n’est qu’un instantané. Faites-en un registre vivant grâce à trois habitudes :

- Passez en revue les dix premières entrées chaque mois lors d’une réunion de gouvernance existante, et non d’une nouvelle
- Exigez un changement d’état daté chaque fois qu’un cas d’usage passe de l’exploration au projet pilote puis à la production, ou qu’il est abandonné
- Reliez l’enregistrement aux achats, de sorte que toute demande d’achat mentionnant l’IA, l’apprentissage automatique ou l’automatisation crée une entrée provisoire dans l’inventaire

## À quoi ressemble la réussite après un trimestre

Quand la démarche fonctionne, le responsable de l’IA peut répondre sur une seule page à quatre questions : ce que nous construisons, ce que nous achetons, ce qui présente un risque élevé et comment nous le gérons, ce que nous avons cessé de faire et pourquoi. La demande de données annuelle devient un simple export plutôt qu’un exercice d’urgence, et les directeurs de programme commencent à apporter leurs idées à l’inventaire parce qu’il mène au financement, et non parce qu’il s’agit d’une corvée de déclaration.

Si votre inventaire actuel est un tableur que personne n’ouvre, vous n’avez pas besoin d’un nouvel outil. Il vous faut un objectif plus clair, des champs moins nombreux et mieux choisis, et une réunion mensuelle qui l’examine vraiment.`,
    },
    'section-508-is-a-product-quality-bar': {
      title: 'La Section 508 est une exigence de qualité du produit',
      excerpt:
        'Traiter l’accessibilité comme un contrôle de conformité en fin de projet la rend coûteuse et définitive. Traitez-la plutôt comme la sécurité et la performance : une exigence de qualité que chaque récit utilisateur doit respecter.',
      content: `Dans de nombreuses agences, la conformité à la Section 508 intervient encore à la fin. Un système est construit, une équipe de test ou un prestataire externe réalise un audit peu avant la mise en service, une longue liste de défauts revient, et le programme négocie lesquels corriger et lesquels documenter comme problèmes connus. La mise en service a lieu, le backlog d’accessibilité s’allonge, et les personnes qui dépendent des technologies d’assistance en subissent les conséquences.

Ce schéma traite l’accessibilité comme un contrôle de conformité. Elle fonctionne bien mieux, et coûte bien moins cher, lorsqu’on la traite pour ce qu’elle est réellement : une exigence de qualité du produit, au même titre que la sécurité et la performance.

## Pourquoi les tests tardifs coûtent cher

Les défauts d’accessibilité découverts à la fin coûtent cher pour la même raison que tout défaut tardif. Une étiquette de formulaire manquante se corrige en un instant pendant le développement, et devient étonnamment difficile à corriger une fois le composant utilisé sur deux cents écrans. Un sélecteur de date ou une grille de données sur mesure et inaccessibles peuvent devoir être entièrement remplacés. Les programmes qui testent tard constatent régulièrement que la solution la moins chère est une demande de dérogation, et c’est ainsi que les systèmes inaccessibles deviennent permanents.

## L’intégrer à la définition de « terminé »

Le changement le plus efficace est aussi le plus simple : aucun récit utilisateur n’est terminé tant qu’il ne respecte pas les critères d’accessibilité. En pratique, cela signifie :

- **Des contrôles automatisés dans le pipeline**, pour que chaque pull request lance un analyseur d’accessibilité et échoue en cas de nouvelle non-conformité
- **Des tests au clavier seul** par le développeur avant qu’un récit ne soit déclaré terminé
- **Des vérifications ponctuelles au lecteur d’écran** sur tout nouveau composant ou toute interaction complexe, avec au moins un lecteur d’écran sur ordinateur et un sur mobile
- **Des composants accessibles par défaut**, issus d’un système de design partagé, testé une fois et réutilisé partout

Les outils automatisés détectent peut-être entre un tiers et la moitié des problèmes réels. Ils sont nécessaires, pas suffisants. Le reste, par exemple savoir si l’ordre de lecture a du sens ou si un message d’erreur est seulement annoncé, exige une personne.

## Tester avec les personnes qui l’utilisent

Faites participer des personnes en situation de handicap aux tests d’utilisabilité, et rémunérez leur temps. Les personnes aveugles ou malvoyantes, celles qui naviguent au clavier ou à l’aide d’un contacteur, les personnes ayant un handicap cognitif, et les personnes sourdes ou malentendantes trouveront chacune des problèmes qu’une liste de contrôle de conformité ne voit pas. Un formulaire peut satisfaire toutes les règles automatisées et rester presque impossible à remplir avec un lecteur d’écran, parce que les consignes sont annoncées après les champs.

## La mesurer comme la qualité

Les programmes mesurent déjà la densité de défauts, la disponibilité et le temps de réponse. Ajoutez l’accessibilité au même tableau de bord :

- Les défauts d’accessibilité non résolus par gravité, et depuis combien de temps chacun est ouvert
- La part des pages ou des écrans qui passent les contrôles automatisés en production
- Le nombre de dérogations en vigueur et leurs dates de résolution prévues
- Les taux de réussite des tâches pour les utilisateurs de technologies d’assistance lors des séances d’utilisabilité

Lorsque ces chiffres figurent à côté des indicateurs de performance et de sécurité, les directeurs de programme commencent à traiter un défaut d’accessibilité grave comme ils traiteraient une faille de sécurité grave, parce qu’il représente le même type de risque pour la mission.

## Agir aussi du côté des achats

Une grande partie de ce que déploient les agences est achetée, et non développée. Exigez des fournisseurs un rapport de conformité en matière d’accessibilité (ACR) à jour, puis vérifiez-le. Demandez pendant l’évaluation une courte démonstration du parcours principal avec un lecteur d’écran. Inscrivez dans le contrat des délais de correction des défauts d’accessibilité, avec le même poids que les correctifs de sécurité.

> L’accessibilité n’est pas une fonctionnalité destinée à un petit groupe d’utilisateurs. Elle prouve que l’équipe sait construire un logiciel qui fonctionne.

## Par où commencer

Si votre programme teste aujourd’hui à la fin, commencez par trois mesures : ajoutez un analyseur automatisé au pipeline de build en mode avertissement, adoptez ou construisez une bibliothèque de composants testés pour les formulaires et la navigation, et organisez ce trimestre une séance d’utilisabilité avec des utilisateurs de technologies d’assistance. En quelques versions, l’audit de fin de projet cesse d’être une crise et devient la confirmation d’un travail que l’équipe a déjà accompli.`,
    },
    'what-a-2-week-ai-strategy-sprint-produces': {
      title: 'Ce que produit un sprint de stratégie IA de 2 semaines',
      excerpt:
        'Dix jours ouvrés, une organisation et un ensemble défini de livrables qu’une équipe peut commencer à mettre en œuvre dès le lundi suivant. Voici ce que livre le sprint, et ce qu’il laisse volontairement de côté.',
      content: `Les dirigeants demandent souvent ce qu’ils obtiennent concrètement à l’issue d’un sprint de stratégie IA de deux semaines. La question est légitime. Beaucoup de missions de stratégie se terminent par une présentation remplie de principes et de modèles de maturité dont personne ne peut rien faire. Un sprint est volontairement plus resserré : dix jours ouvrés, une organisation ou un programme, et un ensemble défini de livrables qu’une équipe peut commencer à mettre en œuvre dès le lundi suivant.

## Première semaine : comprendre le travail

La première semaine porte sur le travail lui-même, pas sur la technologie. Je la consacre à des entretiens structurés et à des séances de travail avec les personnes qui font le travail, celles qui les encadrent et celles qui sont responsables des données et des systèmes.

### Jours un et deux : lancement et découverte

Le sprint s’ouvre sur un atelier d’une demi-journée avec le commanditaire et les responsables de programme. Nous nous accordons sur le périmètre, sur les contraintes, comme le budget, les périmètres d’autorisation, les véhicules contractuels et les obligations en matière de relations sociales, et sur ce à quoi ressemble un bon résultat. Viennent ensuite huit à douze entretiens d’environ quarante-cinq minutes chacun, avec une même série de questions sur les volumes, les délais de traitement, les reprises et les irritants.

### Jours trois à cinq : cartographier et mesurer

Nous cartographions de bout en bout les trois à cinq processus les plus volumineux, nous comptons les transferts entre intervenants et nous estimons où passe le temps. Dans presque toutes les organisations, un petit nombre d’étapes (généralement l’enregistrement, le classement, la synthèse et la rédaction des réponses courantes) absorbe une part disproportionnée des heures du personnel. C’est sur ces étapes que l’IA apporte généralement une aide en premier.

## Deuxième semaine : décider et planifier

### Jours six et sept : générer et trier les cas d’usage

À partir des cartographies, nous dressons une longue liste de cas d’usage candidats, généralement trente à cinquante, que nous trions selon la valeur, la faisabilité, le degré de préparation des données et le risque. Tout ce qui prendrait une décision concernant une personne, ou l’influencerait sensiblement, est signalé pour un examen renforcé au lieu d’être discrètement écarté.

### Jours huit à dix : feuille de route et restitution

Les derniers jours produisent les livrables et une restitution au commanditaire et à l’équipe de direction. Cette restitution est une séance de travail, pas une présentation : l’objectif est de sortir de la salle avec les premiers projets pilotes choisis et leurs responsables désignés.

## Les livrables

À la fin du sprint, l’organisation dispose :

- **D’un backlog priorisé** de dix à quinze cas d’usage, chacun avec un énoncé du problème, un responsable, une estimation de la valeur, une évaluation des données et une classification du risque
- **D’une feuille de route à 90 jours** couvrant les deux ou trois premiers projets pilotes : qui doit être affecté, ce qu’il faut acheter et quels examens de gouvernance doivent avoir lieu avant le lancement
- **De gains rapides** réalisables avec des outils pour lesquels l’organisation dispose déjà de licences, souvent les fonctions d’IA des plateformes de productivité et de gestion des dossiers existantes
- **D’un kit de démarrage pour la gouvernance** : un formulaire d’enregistrement, une liste de contrôle pour le repérage des risques et un processus d’examen léger, adapté à la taille de l’organisation
- **D’une synthèse pour la direction** de deux pages, qu’un secrétaire adjoint ou la présidence d’un conseil d’administration peut lire en cinq minutes

## Ce qu’un sprint ne produit pas

Il est tout aussi important d’être clair sur ce que le sprint laisse de côté. Il ne produit ni système en production, ni choix de fournisseur, ni stratégie des données à l’échelle de l’organisation. Il ne remplace ni une autorisation d’exploitation ni une analyse d’impact relative à la vie privée. Ce qu’il fait, c’est accélérer ces étapes ultérieures, parce que l’équipe sait quels cas d’usage comptent, de quelles données ils dépendent et de quel examen ils auront besoin.

> Le critère de réussite d’un sprint de stratégie est simple : le lundi qui suit la restitution, quelqu’un dans l’équipe sait-il exactement ce qu’il fera cette semaine-là ? Sinon, le sprint a échoué.

## Comment en tirer le meilleur parti

Les organisations qui tirent le plus de valeur d’un sprint font trois choses. Elles désignent un commanditaire capable de prendre des décisions pendant les deux semaines, et pas seulement à la fin. Elles donnent à l’équipe du sprint un véritable accès aux personnes qui font le travail, y compris le personnel de première ligne et pas seulement l’encadrement. Et elles s’engagent à l’avance à financer au moins un projet pilote du backlog, pour que le sprint se termine sur une dynamique plutôt que sur un rapport.

Deux semaines, c’est court, et c’est voulu. Cela oblige à faire des choix, et ce sont justement les choix qui manquent à la plupart des stratégies IA.`,
    },
    'your-first-90-days-as-a-component-cio': {
      title: 'Vos 90 premiers jours comme DSI d’une composante d’agence',
      excerpt:
        'Les DSI qui réussissent dans un nouveau poste résistent à l’envie d’annoncer tôt une stratégie. Ils écoutent pendant un mois, posent un diagnostic le mois suivant, puis s’engagent sur trois choses qu’ils peuvent tenir.',
      content: `Les quatre-vingt-dix premiers jours dans un nouveau poste de DSI au sein d’un bureau ou d’une composante d’agence fixent les règles de tout ce qui suit. Le personnel observe ce à quoi vous accordez de l’importance. Vos pairs jugent si vous serez un partenaire ou un obstacle. Votre propre hiérarchie se fait une opinion : l’informatique sera-t-elle une source de problèmes ou de solutions ? Et le portefeuille dont vous héritez comporte des engagements, des risques et des hypothèses que personne n’a entièrement mis par écrit.

Pour avoir accompagné plusieurs DSI nouvellement nommés pendant cette période, je constate que ceux qui réussissent résistent à la tentation d’annoncer tôt une stratégie. Ils consacrent le premier mois à l’écoute, le deuxième au diagnostic et le troisième à un petit nombre d’engagements qu’ils peuvent tenir.

## Jours 1 à 30 : écouter

Rencontrez individuellement chacun de vos collaborateurs directs, puis les personnes situées deux niveaux plus bas, hors de la présence de leurs responsables. Rencontrez les responsables métier des principaux bureaux de programme, le directeur financier, le responsable des achats, la direction juridique et le responsable de l’audit informatique de l’inspecteur général. Posez à chacun les mêmes quelques questions :

- Quelle est la seule chose que fait l’informatique et que vous ne voudriez pas perdre ?
- Qu’est-ce qui vous frustre le plus dans votre travail avec l’informatique ?
- Quel engagement l’informatique a-t-elle pris envers vous et craignez-vous qu’il ne soit pas tenu ?

Notez les réponses. Des tendances se dégagent rapidement, et elles diffèrent généralement de ce que suggéreraient l’organigramme ou le dernier plan stratégique.

## Jours 31 à 60 : diagnostiquer

Une fois le tour d’écoute terminé, examinez les faits. Passez en revue le portefeuille d’investissements pour repérer les programmes qui dépassent leur budget, accumulent les retards ou ne livrent rien de visible pour les utilisateurs. Examinez les constats d’audit non résolus et les plans d’action et jalons, en prêtant une attention particulière à tout ce qui est en retard. Examinez les deux derniers bulletins FITARA et rapports FISMA, les principaux contrats et leurs dates d’échéance, ainsi que chaque autorisation d’exploitation en attente ou sur le point d’expirer.

### Repérer les risques cachés

Tout nouveau DSI hérite d’au moins un problème que personne n’a mentionné. Parmi les plus courants : un système critique qui tourne sur un logiciel qui n’est plus pris en charge, un contrat majeur qui arrive à échéance sans plan de relève, une autorisation d’exploitation expirée sans bruit, ou un ingénieur qui est la seule personne à comprendre une plateforme ancienne. Posez la question sans détour : qu’est-ce qui vous empêche de dormir et ne figure dans aucun rapport ?

## Jours 61 à 90 : s’engager

Au troisième mois, prenez un petit nombre d’engagements visibles. J’en recommande trois, pas davantage :

- **Un risque que vous réduirez**, en général le risque caché le plus sérieux que vous ayez trouvé
- **Un service que vous améliorerez**, choisi parmi les irritants que vous avez le plus souvent entendus
- **Un changement de gestion** qui fait mieux fonctionner l’organisation informatique, comme un processus de réception des demandes plus clair ou un véritable comité d’examen des investissements

Annoncez-les, financez-les, désignez des responsables et rendez compte des progrès chaque mois. Tenir trois engagements modestes crée plus de crédibilité qu’annoncer une transformation ambitieuse qui mettra des années à porter ses fruits.

> On pardonne à un nouveau dirigeant de ne pas avoir toutes les réponses. On ne pardonne pas à celui qui n’a pas écouté avant de décider.

## Ce qu’il faut éviter

Quelques erreurs reviennent assez souvent pour être nommées. Réorganiser au cours des quatre-vingt-dix premiers jours coûte presque toujours plus que cela ne rapporte, parce que vous ne savez pas encore quelles relations informelles font fonctionner la structure actuelle. Annuler un programme hérité sans comprendre pourquoi il a été lancé vous entraîne dans un combat que vous ne pouvez pas encore gagner. Et critiquer votre prédécesseur, même en privé, se sait vite et amène votre personnel à se demander ce que vous direz de lui.

## Préparer les quatre-vingt-dix jours suivants

À la fin du troisième mois, rédigez à l’intention de votre hiérarchie une courte note qui résume ce que vous avez constaté, les engagements que vous avez pris et ce dont vous aurez besoin de sa part : des décisions, des crédits ou un appui auprès d’une organisation homologue. Vous laissez ainsi une trace écrite, vous fixez les attentes et vous vous donnez un point d’étape naturel à six mois pour montrer ce qui a changé.`,
    },
    'buying-ai-questions-to-ask-before-you-sign': {
      title: 'Acheter de l’IA : les questions à poser avant de signer',
      excerpt:
        'L’IA arrive de plus en plus dans les agences par les achats plutôt que par le développement. Voici les questions à régler lors de l’étude de marché et de l’évaluation, avant l’attribution du marché.',
      content: `Une part croissante de l’IA présente dans les agences fédérales arrive par les achats plutôt que par le développement interne. Une plateforme de gestion des dossiers ajoute une fonction de synthèse, un fournisseur de centre de contact propose la catégorisation automatique des appels, un outil de traitement documentaire intègre une extraction fondée sur un grand modèle de langage. Chacune de ces fonctions peut être précieuse, et chacune soulève des questions auxquelles les clauses habituelles des achats informatiques ne répondent pas entièrement.

Les questions ci-dessous ont leur place dans l’étude de marché, dans l’appel d’offres et dans l’évaluation. Les poser tôt coûte peu. Découvrir les réponses après l’attribution peut coûter très cher, en argent comme en confiance.

## Sur le modèle et les données

- Quels modèles font fonctionner la fonction, qui les développe, et comment serons-nous avertis lorsqu’ils changent ?
- Nos données servent-elles à entraîner ou à améliorer un modèle, y compris ceux du fournisseur, et cela peut-il être interdit par contrat ?
- Où nos données sont-elles traitées et stockées, et restent-elles dans le périmètre d’autorisation ?
- Quelle journalisation des entrées, des sorties et des actions des utilisateurs est à notre disposition, et combien de temps est-elle conservée ?

## Sur la performance

Demandez des preuves de performance sur des données semblables aux vôtres, et non un banc d’essai générique. Mieux encore, exigez pendant l’évaluation **un essai sur un échantillon représentatif de vos propres données**, avec des résultats mesurés selon des critères que vous aurez définis à l’avance. Demandez comment la performance est suivie après le déploiement, qui est alerté lorsqu’elle se dégrade et ce à quoi le fournisseur s’engage dans ce cas.

## Sur les risques et les droits

Si la fonction peut influencer des décisions en matière de prestations, d’admissibilité, de contrôle ou d’emploi, l’agence reste responsable de l’analyse d’impact, des essais, du contrôle humain et de l’information des personnes, quel que soit le concepteur du modèle. Demandez quelle documentation le fournisseur fournira à l’appui de ce travail, et quelles options de configuration permettent d’exiger un contrôle humain avant qu’un résultat ne produise ses effets.

## Sur la sortie

- Pouvons-nous exporter nos données, nos configurations et tout artefact affiné dans un format exploitable ?
- La fonction d’IA peut-elle être désactivée sans perdre le reste du produit ?
- Quelles sont les conditions tarifaires si l’utilisation est multipliée par dix, et sont-elles fixées pour les années optionnelles ?

## Sur la responsabilité

Assurez-vous que le contrat précise qui est responsable lorsque le résultat de l’IA est erroné. Exigez une notification rapide des incidents et des changements importants apportés au modèle, et fixez ce que vous attendez du soutien du fournisseur pendant une enquête ou un recours formé par un citoyen.

> Acheter de l’IA ne transfère pas la responsabilité qui s’y attache. L’agence reste comptable du résultat.

## Passer à la pratique

Ces questions ne doivent pas devenir un questionnaire de quarante pages auquel chaque fournisseur répond par des formules toutes faites. Retenez celles qui comptent pour le cas d’usage, pondérez-les dans l’évaluation et mettez les réponses à l’épreuve lors de démonstrations en direct. Un fournisseur incapable d’expliquer pendant une démonstration comment son modèle est surveillé ne l’expliquera pas mieux après l’attribution.

Associez tôt les bonnes personnes à l’évaluation. Les agents des contrats connaissent les clauses, mais les responsables de la protection de la vie privée, l’équipe du responsable de l’IA et les utilisateurs de première ligne du programme repéreront chacun des problèmes qui échappent aux autres. Un examen conjoint d’une heure des finalistes suffit généralement.

Avec le temps, constituez une courte bibliothèque de clauses types pour les fonctions d’IA, que les agents des contrats pourront réutiliser, relue par le service juridique, les responsables de la protection de la vie privée et le responsable de l’IA. Cette bibliothèque fera plus pour rendre l’acquisition d’IA à la fois sûre et rapide que n’importe quelle note de politique.`,
    },
  },
}
