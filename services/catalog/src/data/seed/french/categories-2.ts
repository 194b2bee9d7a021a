import type { FrenchCategory } from './types';

/** The last seven categories of the starting catalogue in French, keyed by their English name. */
export const FRENCH_CATEGORIES_2: Record<string, FrenchCategory> = {
  Beauty: {
    name: 'Beauté',
    slug: 'beaute',
    types: {
      Moisturizer: {
        noun: 'Crème hydratante',
        variants: ['de jour', 'de nuit', 'pour peau sensible'],
        features: ['acide hyaluronique', 'formule sans parfum', 'tests sous contrôle dermatologique'],
      },
      Sunscreen: {
        noun: 'Écran solaire',
        variants: ['FPS 50', 'minéral', 'sport'],
        features: ['protection à large spectre', "résistance à l'eau pendant 80 minutes", 'formule respectueuse des récifs coralliens'],
      },
      'Lip Balm Set': {
        noun: 'Ensemble de baumes à lèvres',
        variants: ["à l'érable", 'teintés', 'aux petits fruits'],
        features: ["cire d'abeille et karité", 'quatre baumes par ensemble', 'soulagement des lèvres gercées'],
      },
      Perfume: {
        noun: 'Parfum',
        variants: ['floral', 'boisé', 'aux agrumes'],
        features: ['eau de parfum longue tenue', 'flacon de 50 mL', 'présentation en coffret-cadeau'],
      },
      'Bath Bomb Gift Set': {
        noun: 'Coffret-cadeau de bombes de bain',
        variants: ['à la lavande', 'à la rose', "à l'eucalyptus"],
        features: ['six bombes de bain faites à la main', 'huiles essentielles', 'emballage-cadeau compris'],
      },
      'Hair Dryer': {
        noun: 'Séchoir à cheveux',
        variants: ['ionique', 'de voyage', 'professionnel'],
        features: ['séchage rapide', 'trois réglages de chaleur', "bouton d'air froid"],
      },
      'Beard Care Kit': {
        noun: "Trousse d'entretien pour la barbe",
        variants: ['au cèdre', 'sans parfum', 'de luxe'],
        features: ['huile, baume et peigne', 'ingrédients naturels', 'boîte de voyage en métal'],
      },
    },
  },
  Grocery: {
    name: 'Épicerie',
    slug: 'epicerie',
    types: {
      'Maple Syrup': {
        noun: "Sirop d'érable",
        variants: ['ambré', 'foncé au goût robuste', 'doré'],
        features: ['pureté 100 % canadienne', 'catégorie A', 'récolte des érablières du Québec'],
      },
      'Ground Coffee': {
        noun: 'Café moulu',
        variants: ['à torréfaction foncée', 'à torréfaction moyenne', 'décaféiné'],
        features: ['grains issus du commerce équitable', 'torréfaction en petits lots', 'sac de 340 g'],
      },
      'Hot Chocolate Mix': {
        noun: 'Mélange pour chocolat chaud',
        variants: ['classique', 'à la menthe poivrée', 'au caramel salé'],
        features: ['riche cacao belge', 'rendement de 20 tasses', 'préparation toute simple avec du lait chaud'],
      },
      'Chocolate Truffles': {
        noun: 'Truffes au chocolat',
        variants: ['noir', 'assorties', 'en boîte en forme de cœur'],
        features: ['fabrication artisanale', 'boîte de 24', 'cœur de ganache onctueux'],
      },
      'Herbal Tea Sampler': {
        noun: 'Coffret découverte de tisanes',
        variants: ['bien-être', 'pour thé glacé', 'du soir'],
        features: ['huit mélanges', 'feuilles en vrac', 'infusions sans caféine'],
      },
      'Trail Mix': {
        noun: 'Mélange montagnard',
        variants: ["à l'érable et aux pacanes", 'aux petits fruits', 'protéiné'],
        features: ['sac refermable', 'aucun sucre ajouté', 'collation idéale pour la randonnée'],
      },
      'Halloween Candy Bag': {
        noun: "Sac de bonbons d'Halloween",
        variants: ['format collation', 'sans arachides', 'format familial'],
        features: ['plus de 100 friandises', 'emballages individuels', "choix permis à l'école"],
      },
      'Sparkling Lemonade': {
        noun: 'Limonade pétillante',
        variants: ['classique', 'à la framboise', 'à la menthe'],
        features: ['vrai jus de citron', 'caisse de 12 canettes', 'goût légèrement sucré'],
      },
    },
  },
  Garden: {
    name: 'Jardin',
    slug: 'jardin',
    types: {
      'Garden Hose': {
        noun: "Boyau d'arrosage",
        variants: ['extensible', 'anti-pliage', 'de 30 m'],
        features: ['raccords en laiton', "pistolet d'arrosage inclus", 'résistance aux UV'],
      },
      'Raised Garden Bed': {
        noun: 'Jardinière surélevée',
        variants: ['en cèdre', 'en métal', 'à étages'],
        features: ['résistance à la pourriture', 'assemblage facile', 'culture de légumes et de fines herbes'],
      },
      'Patio Umbrella': {
        noun: 'Parasol de patio',
        variants: ['inclinable', 'déporté', 'à mât central'],
        features: ['toile anti-UV', 'ouverture à manivelle', "évent d'aération contre le vent"],
      },
      'Bird Feeder': {
        noun: 'Mangeoire à oiseaux',
        variants: ["à l'épreuve des écureuils", 'en cèdre', 'de fenêtre'],
        features: ['capacité de deux kilos de graines', 'nettoyage facile', 'résistance aux intempéries'],
      },
      'Snow Shovel': {
        noun: 'Pelle à neige',
        variants: ['ergonomique', 'poussoir', "à lame d'acier"],
        features: ['manche courbé qui ménage le dos', 'godet large', "bande d'usure"],
      },
      'Flower Seed Collection': {
        noun: 'Collection de semences de fleurs',
        variants: ['sauvages', 'pour pollinisateurs', 'ancestrales'],
        features: ['douze variétés', 'aucun OGM', 'culture en zones de rusticité canadiennes 3 à 8'],
      },
      'Rain Barrel': {
        noun: 'Baril de pluie',
        variants: ['de 200 L', 'décoratif', 'empilable'],
        features: ['trousse de dérivation', 'moustiquaire', 'robinet en laiton'],
      },
      'Fire Pit': {
        noun: 'Foyer extérieur',
        variants: ['en acier', 'au propane', 'sans fumée'],
        features: ['pare-étincelles', 'tisonnier inclus', 'rendez-vous entre amis lors des soirées fraîches'],
      },
    },
  },
  'Pet Supplies': {
    name: 'Animaux',
    slug: 'animaux',
    types: {
      'Dog Winter Coat': {
        noun: "Manteau d'hiver pour chien",
        variants: ['imperméable', 'doublé de molleton', 'réfléchissant'],
        features: ['ajustement facile avec Velcro', 'protection qui garde votre pitou au sec', 'bordure réfléchissante'],
      },
      'Dog Bed': {
        noun: 'Lit pour chien',
        variants: ['orthopédique', 'à rebords', 'rafraîchissant'],
        features: ['housse lavable', 'base antidérapante', 'mousse à mémoire de forme'],
      },
      'Cat Tree': {
        noun: 'Arbre à chat',
        variants: ['géant', 'compact', 'mural'],
        features: ['griffoirs en sisal', 'condo douillet', 'base stable'],
      },
      'Pet Treats': {
        noun: 'Gâteries pour animaux',
        variants: ['au saumon', "au beurre d'arachide", 'à la citrouille'],
        features: ['fabrication canadienne', 'recette sans céréales', 'sachet refermable'],
      },
      'Leash and Collar Set': {
        noun: 'Ensemble laisse et collier',
        variants: ['réfléchissant', 'en cuir', 'mains libres'],
        features: ['coutures solides', 'poignée rembourrée', 'taille ajustable'],
      },
      'Interactive Cat Toy': {
        noun: 'Jouet interactif pour chat',
        variants: ['à plumes', 'au laser', 'casse-tête à croquettes'],
        features: ['activité assurée pour les chats', 'piles incluses', 'matériaux sécuritaires'],
      },
      'Pet Cooling Mat': {
        noun: 'Tapis rafraîchissant pour animaux',
        variants: ['au gel', 'grand format', 'de voyage'],
        features: ["aucun besoin d'eau ni d'électricité", 'pliage à plat', "nettoyage d'un coup de chiffon"],
      },
    },
  },
  'Office Supplies': {
    name: 'Fournitures de bureau',
    slug: 'fournitures-de-bureau',
    types: {
      Backpack: {
        noun: 'Sac à dos',
        variants: ['pour ordinateur portable', "résistant à l'eau", 'à fermeture enroulable'],
        features: ['compartiment rembourré pour portable de 16 po', "pochettes pour bouteilles d'eau", 'garantie à vie'],
      },
      'Notebook Set': {
        noun: 'Ensemble de cahiers',
        variants: ['à pointillés', 'lignés', 'à couverture kraft'],
        features: ['trois cahiers', 'papier de 120 g/m²', 'ouverture à plat'],
      },
      'Gel Pen Pack': {
        noun: 'Paquet de stylos gel',
        variants: ['à pointe fine', 'de couleur', 'rétractables'],
        features: ['encre fluide à séchage rapide', '12 stylos par paquet', 'prise confortable'],
      },
      'Desk Lamp': {
        noun: 'Lampe de bureau',
        variants: ['à DEL', "d'architecte", 'à recharge sans fil'],
        features: ['température de couleur réglable', 'port de recharge USB', 'fonction mémoire'],
      },
      'Ergonomic Office Chair': {
        noun: 'Chaise de bureau ergonomique',
        variants: ['en maille', 'à dossier haut', 'dactylo'],
        features: ['soutien lombaire réglable', 'maille respirante', 'garantie de dix ans'],
      },
      'Graphing Calculator': {
        noun: 'Calculatrice graphique',
        variants: ['à écran couleur', 'scientifique', 'approuvée pour les examens'],
        features: ['approbation pour les examens provinciaux', 'batterie rechargeable', 'applications préinstallées'],
      },
      'Wall Calendar': {
        noun: 'Calendrier mural',
        variants: ['de paysages canadiens', 'organisateur familial', 'de la faune'],
        features: ['douze photos en couleurs', 'jours fériés bilingues', 'grandes cases pour les dates'],
      },
    },
  },
  'Winter Gear': {
    name: "Équipement d'hiver",
    slug: 'equipement-d-hiver',
    types: {
      'Insulated Gloves': {
        noun: 'Gants isolés',
        variants: ['tactiles', 'en cuir', 'de ski'],
        features: ['membrane imperméable', "chaleur jusqu'à −25 °C", 'paume antidérapante'],
      },
      'Hand Warmers': {
        noun: 'Chauffe-mains',
        variants: ['rechargeables', 'en paquet de 10', 'et chauffe-orteils'],
        features: ['chaleur pendant des heures', 'format de poche', 'aucune odeur'],
      },
      'Thermal Base Layer': {
        noun: 'Couche de base thermique',
        variants: ['en mérinos', 'de poids moyen', 'grand froid'],
        features: ["évacuation de l'humidité", 'coutures plates', 'résistance aux odeurs'],
      },
      'Wool Scarf': {
        noun: 'Foulard en laine',
        variants: ['à motif tartan', 'à grosses mailles', 'mélange cachemire'],
        features: ['douceur et chaleur', 'longueur généreuse', 'présentation prête à offrir'],
      },
      'Ski Goggles': {
        noun: 'Lunettes de ski',
        variants: ['antibuée', 'photochromiques', 'junior'],
        features: ['large champ de vision', 'compatibilité avec les casques', 'protection UV'],
      },
      'Ice Scraper': {
        noun: 'Grattoir à glace',
        variants: ['télescopique', 'avec brosse à neige', 'chauffant'],
        features: ['pare-brise dégagé en un rien de temps', 'poignée en mousse', 'lame anti-rayures'],
      },
      'Heated Jacket': {
        noun: 'Veste chauffante',
        variants: ['à coquille souple', 'à capuchon', 'sans manches'],
        features: ['trois zones chauffantes', 'batterie USB incluse', 'lavage à la machine'],
      },
    },
  },
  'Seasonal & Gifts': {
    name: 'Fêtes et cadeaux',
    slug: 'fetes-et-cadeaux',
    types: {
      'Holiday String Lights': {
        noun: 'Lumières des Fêtes',
        variants: ['blanc chaud', 'multicolores', 'solaires'],
        features: ['DEL écoénergétiques', 'usage intérieur et extérieur', "huit modes d'éclairage"],
      },
      'Gift Basket': {
        noun: 'Panier-cadeau',
        variants: ['gourmand', 'spa', "de douceurs à l'érable"],
        features: ['assemblage à la main', 'panier-souvenir', 'carte personnalisée'],
      },
      'Canada Day Flag Kit': {
        noun: 'Ensemble de drapeaux de la fête du Canada',
        variants: ['de luxe', 'classique', "pour l'auto"],
        features: ['deux drapeaux avec guirlande de fanions', 'résistance aux intempéries', 'installation facile'],
      },
      'Halloween Decor Set': {
        noun: "Ensemble de décorations d'Halloween",
        variants: ['épeurantes', 'lumineuses', 'aux citrouilles'],
        features: ["pièces pour l'intérieur et l'extérieur", 'lumières à piles', 'réutilisation année après année'],
      },
      'Heart Keepsake Box': {
        noun: 'Boîte à souvenirs en forme de cœur',
        variants: ['en velours', 'en bois', 'gravée'],
        features: ['doublure en feutre', 'emballage-cadeau compris', 'personnalisation avec un nom'],
      },
      'Shamrock Party Pack': {
        noun: 'Trousse de fête de la Saint-Patrick',
        variants: ['de luxe', 'classique', 'phosphorescente'],
        features: ['chapeaux, colliers de perles et banderoles', 'pour 12 personnes', 'vert festif'],
      },
      'New Year Party Kit': {
        noun: 'Trousse de fête du Nouvel An',
        variants: ['dorée', 'édition compte à rebours', 'de luxe'],
        features: ['chapeaux, crécelles et confettis', 'pour 20 personnes', 'banderole du compte à rebours de minuit'],
      },
      'Advent Calendar': {
        noun: "Calendrier de l'Avent",
        variants: ['au chocolat', 'en bois', 'aux thés'],
        features: ['24 surprises', 'format réutilisable', "compte à rebours jusqu'à Noël"],
      },
    },
  },
};
