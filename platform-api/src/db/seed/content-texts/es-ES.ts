import type { SeedLanguageTexts } from './types.js';

export const esES: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Cinco tragaperras nuevas llegan este mes',
      summary:
        'Rodillos nuevos de nuestros proveedores, de dragones a tesoros de las profundidades.',
      body:
        'Este mes llegan al lobby cinco tragaperras nuevas, cada una con su propia temática y ronda de bonificación.\n\n' +
        'Abre la categoría Tragaperras para encontrarlas.',
    },
    responsiblePlay: {
      title: 'Herramientas para jugar de forma responsable',
      summary: 'Fija límites, tómate un descanso y controla tu juego.',
      body:
        'Jugar debe seguir siendo divertido. En la página Juego responsable de tu cuenta puedes fijar límites de depósito, de pérdidas y de apuestas por día, semana o mes, limitar la duración de una sesión y elegir cada cuánto un recordatorio te muestra el tiempo jugado y lo que has ganado o perdido.\n\n' +
        '¿Necesitas un descanso? Tómate una pausa de 1, 7 o 30 días, o autoexclúyete durante 6 meses, 1 año o 5 años. Empieza al momento y no se puede levantar antes. Tu extracto de actividad y tu informe de apuestas muestran lo que depositaste, retiraste y jugaste.',
    },
    cryptoWallets: {
      title: 'Ya llegaron las carteras de criptomonedas',
      summary: 'Deposita y retira en USDT, BTC y ETH junto a tu moneda local.',
      body:
        'Tu cartera ahora guarda saldos en criptomonedas junto a los saldos en moneda fiduciaria. Cada moneda tiene su propia dirección de depósito.\n\n' +
        'Cambia entre monedas desde la página de la cartera: verás el tipo de cambio y su margen antes de confirmar.',
    },
    welcomeBonusUsd: {
      title: 'Bono de bienvenida del 100 %',
      summary: 'Duplica tu primer depósito, hasta 1000 USD.',
      body:
        'Los nuevos jugadores reciben un bono del 100 % sobre su primer depósito, hasta 1000 USD o su equivalente en tu moneda (16 250 000 IDR, 4450 MYR, 35 800 THB, 25 400 000 VND o 1000 USDT). Elige la oferta en el formulario de depósito: el bono se abona en cuanto se aprueba el depósito.\n\n' +
        'Condiciones: el depósito mínimo es el de tu cartera (10 USD o 50 000 IDR, por ejemplo). Apuesta 10 veces el bono en 30 días: las tragaperras y los juegos de pesca cuentan al 100 %, los juegos de casino y de cartas al 10 %, la lotería y los deportes al 0 %. Mientras cumples el requisito, cada apuesta puede ser como máximo de 10 USD o su equivalente (162 500 IDR). Tu dinero real se gasta antes que tu dinero de bono. Cuando completas el requisito, todo el saldo de bono pasa a ser dinero real, sin límite de ganancias.\n\n' +
        'Puedes renunciar al bono en cualquier momento en la página «Bono de recompensa» de tu cuenta; un retiro antes de completar el requisito también lo anula. Tu depósito y lo que gane son siempre tuyos. Un bono de bienvenida por jugador.',
    },
    welcomeBonusIdr: {
      title: 'Bono de bienvenida del 100 %',
      summary: 'Duplica tu primer depósito, hasta 16 250 000 IDR.',
      body:
        'Los nuevos jugadores reciben un bono del 100 % sobre su primer depósito, hasta 16 250 000 IDR. Elige la oferta en el formulario de depósito: el bono se abona en cuanto se aprueba el depósito.\n\n' +
        'Condiciones: el depósito mínimo es de 50 000 IDR. Apuesta 10 veces el bono en 30 días: las tragaperras y los juegos de pesca cuentan al 100 %, los juegos de casino y de cartas al 10 %, la lotería y los deportes al 0 %. Mientras cumples el requisito, cada apuesta puede ser como máximo de 162 500 IDR. Tu dinero real se gasta antes que tu dinero de bono. Cuando completas el requisito, todo el saldo de bono pasa a ser dinero real, sin límite de ganancias.\n\n' +
        'Puedes renunciar al bono en cualquier momento en la página «Bono de recompensa» de tu cuenta; un retiro antes de completar el requisito también lo anula. Tu depósito y lo que gane son siempre tuyos. Un bono de bienvenida por jugador.',
    },
    weeklyCashback: {
      title: 'Cashback semanal del 10 %',
      summary: 'Recupera cada lunes el 10 % de tus pérdidas netas.',
      body:
        'Cada lunes te devolvemos como bono el 10 % de tus pérdidas netas de la semana anterior, hasta 1000 USD o su equivalente (16 250 000 IDR) por moneda. La semana va del lunes a las 00:00 al lunes siguiente a las 00:00 UTC; las pérdidas netas son el dinero real apostado menos lo ganado, en cada moneda.\n\n' +
        'El cashback se abona automáticamente. Apuéstalo una vez en 7 días: las tragaperras y los juegos de pesca cuentan al 100 %, los juegos de casino y de cartas al 10 %, la lotería y los deportes al 0 %. Después pasa a ser dinero real. Puedes renunciar a él en cualquier momento en la página «Bono de recompensa» de tu cuenta.',
    },
    referFriends: {
      title: 'Invita a tus amigos y ganad juntos',
      summary: 'Gana una comisión por cada depósito de tus amigos.',
      body:
        'Comparte tu enlace de referido desde tu cuenta. Cuando un amigo se registre con él, ganarás una comisión por sus depósitos.\n\n' +
        'Sigue a tus referidos y tus ganancias en la página de referidos.',
    },
    faqRegister: {
      title: '¿Cómo creo una cuenta?',
      summary: 'El registro lleva un minuto.',
      body: 'Elige Registrarse en la parte superior de la página, rellena tus datos y confirma. Puedes jugar al instante.',
    },
    faqDeposit: {
      title: '¿Cómo hago un depósito?',
      summary: 'Los depósitos se hacen desde tu cartera.',
      body:
        'Abre tu cartera, elige Depositar, selecciona un canal de pago e introduce el importe.\n\n' +
        'Nuestro equipo aprueba los depósitos bancarios y de monedero electrónico; los de criptomonedas llegan tras la confirmación de la red.',
    },
    faqWithdrawalTime: {
      title: '¿Cuánto tarda un retiro?',
      summary: 'La mayoría de los retiros se pagan el mismo día.',
      body: 'Los retiros se revisan y se pagan en un plazo de 24 horas, la mayoría en menos de una hora.',
    },
    faqForgotPassword: {
      title: 'He olvidado mi contraseña. ¿Qué hago?',
      summary: 'Nuestro equipo de soporte puede ayudarte.',
      body: 'Contacta con nuestro equipo de soporte mediante los datos que aparecen al pie de la página. Verificaremos tu identidad y la restableceremos.',
    },
    faqCurrencies: {
      title: '¿Qué monedas puedo usar?',
      summary: 'Se admiten monedas fiduciarias y criptomonedas.',
      body: 'Puedes tener IDR, USD, MYR, THB y VND, y las criptomonedas USDT, BTC y ETH.',
    },
    faqFairPlay: {
      title: '¿Son justos los juegos?',
      summary: 'Cada juego procede de un proveedor con licencia.',
      body: 'Todos los juegos los suministran proveedores con licencia cuyos resultados se someten a pruebas independientes.',
    },
  },
  announcements: {
    croupier: 'Reembolso semanal cada lunes. Juega con responsabilidad.',
    lagoon: '¡Bienvenido a Blue Lagoon Casino!',
  },
};
