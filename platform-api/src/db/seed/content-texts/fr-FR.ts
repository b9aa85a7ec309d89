import type { SeedLanguageTexts } from './types.js';

export const frFR: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Cinq nouvelles machines à sous ce mois-ci',
      summary: 'Des rouleaux tout neufs de nos fournisseurs, des dragons aux trésors des abysses.',
      body:
        'Ce mois-ci, cinq nouvelles machines à sous arrivent dans le lobby, chacune avec son thème et son tour bonus.\n\n' +
        'Ouvrez la catégorie Machines à sous pour les découvrir.',
    },
    responsiblePlay: {
      title: 'Des outils pour jouer de manière responsable',
      summary: 'Fixez des limites, faites une pause et suivez votre jeu.',
      body:
        'Jouer doit rester un plaisir. Sur la page Jeu responsable de votre compte, vous pouvez fixer des limites de dépôt, de perte et de mise par jour, semaine ou mois, limiter la durée d’une session et choisir à quelle fréquence un rappel vous montre le temps de jeu et ce que vous avez gagné ou perdu.\n\n' +
        'Besoin d’une pause ? Prenez une pause de 1, 7 ou 30 jours, ou excluez-vous pendant 6 mois, 1 an ou 5 ans. Elle commence immédiatement et ne peut pas être levée plus tôt. Votre relevé d’activité et votre rapport de paris montrent ce que vous avez déposé, retiré et joué.',
    },
    cryptoWallets: {
      title: 'Les portefeuilles crypto sont arrivés',
      summary: 'Déposez et retirez en USDT, BTC et ETH en plus de votre devise locale.',
      body:
        'Votre portefeuille contient désormais des soldes en cryptomonnaies à côté des soldes en monnaie classique. Chaque devise a sa propre adresse de dépôt.\n\n' +
        'Échangez vos devises depuis la page du portefeuille : le taux et sa marge s’affichent avant que vous confirmiez.',
    },
    welcomeBonusUsd: {
      title: 'Bonus de bienvenue de 100 %',
      summary: 'Doublez votre premier dépôt, jusqu’à 1 000 USD.',
      body:
        'Les nouveaux joueurs reçoivent un bonus de 100 % sur leur premier dépôt, jusqu’à 1 000 USD ou l’équivalent.\n\n' +
        'Le bonus est crédité dès que le dépôt est approuvé. Des conditions de mise s’appliquent.',
    },
    welcomeBonusIdr: {
      title: 'Bonus de bienvenue de 100 %',
      summary: 'Doublez votre premier dépôt, jusqu’à 15 000 000 IDR.',
      body:
        'Les nouveaux joueurs reçoivent un bonus de 100 % sur leur premier dépôt, jusqu’à 15 000 000 IDR.\n\n' +
        'Le bonus est crédité dès que le dépôt est approuvé. Des conditions de mise s’appliquent.',
    },
    weeklyCashback: {
      title: 'Cashback hebdomadaire de 10 %',
      summary: 'Récupérez 10 % de vos pertes nettes chaque lundi.',
      body:
        'Chaque lundi, nous vous reversons sous forme de bonus 10 % de vos pertes nettes de la semaine précédente.\n\n' +
        'Le cashback est calculé par devise et crédité automatiquement.',
    },
    referFriends: {
      title: 'Invitez vos amis, gagnez ensemble',
      summary: 'Touchez une commission sur chaque dépôt de vos amis.',
      body:
        'Partagez votre lien de parrainage depuis votre compte. Lorsqu’un ami s’inscrit avec ce lien, vous touchez une commission sur ses dépôts.\n\n' +
        'Suivez vos filleuls et vos gains sur la page de parrainage.',
    },
    faqRegister: {
      title: 'Comment créer un compte ?',
      summary: 'L’inscription prend une minute.',
      body: 'Choisissez S’inscrire en haut de la page, renseignez vos informations et confirmez. Vous pouvez jouer tout de suite.',
    },
    faqDeposit: {
      title: 'Comment effectuer un dépôt ?',
      summary: 'Les dépôts passent par votre portefeuille.',
      body:
        'Ouvrez votre portefeuille, choisissez Dépôt, sélectionnez un moyen de paiement et saisissez le montant.\n\n' +
        'Les dépôts par banque et portefeuille électronique sont approuvés par notre équipe ; les dépôts crypto arrivent après confirmation du réseau.',
    },
    faqWithdrawalTime: {
      title: 'Combien de temps prend un retrait ?',
      summary: 'La plupart des retraits sont payés le jour même.',
      body: 'Les retraits sont vérifiés et payés sous 24 heures, la plupart en moins d’une heure.',
    },
    faqForgotPassword: {
      title: 'J’ai oublié mon mot de passe. Que faire ?',
      summary: 'Notre service client peut vous aider.',
      body: 'Contactez notre service client grâce aux coordonnées en bas de la page. Nous vérifierons votre identité et le réinitialiserons.',
    },
    faqCurrencies: {
      title: 'Quelles devises puis-je utiliser ?',
      summary: 'Les monnaies classiques et les cryptomonnaies sont acceptées.',
      body: 'Vous pouvez détenir des IDR, USD, MYR, THB et VND, ainsi que les cryptomonnaies USDT, BTC et ETH.',
    },
    faqFairPlay: {
      title: 'Les jeux sont-ils équitables ?',
      summary: 'Chaque jeu provient d’un fournisseur agréé.',
      body: 'Tous les jeux sont fournis par des fournisseurs agréés dont les résultats sont testés de manière indépendante.',
    },
  },
  announcements: {
    croupier: 'Cashback hebdomadaire chaque lundi. Jouez de manière responsable.',
    lagoon: 'Bienvenue au Blue Lagoon Casino !',
  },
};
