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
        'I nuovi giocatori ricevono un bonus del 100% sul primo deposito, fino a 1.000 USD o l’equivalente nella tua valuta (16.250.000 IDR, 4.450 MYR, 35.800 THB, 25.400.000 VND o 1.000 USDT). Scegli l’offerta nel modulo di deposito: il bonus viene accreditato appena il deposito è approvato.\n\n' +
        'Termini: il deposito minimo è quello del tuo portafoglio (ad esempio 10 USD o 50.000 IDR). Gioca 10 volte il bonus entro 30 giorni: slot e giochi di pesca contano al 100%, giochi da casinò e di carte al 10%, lotteria e scommesse sportive allo 0%. Durante il requisito di gioco, ogni puntata può essere al massimo di 10 USD o l’equivalente (162.500 IDR). Il tuo denaro reale viene speso prima del denaro bonus. Completato il requisito, l’intero saldo bonus diventa denaro reale, senza limiti alle vincite.\n\n' +
        'Puoi rinunciare al bonus in qualsiasi momento nella pagina «Bonus premio» del tuo conto; anche un prelievo prima di completare il requisito lo annulla. Il tuo deposito e ciò che vince restano sempre tuoi. Un bonus di benvenuto per giocatore.',
    },
    welcomeBonusIdr: {
      title: 'Bonus di benvenuto del 100%',
      summary: 'Raddoppia il tuo primo deposito, fino a 16.250.000 IDR.',
      body:
        'I nuovi giocatori ricevono un bonus del 100% sul primo deposito, fino a 16.250.000 IDR. Scegli l’offerta nel modulo di deposito: il bonus viene accreditato appena il deposito è approvato.\n\n' +
        'Termini: il deposito minimo è di 50.000 IDR. Gioca 10 volte il bonus entro 30 giorni: slot e giochi di pesca contano al 100%, giochi da casinò e di carte al 10%, lotteria e scommesse sportive allo 0%. Durante il requisito di gioco, ogni puntata può essere al massimo di 162.500 IDR. Il tuo denaro reale viene speso prima del denaro bonus. Completato il requisito, l’intero saldo bonus diventa denaro reale, senza limiti alle vincite.\n\n' +
        'Puoi rinunciare al bonus in qualsiasi momento nella pagina «Bonus premio» del tuo conto; anche un prelievo prima di completare il requisito lo annulla. Il tuo deposito e ciò che vince restano sempre tuoi. Un bonus di benvenuto per giocatore.',
    },
    weeklyCashback: {
      title: 'Cashback settimanale del 10%',
      summary: 'Ogni lunedì ti restituiamo il 10% delle perdite nette.',
      body:
        'Ogni lunedì ti restituiamo come bonus il 10% delle perdite nette della settimana precedente, fino a 1.000 USD o l’equivalente (16.250.000 IDR) per valuta. La settimana va dal lunedì alle 00:00 al lunedì successivo alle 00:00 UTC; le perdite nette sono il denaro reale puntato meno le vincite, per ogni valuta.\n\n' +
        'Il cashback viene accreditato automaticamente. Giocalo una volta entro 7 giorni: slot e giochi di pesca contano al 100%, giochi da casinò e di carte al 10%, lotteria e scommesse sportive allo 0%. Poi diventa denaro reale. Puoi rinunciarvi in qualsiasi momento nella pagina «Bonus premio» del tuo conto.',
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
