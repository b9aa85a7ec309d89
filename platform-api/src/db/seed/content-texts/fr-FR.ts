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
        'Les nouveaux joueurs reçoivent un bonus de 100 % sur leur premier dépôt, jusqu’à 1 000 USD ou l’équivalent dans votre devise (16 250 000 IDR, 4 450 MYR, 35 800 THB, 25 400 000 VND ou 1 000 USDT). Choisissez l’offre dans le formulaire de dépôt : le bonus est crédité dès que le dépôt est approuvé.\n\n' +
        'Conditions : le dépôt minimum est celui de votre portefeuille (10 USD ou 50 000 IDR, par exemple). Misez 10 fois le bonus en 30 jours : les machines à sous et les jeux de pêche comptent à 100 %, les jeux de casino et de cartes à 10 %, la loterie et les paris sportifs à 0 %. Pendant les conditions de mise, une mise ne peut dépasser 10 USD ou l’équivalent (162 500 IDR). Votre argent réel est dépensé avant votre argent bonus. Une fois les conditions remplies, tout le solde bonus devient de l’argent réel, sans plafond de gains.\n\n' +
        'Vous pouvez renoncer au bonus à tout moment sur la page « Bonus de récompense » de votre compte ; un retrait avant la fin des conditions de mise y met fin aussi. Votre dépôt et ce qu’il rapporte restent toujours à vous. Un bonus de bienvenue par joueur.',
    },
    welcomeBonusIdr: {
      title: 'Bonus de bienvenue de 100 %',
      summary: 'Doublez votre premier dépôt, jusqu’à 16 250 000 IDR.',
      body:
        'Les nouveaux joueurs reçoivent un bonus de 100 % sur leur premier dépôt, jusqu’à 16 250 000 IDR. Choisissez l’offre dans le formulaire de dépôt : le bonus est crédité dès que le dépôt est approuvé.\n\n' +
        'Conditions : le dépôt minimum est de 50 000 IDR. Misez 10 fois le bonus en 30 jours : les machines à sous et les jeux de pêche comptent à 100 %, les jeux de casino et de cartes à 10 %, la loterie et les paris sportifs à 0 %. Pendant les conditions de mise, une mise ne peut dépasser 162 500 IDR. Votre argent réel est dépensé avant votre argent bonus. Une fois les conditions remplies, tout le solde bonus devient de l’argent réel, sans plafond de gains.\n\n' +
        'Vous pouvez renoncer au bonus à tout moment sur la page « Bonus de récompense » de votre compte ; un retrait avant la fin des conditions de mise y met fin aussi. Votre dépôt et ce qu’il rapporte restent toujours à vous. Un bonus de bienvenue par joueur.',
    },
    weeklyCashback: {
      title: 'Cashback hebdomadaire de 10 %',
      summary: 'Récupérez 10 % de vos pertes nettes chaque lundi.',
      body:
        'Chaque lundi, nous vous reversons sous forme de bonus 10 % de vos pertes nettes de la semaine précédente, jusqu’à 1 000 USD ou l’équivalent (16 250 000 IDR) par devise. La semaine va du lundi 00:00 au lundi suivant 00:00 UTC ; les pertes nettes sont l’argent réel misé moins vos gains, dans chaque devise.\n\n' +
        'Le cashback est crédité automatiquement. Misez-le une fois en 7 jours : les machines à sous et les jeux de pêche comptent à 100 %, les jeux de casino et de cartes à 10 %, la loterie et les paris sportifs à 0 %. Il devient alors de l’argent réel. Vous pouvez y renoncer à tout moment sur la page « Bonus de récompense » de votre compte.',
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
