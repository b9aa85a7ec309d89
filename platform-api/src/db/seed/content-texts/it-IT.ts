import type { SeedLanguageTexts } from './types.js';

export const itIT: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Cinque nuove slot arrivano questo mese',
      summary: 'Rulli nuovi dai nostri fornitori, dai draghi ai tesori degli abissi.',
      body:
        'Questo mese arrivano nella lobby cinque nuove slot, ognuna con il suo tema e il suo round bonus.\n\n' +
        'Apri la categoria Slot per trovarle.',
    },
    responsiblePlay: {
      title: 'Strumenti per giocare in modo responsabile',
      summary: 'Imposta limiti, prenditi una pausa e tieni traccia del tuo gioco.',
      body:
        'Giocare deve restare un divertimento. Nella pagina Gioco responsabile del tuo account puoi impostare limiti di deposito, di perdita e di puntata al giorno, alla settimana o al mese, limitare la durata di una sessione e scegliere ogni quanto un promemoria ti mostra il tempo di gioco e quanto hai vinto o perso.\n\n' +
        'Ti serve una pausa? Prenditi una pausa di 1, 7 o 30 giorni, oppure autoescluditi per 6 mesi, 1 anno o 5 anni. Inizia subito e non può essere revocata prima. Il tuo estratto delle attività e il report delle puntate mostrano quanto hai depositato, prelevato e giocato.',
    },
    cryptoWallets: {
      title: 'Arrivano i portafogli crypto',
      summary: 'Deposita e preleva in USDT, BTC ed ETH accanto alla tua valuta locale.',
      body:
        'Il tuo portafoglio ora contiene saldi in criptovalute accanto a quelli in valuta tradizionale. Ogni valuta ha il suo indirizzo di deposito.\n\n' +
        'Scambia tra valute dalla pagina del portafoglio: il tasso e il suo spread vengono mostrati prima della conferma.',
    },
    welcomeBonusUsd: {
      title: 'Bonus di benvenuto del 100%',
      summary: 'Raddoppia il tuo primo deposito, fino a 1.000 USD.',
      body:
        'I nuovi giocatori ricevono un bonus del 100% sul primo deposito, fino a 1.000 USD o l’equivalente.\n\n' +
        'Il bonus viene accreditato non appena il deposito è approvato. Si applicano requisiti di puntata.',
    },
    welcomeBonusIdr: {
      title: 'Bonus di benvenuto del 100%',
      summary: 'Raddoppia il tuo primo deposito, fino a 15.000.000 IDR.',
      body:
        'I nuovi giocatori ricevono un bonus del 100% sul primo deposito, fino a 15.000.000 IDR.\n\n' +
        'Il bonus viene accreditato non appena il deposito è approvato. Si applicano requisiti di puntata.',
    },
    weeklyCashback: {
      title: 'Cashback settimanale del 10%',
      summary: 'Ogni lunedì ti restituiamo il 10% delle perdite nette.',
      body:
        'Ogni lunedì ti restituiamo come bonus il 10% delle perdite nette della settimana precedente.\n\n' +
        'Il cashback è calcolato per valuta e accreditato automaticamente.',
    },
    referFriends: {
      title: 'Invita gli amici e guadagnate insieme',
      summary: 'Guadagna una commissione su ogni deposito dei tuoi amici.',
      body:
        'Condividi il tuo link di invito dal tuo conto. Quando un amico si registra con il link, guadagni una commissione sui suoi depositi.\n\n' +
        'Segui i tuoi invitati e i tuoi guadagni nella pagina degli inviti.',
    },
    faqRegister: {
      title: 'Come creo un conto?',
      summary: 'La registrazione richiede un minuto.',
      body: 'Scegli Registrati in alto nella pagina, inserisci i tuoi dati e conferma. Puoi giocare subito.',
    },
    faqDeposit: {
      title: 'Come faccio un deposito?',
      summary: 'I depositi passano dal tuo portafoglio.',
      body:
        'Apri il portafoglio, scegli Deposita, seleziona un canale di pagamento e inserisci l’importo.\n\n' +
        'I depositi tramite banca e portafoglio elettronico sono approvati dal nostro team; quelli in criptovaluta arrivano dopo la conferma della rete.',
    },
    faqWithdrawalTime: {
      title: 'Quanto tempo richiede un prelievo?',
      summary: 'La maggior parte dei prelievi viene pagata in giornata.',
      body: 'I prelievi vengono verificati e pagati entro 24 ore, la maggior parte entro un’ora.',
    },
    faqForgotPassword: {
      title: 'Ho dimenticato la password. Cosa faccio?',
      summary: 'Il nostro servizio clienti può aiutarti.',
      body: 'Contatta il nostro servizio clienti tramite i recapiti in fondo alla pagina. Verificheremo la tua identità e la reimposteremo.',
    },
    faqCurrencies: {
      title: 'Quali valute posso usare?',
      summary: 'Sono supportate valute tradizionali e criptovalute.',
      body: 'Puoi detenere IDR, USD, MYR, THB e VND e le criptovalute USDT, BTC ed ETH.',
    },
    faqFairPlay: {
      title: 'I giochi sono equi?',
      summary: 'Ogni gioco proviene da un fornitore autorizzato.',
      body: 'Tutti i giochi sono forniti da fornitori autorizzati i cui risultati sono verificati in modo indipendente.',
    },
  },
  announcements: {
    croupier: 'Cashback settimanale ogni lunedì. Gioca in modo responsabile.',
    lagoon: 'Benvenuto al Blue Lagoon Casino!',
  },
};
