import type { SeedLanguageTexts } from './types.js';

export const ptPT: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Cinco novas slots chegam este mês',
      summary: 'Rolos novos dos nossos fornecedores, de dragões a tesouros do fundo do mar.',
      body:
        'Este mês chegam ao lobby cinco novos jogos de slot, cada um com o seu tema e a sua ronda de bónus.\n\n' +
        'Abra a categoria Máquinas de jogo para as encontrar.',
    },
    responsiblePlay: {
      title: 'Ferramentas que o ajudam a jogar de forma responsável',
      summary: 'Defina limites, faça uma pausa e acompanhe o seu jogo.',
      body:
        'Jogar deve continuar a ser divertido. Na página Jogo responsável da sua conta pode definir limites de depósito, de perdas e de apostas por dia, semana ou mês, limitar a duração de uma sessão e escolher com que frequência um lembrete lhe mostra o tempo de jogo e o que ganhou ou perdeu.\n\n' +
        'Precisa de uma pausa? Faça uma pausa de 1, 7 ou 30 dias, ou autoexclua-se por 6 meses, 1 ano ou 5 anos. Começa de imediato e não pode ser levantada antes do fim. O seu extrato de atividade e o relatório de apostas mostram o que depositou, levantou e jogou.',
    },
    cryptoWallets: {
      title: 'As carteiras de criptomoedas chegaram',
      summary: 'Deposite e levante em USDT, BTC e ETH, a par da sua moeda local.',
      body:
        'A sua carteira guarda agora saldos em criptomoedas a par dos saldos em moeda fiduciária. Cada moeda tem o seu próprio endereço de depósito.\n\n' +
        'Troque entre moedas a partir da página da carteira: a taxa e a respetiva margem são apresentadas antes de confirmar.',
    },
    welcomeBonusUsd: {
      title: 'Bónus de boas-vindas de 100%',
      summary: 'Duplique o seu primeiro depósito, até 1000 USD.',
      body:
        'Os novos jogadores recebem um bónus de 100% no primeiro depósito, até 1000 USD ou o equivalente na sua moeda (16 250 000 IDR, 4450 MYR, 35 800 THB, 25 400 000 VND ou 1000 USDT). Escolha a oferta no formulário de depósito: o bónus é creditado assim que o depósito é aprovado.\n\n' +
        'Termos: o depósito mínimo é o da sua carteira (por exemplo, 10 USD ou 50 000 IDR). Aposte 10 vezes o bónus em 30 dias: slots e jogos de pesca contam 100%, jogos de casino e de cartas 10%, lotaria e desporto 0%. Enquanto cumpre o requisito, cada aposta pode ser no máximo de 10 USD ou o equivalente (162 500 IDR). O seu dinheiro real é gasto antes do dinheiro de bónus. Cumprido o requisito, todo o saldo de bónus passa a dinheiro real, sem limite de ganhos.\n\n' +
        'Pode abdicar do bónus a qualquer momento na página «Bónus de recompensa» da sua conta; um levantamento antes de cumprir o requisito também o anula. O seu depósito e o que ele ganhar são sempre seus. Um bónus de boas-vindas por jogador.',
    },
    welcomeBonusIdr: {
      title: 'Bónus de boas-vindas de 100%',
      summary: 'Duplique o seu primeiro depósito, até 16 250 000 IDR.',
      body:
        'Os novos jogadores recebem um bónus de 100% no primeiro depósito, até 16 250 000 IDR. Escolha a oferta no formulário de depósito: o bónus é creditado assim que o depósito é aprovado.\n\n' +
        'Termos: o depósito mínimo é de 50 000 IDR. Aposte 10 vezes o bónus em 30 dias: slots e jogos de pesca contam 100%, jogos de casino e de cartas 10%, lotaria e desporto 0%. Enquanto cumpre o requisito, cada aposta pode ser no máximo de 162 500 IDR. O seu dinheiro real é gasto antes do dinheiro de bónus. Cumprido o requisito, todo o saldo de bónus passa a dinheiro real, sem limite de ganhos.\n\n' +
        'Pode abdicar do bónus a qualquer momento na página «Bónus de recompensa» da sua conta; um levantamento antes de cumprir o requisito também o anula. O seu depósito e o que ele ganhar são sempre seus. Um bónus de boas-vindas por jogador.',
    },
    weeklyCashback: {
      title: 'Cashback semanal de 10%',
      summary: 'Recupere 10% das suas perdas líquidas todas as segundas-feiras.',
      body:
        'Todas as segundas-feiras devolvemos como bónus 10% das suas perdas líquidas da semana anterior, até 1000 USD ou o equivalente (16 250 000 IDR) por moeda. A semana vai de segunda-feira às 00:00 à segunda-feira seguinte às 00:00 UTC; as perdas líquidas são o dinheiro real apostado menos o que ganhou, em cada moeda.\n\n' +
        'O cashback é creditado automaticamente. Aposte-o uma vez em 7 dias: slots e jogos de pesca contam 100%, jogos de casino e de cartas 10%, lotaria e desporto 0%. Depois passa a dinheiro real. Pode abdicar dele a qualquer momento na página «Bónus de recompensa» da sua conta.',
    },
    referFriends: {
      title: 'Convide amigos e ganhem juntos',
      summary: 'Ganhe uma comissão por cada depósito dos seus amigos.',
      body:
        'Partilhe a sua ligação de convite a partir da sua conta. Quando um amigo se regista com ela, ganha uma comissão sobre os depósitos dele.\n\n' +
        'Acompanhe os seus convidados e ganhos na página de convites.',
    },
    faqRegister: {
      title: 'Como crio uma conta?',
      summary: 'O registo demora um minuto.',
      body: 'Escolha Registar no topo da página, preencha os seus dados e confirme. Pode jogar de imediato.',
    },
    faqDeposit: {
      title: 'Como faço um depósito?',
      summary: 'Os depósitos fazem-se na sua carteira.',
      body:
        'Abra a sua carteira, escolha Depositar, selecione um canal de pagamento e introduza o montante.\n\n' +
        'Os depósitos por banco e carteira eletrónica são aprovados pela nossa equipa; os depósitos em criptomoedas chegam após a confirmação da rede.',
    },
    faqWithdrawalTime: {
      title: 'Quanto tempo demora um levantamento?',
      summary: 'A maioria dos levantamentos é paga no mesmo dia.',
      body: 'Os levantamentos são verificados e pagos no prazo de 24 horas, a maioria em menos de uma hora.',
    },
    faqForgotPassword: {
      title: 'Esqueci-me da palavra-passe. E agora?',
      summary: 'A nossa equipa de apoio pode ajudar.',
      body: 'Contacte a nossa equipa de apoio através dos contactos no fundo da página. Verificaremos a sua identidade e redefini-la-emos.',
    },
    faqCurrencies: {
      title: 'Que moedas posso usar?',
      summary: 'São aceites moedas fiduciárias e criptomoedas.',
      body: 'Pode ter IDR, USD, MYR, THB e VND, e as criptomoedas USDT, BTC e ETH.',
    },
    faqFairPlay: {
      title: 'Os jogos são justos?',
      summary: 'Cada jogo vem de um fornecedor licenciado.',
      body: 'Todos os jogos são fornecidos por fornecedores licenciados cujos resultados são testados de forma independente.',
    },
  },
  announcements: {
    croupier: 'Cashback semanal todas as segundas-feiras. Jogue de forma responsável.',
    lagoon: 'Bem-vindo ao Blue Lagoon Casino!',
  },
};
