import type { FrenchCategory } from './types';

/** The first seven categories of the starting catalogue in French, keyed by their English name. */
export const FRENCH_CATEGORIES_1: Record<string, FrenchCategory> = {
  Electronics: {
    name: 'Électronique',
    slug: 'electronique',
    types: {
      'Wireless Headphones': {
        noun: "Casque d'écoute sans fil",
        variants: ['antibruit', 'circum-auriculaire', 'studio'],
        features: [
          'autonomie de 40 heures',
          'réduction active du bruit',
          'coussinets moelleux en mousse à mémoire de forme',
          'jumelage Bluetooth multipoint',
        ],
      },
      'Bluetooth Speaker': {
        noun: 'Haut-parleur Bluetooth',
        variants: ['étanche', 'portatif', 'festif'],
        features: [
          "résistance à l'eau et à la poussière IP67",
          'son à 360 degrés',
          'autonomie de 20 heures',
          'jumelage de deux haut-parleurs en stéréo',
        ],
      },
      'Smart Watch': {
        noun: 'Montre intelligente',
        variants: ["d'entraînement", 'classique', 'sport'],
        features: [
          'suivi de la fréquence cardiaque et du sommeil',
          'GPS intégré',
          'autonomie de sept jours',
          "étanchéité jusqu'à 50 m pour la nage",
        ],
      },
      'USB-C Charger': {
        noun: 'Chargeur USB-C',
        variants: ['65 W', 'à deux ports', 'de voyage'],
        features: [
          "recharge simultanée d'un ordinateur portable et d'un cellulaire",
          'broches repliables',
          'technologie au nitrure de gallium qui chauffe peu',
        ],
      },
      'E-Reader': {
        noun: 'Liseuse',
        variants: ['antireflet', 'étanche', 'compacte'],
        features: ['éclairage frontal à teinte chaude', 'autonomie de plusieurs semaines', 'écran au rendu papier de 300 ppp'],
      },
      Webcam: {
        noun: 'Caméra Web',
        variants: ['4K', 'HD', 'pour diffusion en direct'],
        features: ['mise au point automatique', 'deux microphones à réduction de bruit', 'volet de confidentialité'],
      },
      'Power Bank': {
        noun: 'Batterie externe',
        variants: ['20 000 mAh', 'mince', 'solaire'],
        features: ['recharge rapide', 'recharge de trois appareils à la fois', 'capacité permise à bord des avions'],
      },
      'Mechanical Keyboard': {
        noun: 'Clavier mécanique',
        variants: ['sans pavé numérique', 'sans fil', 'rétroéclairé'],
        features: ['commutateurs remplaçables à chaud', 'capuchons de touches en PBT', 'disposition canadienne bilingue'],
      },
    },
  },
  'Home & Kitchen': {
    name: 'Maison et cuisine',
    slug: 'maison-et-cuisine',
    types: {
      'Cast Iron Skillet': {
        noun: 'Poêle en fonte',
        variants: ['préassaisonnée', 'de 30 cm', 'émaillée'],
        features: [
          'chaleur uniforme de la cuisinière au feu de camp',
          "préassaisonnage à l'huile de lin",
          'durée de vie de plusieurs générations',
        ],
      },
      'Slow Cooker': {
        noun: 'Mijoteuse',
        variants: ['de 5,7 L', 'programmable', 'format familial'],
        features: [
          'maintien au chaud pendant des heures',
          'cuve en grès allant au lave-vaisselle',
          'couvercle verrouillable pour les repas-partage',
        ],
      },
      'French Press': {
        noun: 'Cafetière à piston',
        variants: ['en inox', 'en verre', 'isotherme'],
        features: ['capacité de huit tasses', 'isolation à double paroi', 'filtre à mailles fines en inox'],
      },
      'Chef Knife': {
        noun: 'Couteau de chef',
        variants: ['de 20 cm', 'en acier damassé', 'santoku'],
        features: ['lame en acier à haute teneur en carbone', 'manche équilibré à soie pleine', 'tranchant durable'],
      },
      'Throw Blanket': {
        noun: 'Jeté',
        variants: ['en laine à carreaux', 'sherpa', 'tricoté'],
        features: ['confort douillet pour les nuits froides', 'lavage à la machine', 'format généreux de 150 × 200 cm'],
      },
      'Ceramic Mug Set': {
        noun: 'Ensemble de tasses',
        variants: ['en grès', 'en céramique émaillée à la main', 'en céramique mouchetée'],
        features: ['quatre tasses assorties', 'passage au micro-ondes et au lave-vaisselle', 'contenance de 450 mL'],
      },
      'Air Fryer': {
        noun: 'Friteuse à air chaud',
        variants: ['numérique', 'à deux paniers', 'compacte'],
        features: ["cuisson croustillante avec peu d'huile", 'huit programmes préréglés', 'panier antiadhésif'],
      },
      'Scented Candle': {
        noun: 'Bougie parfumée',
        variants: ['au sapin baumier', "à l'érable et aux pacanes", 'à la lavande'],
        features: ['durée de combustion de 50 heures', 'cire de soya', 'mèche en coton'],
      },
    },
  },
  Clothing: {
    name: 'Vêtements',
    slug: 'vetements',
    types: {
      'Merino Wool Sweater': {
        noun: 'Chandail en laine mérinos',
        variants: ['à col rond', 'à torsades', 'à col zippé'],
        features: ['chaleur naturelle et respirante', 'mérinos qui ne pique pas', 'fabrication conçue pour durer bien des hivers'],
      },
      'Rain Jacket': {
        noun: 'Manteau de pluie',
        variants: ['compressible', 'imperméable', 'isolé'],
        features: ['coutures scellées', 'capuchon ajustable', "fermetures éclair d'aération sous les bras"],
      },
      'Flannel Shirt': {
        noun: 'Chemise en flanelle',
        variants: ['à carreaux de bûcheron', 'brossée', 'doublée'],
        features: ['coton brossé tout doux', 'deux poches poitrine', 'coupe décontractée'],
      },
      'Linen Shirt': {
        noun: 'Chemise en lin',
        variants: ['à manches courtes', 'décontractée', 'à col cubain'],
        features: ['lin européen respirant', 'fraîcheur par temps chaud', "tissu qui s'assouplit à chaque lavage"],
      },
      Hoodie: {
        noun: 'Coton ouaté à capuchon',
        variants: ['molletonné', 'épais', 'zippé'],
        features: ['intérieur molletonné brossé', 'poche kangourou', 'poignets côtelés'],
      },
      Toque: {
        noun: 'Tuque',
        variants: ['à revers', 'à pompon', 'doublée de molleton'],
        features: ['tricot double épaisseur', 'taille unique', 'oreilles bien au chaud même à moins vingt'],
      },
      'Summer Dress': {
        noun: "Robe d'été",
        variants: ['fleurie', 'portefeuille', 'longue'],
        features: ['tissu léger et fluide', 'poches pratiques', 'entretien facile'],
      },
      'Down Parka': {
        noun: 'Parka en duvet',
        variants: ['arctique', 'à capuchon', 'à coupe longue'],
        features: ["confort jusqu'à moins trente", "duvet d'origine responsable", 'coquille coupe-vent'],
      },
    },
  },
  Shoes: {
    name: 'Chaussures',
    slug: 'chaussures',
    types: {
      'Winter Boots': {
        noun: "Bottes d'hiver",
        variants: ['isolées', 'imperméables', 'pour la neige'],
        features: ['semelle adhérente sur la glace', 'chausson amovible en feutre', 'cuir imperméable'],
      },
      'Running Shoes': {
        noun: 'Espadrilles de course',
        variants: ['amorties', 'en sentier', 'légères'],
        features: ['semelle intermédiaire en mousse réactive', 'empeigne en filet respirant', 'détails réfléchissants'],
      },
      'Rain Boots': {
        noun: 'Bottes de pluie',
        variants: ['courtes', 'hautes', 'doublées'],
        features: ['caoutchouc naturel', 'semelle antidérapante', 'poignées pour un enfilage facile'],
      },
      Sandals: {
        noun: 'Sandales',
        variants: ['en cuir', 'sport', 'à enfiler'],
        features: ['semelle intérieure anatomique', 'courroies à séchage rapide', 'confort tout désigné pour la plage'],
      },
      Slippers: {
        noun: 'Pantoufles',
        variants: ['en peau de mouton', 'style mocassin', 'en mousse à mémoire de forme'],
        features: ['doublure douillette', 'semelle intérieur-extérieur', 'boîte-cadeau incluse'],
      },
      'Hiking Boots': {
        noun: 'Bottes de randonnée',
        variants: ['mi-hautes', 'imperméables', 'légères'],
        features: ['soutien de la cheville', 'semelle robuste à crampons', 'membrane imperméable'],
      },
      Sneakers: {
        noun: 'Espadrilles',
        variants: ['en toile', 'en cuir', 'rétro'],
        features: ['confort au quotidien', 'semelle extérieure en caoutchouc durable', 'allure classique'],
      },
    },
  },
  'Sports & Outdoors': {
    name: 'Sports et plein air',
    slug: 'sports-et-plein-air',
    types: {
      'Camping Tent': {
        noun: 'Tente de camping',
        variants: ['2 places', '4 places', 'ultralégère'],
        features: ['montage en quelques minutes', 'double toit intégral', 'deux portes avec vestibules'],
      },
      'Sleeping Bag': {
        noun: 'Sac de couchage',
        variants: ['3 saisons', 'en duvet', 'rectangulaire'],
        features: ["confort jusqu'à moins cinq", 'sac de compression', 'collet isolant'],
      },
      'Hockey Stick': {
        noun: 'Bâton de hockey',
        variants: ['en composite', 'junior', 'senior'],
        features: ['point de flexion médian', 'revêtement adhérent', 'légèreté bien équilibrée'],
      },
      'Ice Skates': {
        noun: 'Patins à glace',
        variants: ['récréatifs', 'artistiques', 'de hockey'],
        features: ['lames en acier inoxydable', 'botte thermoformable', 'soutien de la cheville'],
      },
      'Yoga Mat': {
        noun: 'Tapis de yoga',
        variants: ['antidérapant', 'extra-épais', 'de voyage'],
        features: ['caoutchouc naturel adhérent', "lignes d'alignement", 'courroie de transport'],
      },
      'Kayak Paddle': {
        noun: 'Pagaie de kayak',
        variants: ['en carbone', 'ajustable', 'de randonnée'],
        features: ['manche léger en carbone', 'anneaux anti-gouttes', 'démontage en deux sections pour le transport'],
      },
      'Insulated Water Bottle': {
        noun: "Bouteille d'eau isolée",
        variants: ['de 1 L', 'à large goulot', 'sport'],
        features: ['boissons froides pendant 24 heures', 'couvercle étanche', 'aucun goût métallique'],
      },
      Snowshoes: {
        noun: 'Raquettes à neige',
        variants: ['pour sentiers', 'hors-piste', 'junior'],
        features: ['crampons pour la glace', 'fixations rapides', 'cale talonnière pour les montées'],
      },
      Cooler: {
        noun: 'Glacière',
        variants: ['rigide', 'souple', 'à roulettes'],
        features: ['glace conservée pendant des jours', 'loquets résistants aux ours', 'bouchon de vidange'],
      },
    },
  },
  Books: {
    name: 'Livres',
    slug: 'livres',
    types: {
      'Canadian History Collection': {
        noun: "Collection d'histoire du Canada",
        variants: ['illustrée', 'reliée', 'en coffret'],
        features: ['parcours de la Confédération à nos jours', "plusieurs centaines de photos d'archives", 'guide de lecture inclus'],
      },
      Cookbook: {
        noun: 'Livre de recettes',
        variants: ['Cuisine des Prairies', 'pour les soirs de semaine', 'de pâtisserie'],
        features: ['plus de 120 recettes', 'ingrédients de saison', "reliure qui s'ouvre à plat"],
      },
      'Mystery Novel': {
        noun: 'Roman policier',
        variants: ['en format poche', 'relié', 'en coffret'],
        features: [
          "énigme captivante qu'on ne peut plus lâcher",
          "action campée dans une petite ville au bord d'un lac",
          'auteur à succès',
        ],
      },
      'Picture Book': {
        noun: 'Album illustré',
        variants: ["pour l'heure du dodo", 'bilingue', 'cartonné'],
        features: ['magnifiques illustrations', 'lecture conseillée de 2 à 6 ans', 'pages robustes'],
      },
      'Field Guide': {
        noun: "Guide d'identification",
        variants: ['des oiseaux du Canada', 'des arbres', 'des fleurs sauvages'],
        features: ['planches en couleurs', 'cartes de répartition', 'format de poche'],
      },
      'Study Planner': {
        noun: 'Agenda étudiant',
        variants: ['universitaire', 'hebdomadaire', 'non daté'],
        features: ['calendrier de septembre à août', "pages d'objectifs", 'couverture robuste'],
      },
      'Horror Anthology': {
        noun: "Anthologie d'horreur",
        variants: ['intégrale', 'illustrée', 'en format poche'],
        features: [
          'nouvelles à glacer le sang',
          'auteurs de la relève aux côtés des grands classiques',
          'lecture déconseillée aux âmes sensibles',
        ],
      },
    },
  },
  'Toys & Games': {
    name: 'Jouets et jeux',
    slug: 'jouets-et-jeux',
    types: {
      'Building Blocks Set': {
        noun: 'Ensemble de blocs de construction',
        variants: ['de 500 pièces', 'thème château', 'pour débutants'],
        features: ['compatibilité avec les grandes marques', 'bac de rangement', 'jeu conseillé dès 4 ans'],
      },
      'Board Game': {
        noun: 'Jeu de société',
        variants: ['familial', 'de stratégie', "d'ambiance"],
        features: ['2 à 6 joueurs', 'parties de 30 minutes', 'règles faciles à apprendre'],
      },
      'Jigsaw Puzzle': {
        noun: 'Casse-tête',
        variants: ['de 1 000 pièces', 'paysage', 'familial'],
        features: ['pièces en carton épais', 'affiche incluse', 'paysages canadiens'],
      },
      'Plush Moose': {
        noun: 'Orignal en peluche',
        variants: ['géant', 'à câliner', 'miniature'],
        features: ['tissu ultradoux', 'yeux brodés', 'jouet sécuritaire pour tous les âges'],
      },
      Sled: {
        noun: 'Traîneau',
        variants: ['style traîne sauvage', 'style soucoupe', 'orientable'],
        features: ['vitesse sur la neige tapée', 'corde de traction', 'place pour deux enfants'],
      },
      Costume: {
        noun: 'Costume',
        variants: ['de superhéros', 'de citrouille', 'de sorcier'],
        features: ['confort pendant des heures', 'lavage à la machine', 'tailles pour enfants et adultes'],
      },
      'Water Blaster': {
        noun: 'Fusil à eau',
        variants: ['à pompe', 'à double jet', 'géant'],
        features: ["arrosage jusqu'à dix mètres", 'réservoir à remplissage rapide', "plaisir d'été garanti"],
      },
      'Easter Egg Hunt Kit': {
        noun: 'Trousse de chasse aux cocos de Pâques',
        variants: ['de luxe', 'classique', 'phosphorescente'],
        features: ['24 cocos à remplir', 'panier avec cartes-indices', 'matériel réutilisable'],
      },
    },
  },
};
