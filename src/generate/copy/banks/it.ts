/**
 * Frasi in italiano. Registro: `c.f(Lei, tu)`; nel registro formale "La/Le/Suo" con la maiuscola
 * di cortesia. Nessun aggettivo al genere del lettore ("ti diamo il benvenuto", non "benvenuto/a").
 */
import { lowerFirst as lower } from '../format';
import type { Ctx, Entry } from '../types';
import type { CopyKey } from './en';

/** L'offerta in una frase: "il 20% di sconto su…", "sconti fino al 30%", "la spedizione gratuita". */
const offerta = (c: Ctx): string | undefined => {
  const scope = c.scope ? ` ${c.scope}` : '';
  if (c.discount) {
    if (c.upTo) return `sconti fino al ${c.discount}${scope}`;
    return c.amount ? `${c.discount} di sconto${scope}` : `il ${c.discount} di sconto${scope}`;
  }
  if (c.freeShipping) return c.freeShippingMin ? `la spedizione gratuita per ordini superiori a ${c.freeShippingMin}` : 'la spedizione gratuita';
  return undefined;
};
/** "approfitta del 20%…" / "approfitta di sconti…": "di" + article merged. */
const diOfferta = (c: Ctx): string | undefined => {
  const o = offerta(c);
  if (!o) return undefined;
  if (o.startsWith('il ')) return `del ${o.slice(3)}`;
  if (o.startsWith('la ')) return `della ${o.slice(3)}`;
  return `di ${o}`;
};
const fino = (c: Ctx) => (c.deadline ? ` fino a ${c.deadline}` : '');
/** Articled prepositions before a short date elide before a vowel: "l’8 giugno", "all’11 maggio", "dall’8". */
const art = (prep: 'il' | 'al' | 'dal', date: string) => (/^(?:8|11)(?:\s|$)/.test(date) ? `${{ il: 'l’', al: 'all’', dal: 'dall’' }[prep]}${date}` : `${prep} ${date}`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const auguri: Record<string, string> = {
  christmas: 'Buon Natale!', 'new-year': 'Buon anno!', easter: 'Buona Pasqua!', valentines: 'Buon San Valentino!', 'mothers-day': 'Buona festa della mamma!', 'fathers-day': 'Buona festa del papà!', halloween: 'Buon Halloween!', thanksgiving: 'Buon Ringraziamento!', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Felice Hanukkah!', summer: 'Buone vacanze!', generic: 'Buone feste!',
};
const augurio = (c: Ctx) => auguri[c.holidayKind ?? 'generic'];

export const it = {
  greeting: { neutral: [(c) => c.f('Gentile cliente,', 'Ciao!'), (c) => c.f('Buongiorno,', 'Ciao,')], formal: ['Gentile cliente,', 'Buongiorno,'], playful: ['Ciao!', 'Ehilà!'] },
  'greeting.named': [(c) => c.addressee && c.f(`Gentile ${c.addressee},`, `Ciao ${c.addressee},`)],
  signoff: { neutral: ['A presto,', 'Un caro saluto,'], formal: [(c) => c.f('Cordiali saluti,', 'Un caro saluto,'), (c) => c.f('Distinti saluti,', 'A presto,')], playful: ['A prestissimo!', 'Un abbraccio,'], luxurious: [(c) => c.f('Con i nostri più cordiali saluti,', 'Un caro saluto,'), (c) => c.f('Cordialmente,', 'A presto,')], friendly: ['Un caro saluto,', 'A presto,'] },
  signature: [(c) => `Il team di ${c.brand}`],
  'nav.shop': ['Negozio'],
  'nav.about': ['Chi siamo'],
  'nav.blog': ['Blog'],
  'nav.contact': ['Contatti'],
  'footer.unsubscribe': ['Annulla l’iscrizione'],
  'footer.preferences': ['Gestisci le preferenze'],
  'footer.legal': [(c) => c.f(`Riceve questa e-mail in seguito alla Sua iscrizione alle novità di ${c.brand}.`, `Ricevi questa e-mail in seguito alla tua iscrizione alle novità di ${c.brand}.`)],
  'footer.legalTransactional': [(c) => c.f(`Riceve questa e-mail in merito al Suo account o al Suo ordine presso ${c.brand}.`, `Ricevi questa e-mail in merito al tuo account o al tuo ordine presso ${c.brand}.`)],
  'cta.shop': { neutral: ['Acquista ora', 'Vai al negozio'], luxurious: ['Scopri la collezione'], playful: [(c) => c.f('Si conceda un regalo', 'Concediti un regalo'), 'Via allo shopping!'] },
  'cta.discover': [(c) => c.f('Scopra di più', 'Scopri di più'), 'Scopri'],
  'cta.learnMore': ['Maggiori informazioni', 'Leggi di più'],
  'cta.readMore': ['Continua a leggere', 'Leggi l’articolo'],
  'cta.visit': [(c) => `Visita ${c.brand}`, 'Visita il sito'],
  'cta.rsvp': ['Prenota il mio posto', 'Conferma la partecipazione'],
  'cta.cart': ['Torna al negozio', 'Completa l’acquisto'],
  'cta.feedback': ['Lascia la tua opinione', 'Rispondi'],
  'cta.getStarted': ['Inizia ora', 'Scopri il negozio'],
  'cta.useCode': ['Usa il codice', 'Acquista con il codice'],
  'cta.explore': ['Esplora la collezione', 'Scopri le novità'],
  'cta.viewProduct': ['Vedi il prodotto', 'Acquista'],
  'cta.account': ['Vai al mio account'],
  'cta.track': ['Traccia il mio ordine'],
  'cta.reset': ['Reimposta la password'],
  'cta.booking': ['Vedi la mia prenotazione'],
  'cta.order': ['Vedi il mio ordine'],
  'cta.invoice': ['Vedi la mia fattura'],
  'cta.payment': ['Aggiorna il metodo di pagamento'],
  'cta.appointment': ['Gestisci il mio appuntamento'],
  'cta.verify': ['Verifica il mio account'],
  'cta.contact': ['Contattaci'],
  'offer.value': [
    (c) => c.discount && `${c.upTo ? `Sconti fino al ${c.discount}` : `${c.discount} di sconto`}${c.scope ? ` ${c.scope}` : ''}`,
    (c) => !c.discount && c.freeShipping && (c.freeShippingMin ? `Spedizione gratuita da ${c.freeShippingMin}` : 'Spedizione gratuita'),
  ],
  'offer.freeShipping': [(c) => c.freeShipping && (c.freeShippingMin ? `Spedizione gratuita per ordini superiori a ${c.freeShippingMin}.` : 'Spedizione gratuita su tutti gli ordini.')],
  'offer.codeLine': [(c) => c.code && c.f(`Inserisca il codice **${c.code}** al momento del pagamento.`, `Inserisci il codice **${c.code}** al momento del pagamento.`)],
  'coupon.description': [(c) => c.f('Inserisca il codice al momento del pagamento.', 'Inserisci il codice al momento del pagamento.'), 'Da usare al momento del pagamento.'],
  'coupon.expiry': [(c) => c.deadline && `Valido fino a ${c.deadline}`],
  'deadline.line': { neutral: [(c) => c.deadline && `L’offerta termina ${c.deadline}.`, (c) => c.deadline && `Valido fino a ${c.deadline}.`], urgent: [(c) => c.deadline && c.f(`Si affretti: l’offerta termina ${c.deadline}.`, `Affrettati: l’offerta termina ${c.deadline}.`), (c) => c.deadline && `Ultima occasione: l’offerta termina ${c.deadline}.`] },
  // A date something lasts until, in an email that makes no offer ("The offer ends…" there invented one).
  'until.line': [(c) => c.deadline && `Fino a ${c.deadline}.`],
  'start.line': [(c) => c.start && `A partire da ${c.start}.`, (c) => c.start && `Da ${c.start}.`],
  'range.line': [(c) => c.range && c.start && c.deadline && `Da ${c.start} a ${c.deadline}.`],
  'closure.line': [(c) => c.closure && c.start && c.deadline && `Vi informiamo che resteremo chiusi da ${c.start} a ${c.deadline}.`, (c) => c.closure && !c.start && c.deadline && `Vi informiamo che resteremo chiusi ${c.deadline}.`, (c) => c.closure && !c.start && c.event && `Vi informiamo che resteremo chiusi ${c.event}.`],
  'audience.line': [
    (c) => ({ vip: 'In esclusiva per i nostri clienti VIP', loyal: 'Per i nostri clienti più fedeli', 'new-customers': 'Per i nostri nuovi clienti', members: 'Per i nostri soci', inactive: 'Per chi ci conosce da tempo', teams: 'Per team e aziende', customers: undefined, subscribers: undefined, everyone: undefined })[c.audienceKind ?? 'everyone'],
  ],
  'holiday.name': [(c) => ({ christmas: 'Natale', 'new-year': 'Capodanno', easter: 'Pasqua', valentines: 'San Valentino', 'mothers-day': 'festa della mamma', 'fathers-day': 'festa del papà', halloween: 'Halloween', thanksgiving: 'Ringraziamento', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Hanukkah', summer: 'vacanze estive', generic: 'feste' })[c.holidayKind ?? 'generic']],
  'products.heading': { neutral: ['I nostri preferiti del momento', 'I più amati'], luxurious: ['I nostri pezzi iconici', 'La nostra selezione'], playful: ['I più gettonati', 'Li adoriamo'] },
  'products.headingSale': ['Approfitta dell’offerta', 'Selezionati per la promozione'],
  'products.headingNew': ['Novità in negozio', 'Appena arrivati'],
  'products.headingGift': ['Idee regalo', 'Da regalare (o regalarsi)'],
  'products.button': ['Acquista', 'Scopri'],
  'social.heading': [(c) => `Segui ${c.brand}`, 'Restiamo in contatto'],
  'contact.help': [
    (c) => c.email && c.f(`Domande? Ci scriva a [${c.email}](mailto:${c.email}): saremo lieti di aiutarLa.`, `Domande? Scrivici a [${c.email}](mailto:${c.email}): saremo felici di aiutarti.`),
    (c) => !c.email && c.phone && c.f(`Domande? Ci chiami al numero [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`, `Domande? Chiamaci al numero [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`),
  ],

  'welcome.heading': { neutral: [(c) => c.f(`${c.brand} Le dà il benvenuto`, `${c.brand} ti dà il benvenuto`), (c) => c.f(`Siamo felici di averLa con noi`, `Che bello averti con noi!`)], playful: [(c) => `Ora ${c.f('fa', 'fai')} parte della famiglia ${c.brand}!`], luxurious: [(c) => c.f(`Le diamo il benvenuto nel mondo ${c.brand}`, `Ti diamo il benvenuto nel mondo ${c.brand}`)] },
  'welcome.intro': { neutral: [(c) => c.f('Grazie per la Sua iscrizione. Siamo felici di averLa con noi.', 'Grazie per la tua iscrizione. Siamo felici di averti con noi.'), (c) => c.f('Grazie per averci scelto. Ecco cosa La aspetta.', 'Grazie per averci scelto. Ecco cosa ti aspetta.')], formal: ['Grazie per la Sua iscrizione. È un piacere darLe il benvenuto.'], playful: [(c) => c.f('Grazie per la Sua iscrizione: ci ha migliorato la giornata.', 'Grazie per la tua iscrizione: ci hai migliorato la giornata!')] },
  'welcome.expect': [(c) => c.f('Cosa La aspetta', 'Cosa ti aspetta'), 'Cosa succede ora'],
  'welcome.benefit1': ['Novità sui nostri prodotti', 'Le ultime novità del negozio'],
  'welcome.benefit2': ['Idee e ispirazione dal nostro team', 'Consigli e storie dal nostro team'],
  'welcome.benefit3': ['Le nostre offerte e i nostri eventi', 'Inviti a eventi e promozioni'],
  'welcome.gift': { neutral: [(c) => c.discount && c.f(`Come regalo di benvenuto, approfitti ${diOfferta(c)} sul Suo primo ordine.`, `Come regalo di benvenuto, approfitta ${diOfferta(c)} sul tuo primo ordine.`)] },
  'welcome.closing': { neutral: [(c) => c.f('Siamo felici di averLa qui.', 'Siamo felici di averti qui.'), 'Buona scoperta!'], formal: ['Restiamo a Sua disposizione.'] },

  'promo.eyebrow': { neutral: ['Offerta a tempo limitato', 'Offerta speciale'], urgent: ['Ultima occasione'], luxurious: ['Un’offerta esclusiva'] },
  'promo.heading': {
    neutral: [(c) => c.offer && c.topic && `${c.topic}: ${lower(c.offer)}`, (c) => c.offer && `${c.offer} per poco tempo`, (c) => c.offer],
    urgent: [(c) => c.offer && `Ultima occasione: ${lower(c.offer)}`],
    playful: [(c) => c.offer && c.f(`Si coccoli: ${lower(c.offer)}`, `Coccolati: ${lower(c.offer)}`)],
    luxurious: [(c) => c.offer && `Un invito speciale: ${lower(c.offer)}`],
  },
  'promo.headingNoOffer': { neutral: [(c) => c.topic ?? `${c.f('Scopra', 'Scopri')} ${c.brand}`, 'I nostri preferiti, selezionati con cura'], luxurious: ['La nostra selezione più speciale'] },
  'promo.intro': {
    neutral: [(c) => diOfferta(c) && c.f(`Per poco tempo, approfitti ${diOfferta(c)}${fino(c)}.`, `Per poco tempo, approfitta ${diOfferta(c)}${fino(c)}.`), (c) => offerta(c) && `Buone notizie: ${offerta(c)}${fino(c)}.`],
    urgent: [(c) => offerta(c) && c.f(`Il tempo stringe: ${offerta(c)}${fino(c)}. Non aspetti troppo.`, `Il tempo stringe: ${offerta(c)}${fino(c)}. Non aspettare troppo.`)],
    playful: [(c) => offerta(c) && `Non potevamo tenerlo per noi: ${offerta(c)}${fino(c)}.`],
    formal: [(c) => offerta(c) && `Siamo lieti di offrirLe ${offerta(c)}${fino(c)}.`],
    luxurious: [(c) => diOfferta(c) && c.f(`Per pochi giorni, La invitiamo ad approfittare ${diOfferta(c)}${fino(c)}.`, `Per pochi giorni, ti invitiamo ad approfittare ${diOfferta(c)}${fino(c)}.`)],
  },
  'promo.introNoOffer': [(c) => c.f('Scopra i prodotti che i nostri clienti amano di più in questo momento.', 'Scopri i prodotti che i nostri clienti amano di più in questo momento.'), (c) => `Una selezione dei preferiti di ${c.brand}.`],
  'promo.closing': { neutral: [(c) => c.f('La aspettiamo!', 'Ti aspettiamo!'), (c) => c.f('Ne approfitti!', 'Approfittane!')], formal: ['La aspettiamo.'], urgent: [(c) => c.f('Non se la lasci sfuggire.', 'Non lasciartela sfuggire.')], luxurious: ['Sarà un piacere accoglierLa.'] },

  'news.heading': { neutral: [(c) => c.month && `${c.month.charAt(0).toUpperCase()}${c.month.slice(1)} da ${c.brand}`, (c) => `Le novità di ${c.brand}`], formal: [(c) => `La newsletter di ${c.brand}`] },
  'news.intro': { neutral: ['Ecco cosa è successo di recente, in una lettura veloce.', 'Un breve riepilogo delle nostre novità.'], playful: [(c) => c.f('Si prenda un caffè: ecco le nostre novità.', 'Prenditi un caffè: ecco le nostre novità.')], formal: ['Di seguito trova le nostre ultime novità.'] },
  'news.inThisIssue': ['In questo numero', 'Questa volta'],
  'news.blogHeading': ['Dal blog', 'Da leggere'],
  'news.blogText': [(c) => `Storie, consigli e novità dal team di ${c.brand}.`],
  'news.closing': ['Grazie per averci letto, a presto.', 'Alla prossima!'],

  'announce.eyebrow': ['Novità', 'Avviso importante'],
  'announce.heading': { neutral: [(c) => c.topic && `Novità: ${c.topic}`, (c) => `Le novità di ${c.brand}`], formal: [(c) => c.topic && `Comunicazione: ${c.topic}`, (c) => `Una comunicazione di ${c.brand}`], playful: [(c) => c.topic && `Grande notizia: ${c.topic}!`, 'Abbiamo una novità!'] },
  'announce.intro': { neutral: [(c) => c.f('Abbiamo una novità che vogliamo condividere con Lei.', 'Abbiamo una novità che vogliamo condividere con te.'), (c) => c.f('Volevamo che fosse tra i primi a saperlo.', 'Volevamo che fossi tra i primi a saperlo.')], formal: ['Desideriamo informarLa di quanto segue.'], playful: [(c) => c.f('Non vedevamo l’ora di dirglielo.', 'Non vedevamo l’ora di dirtelo.')] },
  'announce.closing': [(c) => c.f('Grazie per la Sua fiducia.', 'Grazie per la tua fiducia.'), 'Grazie per essere con noi.'],

  'launch.eyebrow': ['Novità', 'Appena arrivato'],
  'launch.heading': { neutral: [(c) => c.product && `Novità: ${c.product}`, (c) => c.product && `Ecco a voi: ${c.product}`, (c) => c.topic && `Vi presentiamo ${c.topic}`, 'È arrivata una novità'], playful: [(c) => c.product && `Finalmente: ${c.product}!`, (c) => c.topic && `Finalmente: ${c.topic}!`], luxurious: [(c) => c.product && `Presentiamo: ${c.product}`, (c) => c.topic && `Presentiamo ${c.topic}`] },
  'launch.intro': { neutral: [(c) => `Da ${c.brand} stavamo lavorando a qualcosa di nuovo, e finalmente è arrivato.`, (c) => c.f('Finalmente è qui, e non vediamo l’ora che lo scopra.', 'Finalmente è qui, e non vediamo l’ora che tu lo scopra.')], formal: [(c) => `Siamo lieti di presentarLe l’ultima novità di ${c.brand}.`], playful: ['È nuovo, è qui, e siamo un pochino emozionati.'], luxurious: ['Realizzata con cura, la nostra nuova creazione è pronta per essere scoperta.'] },
  'launch.availability': [(c) => c.start && `Disponibile da ${c.start}.`, (c) => !c.start && 'Già disponibile.'],
  'launch.offer': [(c) => diOfferta(c) && c.f(`Per festeggiare, approfitti ${diOfferta(c)}${fino(c)}.`, `Per festeggiare, approfitta ${diOfferta(c)}${fino(c)}.`)],
  'launch.closing': [(c) => c.f('Speriamo che Le piaccia quanto piace a noi.', 'Speriamo che ti piaccia quanto piace a noi.'), (c) => c.f('Ci faccia sapere cosa ne pensa!', 'Facci sapere cosa ne pensi!')],

  'event.eyebrow': { neutral: [(c) => c.f('La invitiamo', 'Ti invitiamo'), 'Segna la data'], formal: ['Invito'] },
  'event.heading': { neutral: [(c) => c.topic && `Invito: ${c.topic}`, (c) => c.topic && `${c.f('Ci raggiunga', 'Raggiungici')}: ${c.topic}`, (c) => `${c.f('Festeggi', 'Festeggia')} con ${c.brand}`], formal: [(c) => c.topic && `Invito: ${c.topic}`, (c) => `Un invito da ${c.brand}`], playful: [(c) => c.topic && `${c.f('Non manchi', 'Non mancare')}: ${c.topic}!`, 'Ci vediamo lì!'] },
  'event.intro': { neutral: [(c) => c.f('Saremmo felici di averLa con noi. Ecco i dettagli.', 'Saremmo felici di averti con noi. Ecco i dettagli.'), (c) => c.f('Ci ritroviamo e ci farebbe piacere se ci fosse anche Lei.', 'Ci ritroviamo e ci farebbe piacere se ci fossi anche tu.')], formal: ['Saremo lieti di accoglierLa. Di seguito trova tutti i dettagli.'], playful: [(c) => c.f('Senza di Lei non sarebbe lo stesso. Ecco cosa sapere.', 'Senza di te non sarebbe lo stesso. Ecco cosa sapere.')] },
  'event.when': ['Data'],
  'event.time': ['Ora'],
  'event.where': ['Luogo'],
  'event.price': ['Prezzo'],
  'event.rsvpBy': ['Conferma entro il'],
  'event.extras': ['Da sapere'],
  'order.number': ['Numero d’ordine'],
  'order.invoice': ['Numero di fattura'],
  'order.items': ['Articoli'],
  'order.amount': ['Importo'],
  'order.carrier': ['Corriere'],
  'order.tracking': ['Numero di tracciamento'],
  'order.delivery': ['Consegna prevista'],
  'event.rsvp': [(c) => c.f('Ci faccia sapere se potrà esserci.', 'Facci sapere se potrai esserci.'), (c) => c.f('La preghiamo di confermare la Sua presenza.', 'Confermaci la tua presenza.')],
  'event.closing': [(c) => c.f('La aspettiamo.', 'Ti aspettiamo.'), 'A presto!'],

  'cart.heading': { neutral: [(c) => c.f('Ha dimenticato qualcosa', 'Hai dimenticato qualcosa'), (c) => c.f('Ci sta ancora pensando?', 'Ci stai ancora pensando?')], playful: ['Dimenticato qualcosa?', (c) => c.f('Il Suo carrello La aspetta', 'Il tuo carrello sente la tua mancanza')], formal: ['La Sua selezione La aspetta'], luxurious: ['La Sua selezione La attende'] },
  'cart.intro': { neutral: [(c) => c.f('Era a un passo! Gli articoli che ha scelto sono a un clic di distanza.', 'Eri a un passo! Gli articoli che hai scelto sono a un clic di distanza.'), (c) => c.f('Sembra che non abbia completato l’acquisto. I Suoi articoli La aspettano.', 'Sembra che tu non abbia completato l’acquisto. I tuoi articoli ti aspettano.')], formal: ['Di recente ha selezionato alcuni articoli senza completare l’ordine. Può riprendere da dove aveva lasciato in qualsiasi momento.'] },
  'cart.productsHeading': [(c) => c.f('Ci sta ancora pensando?', 'Ci pensi ancora?'), (c) => c.f('La Sua selezione', 'La tua selezione')],
  'cart.offer': [(c) => diOfferta(c) && c.f(`Buone notizie: completando l’ordine approfitti ${diOfferta(c)}${fino(c)}.`, `Buone notizie: completando l’ordine approfitta ${diOfferta(c)}${fino(c)}.`)],
  'cart.reassure': [(c) => c.f('Ha bisogno di aiuto per decidere? Saremo lieti di aiutarLa.', 'Hai bisogno di aiuto per decidere? Saremo felici di aiutarti.')],

  'winback.heading': { neutral: [(c) => c.f('Sentiamo la Sua mancanza', 'Ci manchi'), 'È passato un po’ di tempo'], playful: ['Da quanto tempo!'], luxurious: [(c) => c.f('Ci è mancata la Sua presenza', 'Ci è mancata la tua presenza')] },
  'winback.intro': { neutral: [(c) => c.f(`È da un po’ che non La vediamo da ${c.brand}, e sono cambiate tante cose.`, `È da un po’ che non ti vediamo da ${c.brand}, e sono cambiate tante cose.`), (c) => c.f('È da tempo che non abbiamo Sue notizie e volevamo salutarLa.', 'È da tempo che non abbiamo tue notizie e volevamo salutarti.')], formal: [(c) => `È passato qualche tempo dalla Sua ultima visita da ${c.brand}. Saremmo lieti di accoglierLa di nuovo.`], playful: [(c) => c.f('Che fine aveva fatto? Siamo stati molto impegnati e c’è tanto da raccontare.', 'Che fine avevi fatto? Siamo stati molto impegnati e c’è tanto da raccontare.')] },
  'winback.offer': [(c) => diOfferta(c) && c.f(`Per darLe di nuovo il benvenuto, approfitti ${diOfferta(c)}${fino(c)}.`, `Per darti di nuovo il benvenuto, approfitta ${diOfferta(c)}${fino(c)}.`)],
  'winback.newHeading': [(c) => c.f('Le novità dalla Sua ultima visita', 'Le novità dalla tua ultima visita'), 'Cosa c’è di nuovo in negozio'],
  'winback.optOut': [(c) => c.f('Non desidera più ricevere le nostre e-mail? Nessun problema: può annullare l’iscrizione in fondo a questa e-mail.', 'Non ti interessa più? Nessun problema: puoi annullare l’iscrizione in fondo a questa e-mail.')],

  'tx.heading': [
    (c) =>
      ({
        order: c.f('Grazie per il Suo ordine', 'Grazie per il tuo ordine'),
        'order-update': c.f('Aggiornamenti sul Suo ordine', 'Aggiornamenti sul tuo ordine'),
        shipping: c.f('Il Suo ordine è in viaggio', 'Il tuo ordine è in viaggio'),
        delivered: c.f('Il Suo ordine è stato consegnato', 'Il tuo ordine è stato consegnato'),
        delay: c.f('Il Suo ordine è in ritardo', 'Il tuo ordine è in ritardo'),
        cancellation: 'Annullamento confermato',
        refund: c.f('Il Suo rimborso', 'Il tuo rimborso'),
        password: c.f('Reimposti la Sua password', 'Reimposta la tua password'),
        verification: c.f('Verifichi il Suo account', 'Verifica il tuo account'),
        security: c.f('Avviso di sicurezza sul Suo account', 'Avviso di sicurezza sul tuo account'),
        booking: c.f('La Sua prenotazione è confermata', 'La tua prenotazione è confermata'),
        appointment: c.f('Il Suo prossimo appuntamento', 'Il tuo prossimo appuntamento'),
        receipt: c.f('La Sua ricevuta', 'La tua ricevuta'),
        invoice: c.f('La Sua fattura', 'La tua fattura'),
        'payment-failed': c.f('Il Suo pagamento non è andato a buon fine', 'Il tuo pagamento non è andato a buon fine'),
        generic: `Un aggiornamento da ${c.brand}`,
      })[c.kind ?? 'generic'],
  ],
  'tx.intro': [
    (c) =>
      ({
        order: c.f('Abbiamo ricevuto il Suo ordine e lo stiamo preparando.', 'Abbiamo ricevuto il tuo ordine e lo stiamo preparando.'),
        'order-update': c.f('Ecco le ultime novità sul Suo ordine.', 'Ecco le ultime novità sul tuo ordine.'),
        shipping: c.f('Buone notizie: il Suo ordine è in viaggio.', 'Buone notizie: il tuo ordine è in viaggio.'),
        delivered: c.f('Il Suo ordine è stato consegnato. Speriamo che Le piaccia.', 'Il tuo ordine è stato consegnato. Speriamo che ti piaccia.'),
        delay: c.f('Ci scusiamo: il Suo ordine sta richiedendo più tempo del previsto.', 'Ci scusiamo: il tuo ordine sta richiedendo più tempo del previsto.'),
        cancellation: c.f('Le confermiamo l’annullamento. Ecco i dettagli.', 'Ti confermiamo l’annullamento. Ecco i dettagli.'),
        refund: c.f('Ecco i dettagli del Suo rimborso.', 'Ecco i dettagli del tuo rimborso.'),
        password: c.f(`Abbiamo ricevuto una richiesta di reimpostazione della password del Suo account ${c.brand}. Se la richiesta non è partita da Lei, può ignorare questa e-mail.`, `Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account ${c.brand}. Se la richiesta non è partita da te, puoi ignorare questa e-mail.`),
        verification: c.f(`Verifichi il Suo account ${c.brand}. Se la richiesta non è partita da Lei, può ignorare questa e-mail.`, `Verifica il tuo account ${c.brand}. Se la richiesta non è partita da te, puoi ignorare questa e-mail.`),
        security: c.f(`Ecco un avviso di sicurezza importante sul Suo account ${c.brand}.`, `Ecco un avviso di sicurezza importante sul tuo account ${c.brand}.`),
        booking: c.f(`Grazie per aver prenotato da ${c.brand}. La aspettiamo.`, `Grazie per aver prenotato da ${c.brand}. Ti aspettiamo.`),
        appointment: c.f(`Ecco i dettagli del Suo appuntamento da ${c.brand}.`, `Ecco i dettagli del tuo appuntamento da ${c.brand}.`),
        receipt: c.f(`Grazie per il Suo pagamento a ${c.brand}. Questa e-mail è la Sua ricevuta.`, `Grazie per il tuo pagamento a ${c.brand}. Questa e-mail è la tua ricevuta.`),
        invoice: c.f(`Ecco la Sua fattura di ${c.brand}.`, `Ecco la tua fattura di ${c.brand}.`),
        'payment-failed': c.f('Non siamo riusciti a elaborare il Suo pagamento. La preghiamo di verificare o aggiornare i Suoi dati di pagamento.', 'Non siamo riusciti a elaborare il tuo pagamento. Verifica o aggiorna i tuoi dati di pagamento.'),
        generic: c.f(`Ecco un aggiornamento da ${c.brand}.`, `Ecco un aggiornamento da ${c.brand}.`),
      })[c.kind ?? 'generic'],
  ],
  'tx.date': [(c) => c.event && `Data: ${c.event}${c.time ? `, ore ${c.time}` : ''}`],
  'notice.renewal': [(c) => c.f('Il Suo rinnovo', 'Il tuo rinnovo')],
  'notice.pause': [(c) => c.f('La pausa del Suo abbonamento', 'La pausa del tuo abbonamento')],
  'notice.terms': [(c) => c.f('Le modifiche alle Sue condizioni', 'Le modifiche alle tue condizioni')],

  'feedback.heading': { neutral: ['Com’è andata?', (c) => c.f('Ci piacerebbe conoscere la Sua opinione', 'Ci piacerebbe conoscere la tua opinione')], formal: ['La Sua opinione è importante per noi'], playful: [(c) => c.f('Ha un minuto? Ci racconti tutto', 'Hai un minuto? Raccontaci tutto')] },
  'feedback.intro': { neutral: [(c) => c.f(`La Sua opinione ci aiuta a migliorare ${c.brand} per tutti.`, `La tua opinione ci aiuta a migliorare ${c.brand} per tutti.`), 'Leggiamo ogni risposta e la usiamo per migliorare.'], formal: [(c) => `Le saremmo grati se volesse condividere la Sua esperienza con ${c.brand}.`], playful: [(c) => c.f('Le è piaciuto? Non troppo? Vogliamo sapere tutto.', 'Ti è piaciuto? Non troppo? Vogliamo sapere tutto.')] },
  'feedback.ask': ['Ci vuole solo un momento, e il nostro team legge ogni risposta.', 'Il nostro team legge ogni risposta.'],
  'feedback.thanks': ['Grazie per aiutarci a migliorare.', (c) => c.f('Grazie per il Suo tempo!', 'Grazie per il tuo tempo!')],

  'holiday.heading': { neutral: [(c) => c.holidayKind && augurio(c)] },
  'holiday.intro': { neutral: [(c) => c.f(`In questi giorni speciali desideriamo ringraziarLa per far parte di ${c.brand}.`, `In questi giorni speciali vogliamo ringraziarti per far parte di ${c.brand}.`), 'Grazie per averci accompagnato quest’anno.'], formal: [(c) => `A nome di tutto il team di ${c.brand}, La ringraziamo per la Sua fiducia.`] },
  'holiday.wishes': { neutral: [(c) => c.f('Le auguriamo giorni meravigliosi insieme alle persone che ama.', 'Ti auguriamo giorni meravigliosi insieme alle persone che ami.'), (c) => c.f('Le auguriamo giorni pieni di gioia.', 'Ti auguriamo giorni pieni di gioia.')], formal: ['Auguriamo a Lei e alla Sua famiglia giorni sereni e felici.'] },
  'holiday.offer': [(c) => diOfferta(c) && c.f(`Per festeggiare, approfitti ${diOfferta(c)}${fino(c)}.`, `Per festeggiare, approfitta ${diOfferta(c)}${fino(c)}.`)],
  'holiday.closing': ['Con i nostri migliori auguri,', 'Buone feste,'],

  'preheader.pad': [(c) => `${c.f('Scopra', 'Scopri')} di più su ${c.brand}.`, (c) => `A presto da ${c.brand}.`, 'Tutti i dettagli all’interno.'],
  'preheader.code': [(c) => c.code && `Codice ${c.code} da inserire al pagamento.`, (c) => c.code && `${c.f('Il Suo', 'Il tuo')} codice: ${c.code}.`],
  'preheader.rsvp': [(c) => c.deadlineShort && `Risposta gradita entro ${art('il', c.deadlineShort)}.`],
  'preheader.by': [(c) => c.deadlineShort && `Scadenza: ${c.deadlineShort}.`],
  'preheader.ends': [(c) => c.deadlineShort && `Fino ${art('al', c.deadlineShort)}.`, (c) => c.deadlineShort && `Valido fino ${art('al', c.deadlineShort)}.`],
  'preheader.date': [(c) => c.eventShort && `${cap(art('il', c.eventShort))}${c.time ? ` alle ${c.time}` : ''}.`, (c) => c.startShort && `${cap(art('dal', c.startShort))}.`],
  'welcome.subject': { neutral: [(c) => c.offer && `${c.f('Il Suo', 'Il tuo')} regalo di benvenuto: ${lower(c.offer)}`, (c) => c.f(`${c.brand} Le dà il benvenuto`, `${c.brand} ti dà il benvenuto`), 'Grazie per averci scelto'], playful: [(c) => `Ora ${c.f('fa', 'fai')} parte della famiglia ${c.brand}!`] },
  'welcome.preheader': [(c) => offerta(c) && c.code && c.f(`Il Suo regalo: ${offerta(c)} sul primo ordine con il codice ${c.code}.`, `Il tuo regalo: ${offerta(c)} sul primo ordine con il codice ${c.code}.`), (c) => c.f('Grazie per la Sua iscrizione. Ecco cosa La aspetta da oggi.', 'Grazie per la tua iscrizione. Ecco cosa ti aspetta da oggi.')],
  'promo.subject': {
    neutral: [(c) => c.offer && c.deadlineShort && `${c.offer} fino ${art('al', c.deadlineShort)}`, (c) => c.offer && c.code && `${c.offer} con il codice ${c.code}`, (c) => c.offer && `${c.offer} da ${c.brand}`, (c) => c.offer, (c) => c.topic && `${c.topic} da ${c.brand}`, (c) => `I preferiti di ${c.brand}`],
    urgent: [(c) => c.offer && `Ultima occasione: ${lower(c.offer)}`],
  },
  'promo.preheader': [(c) => c.code && c.deadlineShort && c.f(`Usi il codice ${c.code} entro ${art('il', c.deadlineShort)}. Non se lo perda!`, `Usa il codice ${c.code} entro ${art('il', c.deadlineShort)}. Non perdertelo!`), (c) => c.code && c.f(`Inserisca il codice ${c.code} al pagamento e approfitti dell’offerta.`, `Inserisci il codice ${c.code} al pagamento e approfitta dell’offerta.`), (c) => c.deadlineShort && c.f(`L’offerta termina ${art('il', c.deadlineShort)}: non aspetti troppo.`, `L’offerta termina ${art('il', c.deadlineShort)}: non aspettare troppo.`), (c) => `I preferiti di ${c.brand}, selezionati ${c.f('per Lei', 'per te')}.`],
  'news.subject': [(c) => c.month && `${c.month.charAt(0).toUpperCase()}${c.month.slice(1)} da ${c.brand}`, (c) => `Le novità di ${c.brand}`, (c) => `Le ultime da ${c.brand}`],
  'news.preheader': [(c) => c.topic && `In questo numero: ${c.topic}.`, 'Le nostre novità, idee e preferiti, in una lettura veloce.', 'Cosa c’è di nuovo questo mese, in pochi minuti di lettura.'],
  'announce.subject': [(c) => c.topic && `Novità: ${c.topic}`, (c) => `Le novità di ${c.brand}`, (c) => `Un avviso da ${c.brand}`],
  'announce.preheader': [(c) => c.startShort && `${cap(art('dal', c.startShort))}. Ecco cosa c’è da sapere.`, (c) => c.eventShort && `${cap(art('il', c.eventShort))}. Ecco cosa c’è da sapere.`, (c) => c.f('Abbiamo una novità da condividere con Lei. Ecco cosa c’è da sapere.', 'Abbiamo una novità da condividere con te. Ecco cosa c’è da sapere.')],
  'launch.subject': { neutral: [(c) => c.product && `Novità: ${c.product}`, (c) => c.product && `Ecco a voi: ${c.product}`, (c) => c.topic && `Novità: ${c.topic}`, (c) => `Una novità da ${c.brand}`] },
  'launch.preheader': [(c) => c.startShort && c.f(`Disponibile ${art('dal', c.startShort)}. Sia tra i primi a scoprirlo.`, `Disponibile ${art('dal', c.startShort)}. Sii tra i primi a scoprirlo.`), (c) => offerta(c) && `Per festeggiare: ${offerta(c)}. ${c.f('Sia', 'Sii')} tra i primi a provarlo.`, (c) => c.f('Finalmente è arrivato. Sia tra i primi a scoprirlo.', 'Finalmente è arrivato. Sii tra i primi a scoprirlo.')],
  'event.subject': { neutral: [(c) => c.topic && c.eventShort && `${c.topic}: ${art('il', c.eventShort)}`, (c) => c.topic && `Invito: ${c.topic}`, (c) => c.eventShort && `Un invito per ${art('il', c.eventShort)}`, (c) => `Un invito da ${c.brand}`] },
  'event.preheader': [(c) => c.eventShort && `${cap(art('il', c.eventShort))}${c.time ? ` alle ${c.time}` : ''}${c.location ? `, ${c.location}` : ''}. ${c.f('Ci farebbe piacere vederLa.', 'Ci farebbe piacere vederti.')}`, (c) => c.location && `${c.location}. ${c.f('Ci farebbe piacere vederLa.', 'Ci farebbe piacere vederti.')}`, (c) => c.f('Ci farebbe piacere vederLa. Ecco tutti i dettagli.', 'Ci farebbe piacere vederti. Ecco tutti i dettagli.')],
  'cart.subject': { neutral: [(c) => c.f('Ha dimenticato qualcosa', 'Hai dimenticato qualcosa'), (c) => c.f('Ci sta ancora pensando?', 'Ci stai ancora pensando?'), (c) => c.product && `${c.f('Pensa ancora a', 'Pensi ancora a')} ${c.product}?`] },
  'cart.preheader': [(c) => diOfferta(c) && c.f(`Completi l’ordine e approfitti ${diOfferta(c)}.`, `Completa l’ordine e approfitta ${diOfferta(c)}.`), (c) => c.f('I Suoi articoli sono a un clic di distanza. Completi l’ordine quando vuole.', 'I tuoi articoli sono a un clic di distanza. Completa l’ordine quando vuoi.')],
  'winback.subject': { neutral: [(c) => c.offer && `${c.f('Sentiamo la Sua mancanza', 'Ci manchi')}: ${lower(c.offer)}`, (c) => c.f('Sentiamo la Sua mancanza', 'Ci manchi'), (c) => `Novità da ${c.brand}`] },
  'winback.preheader': [(c) => diOfferta(c) && c.code && c.f(`Torni a trovarci e approfitti ${diOfferta(c)} con il codice ${c.code}.`, `Torna a trovarci e approfitta ${diOfferta(c)} con il codice ${c.code}.`), (c) => c.f(`Ecco le novità di ${c.brand} dalla Sua ultima visita.`, `Ecco le novità di ${c.brand} dalla tua ultima visita.`)],
  'tx.subject': [
    (c) =>
      ({
        order: c.f(`Il Suo ordine da ${c.brand} è confermato`, `Il tuo ordine da ${c.brand} è confermato`),
        'order-update': c.f(`Aggiornamenti sul Suo ordine da ${c.brand}`, `Aggiornamenti sul tuo ordine da ${c.brand}`),
        shipping: c.f(`Il Suo ordine da ${c.brand} è stato spedito`, `Il tuo ordine da ${c.brand} è stato spedito`),
        delivered: c.f(`Il Suo ordine da ${c.brand} è stato consegnato`, `Il tuo ordine da ${c.brand} è stato consegnato`),
        delay: c.f(`Il Suo ordine da ${c.brand} è in ritardo`, `Il tuo ordine da ${c.brand} è in ritardo`),
        cancellation: `${c.brand}: annullamento confermato`,
        refund: c.f(`${c.brand}: il Suo rimborso`, `${c.brand}: il tuo rimborso`),
        password: c.f(`Reimposti la password di ${c.brand}`, `Reimposta la password di ${c.brand}`),
        verification: c.f(`Verifichi il Suo account ${c.brand}`, `Verifica il tuo account ${c.brand}`),
        security: c.f(`Avviso di sicurezza sul Suo account ${c.brand}`, `Avviso di sicurezza sul tuo account ${c.brand}`),
        booking: c.f(`La Sua prenotazione da ${c.brand} è confermata`, `La tua prenotazione da ${c.brand} è confermata`),
        appointment: c.f(`Il Suo appuntamento da ${c.brand}`, `Il tuo appuntamento da ${c.brand}`),
        receipt: `Ricevuta di ${c.brand}`,
        invoice: `Fattura di ${c.brand}`,
        'payment-failed': `${c.brand}: pagamento non riuscito`,
        generic: `Un aggiornamento da ${c.brand}`,
      })[c.kind ?? 'generic'],
  ],
  'tx.preheader': [
    (c) =>
      ({
        order: c.f('Grazie per il Suo ordine. Ecco il riepilogo.', 'Grazie per il tuo ordine. Ecco il riepilogo.'),
        'order-update': c.f('Ecco le ultime novità sul Suo ordine.', 'Ecco le ultime novità sul tuo ordine.'),
        shipping: c.f('Buone notizie: il Suo ordine è in viaggio. Ecco i dettagli.', 'Buone notizie: il tuo ordine è in viaggio. Ecco i dettagli.'),
        delivered: c.f('Il Suo ordine è arrivato. Ecco i dettagli della consegna.', 'Il tuo ordine è arrivato. Ecco i dettagli della consegna.'),
        delay: c.f('Il Suo ordine richiederà più tempo del previsto. Ecco gli aggiornamenti.', 'Il tuo ordine richiederà più tempo del previsto. Ecco gli aggiornamenti.'),
        cancellation: c.f('Le confermiamo l’annullamento. Ecco i dettagli.', 'Ti confermiamo l’annullamento. Ecco i dettagli.'),
        refund: c.f('Ecco i dettagli del Suo rimborso.', 'Ecco i dettagli del tuo rimborso.'),
        password: c.f('Ha chiesto di reimpostare la password. In caso contrario, ignori questa e-mail.', 'Hai chiesto di reimpostare la password. In caso contrario, ignora questa e-mail.'),
        verification: c.f('Confermi che è Lei. In caso contrario, ignori questa e-mail.', 'Conferma che sei tu. In caso contrario, ignora questa e-mail.'),
        security: c.f('Un avviso di sicurezza importante sul Suo account. La preghiamo di leggerlo con attenzione.', 'Un avviso di sicurezza importante sul tuo account. Leggilo con attenzione.'),
        booking: c.f('Grazie per la Sua prenotazione. Ecco tutti i dettagli.', 'Grazie per la tua prenotazione. Ecco tutti i dettagli.'),
        appointment: c.f('Ecco i dettagli del Suo prossimo appuntamento.', 'Ecco i dettagli del tuo prossimo appuntamento.'),
        receipt: c.f('Grazie per il Suo pagamento. Questa e-mail è la Sua ricevuta.', 'Grazie per il tuo pagamento. Questa e-mail è la tua ricevuta.'),
        invoice: c.f('La Sua fattura è disponibile. Ecco i dettagli.', 'La tua fattura è disponibile. Ecco i dettagli.'),
        'payment-failed': c.f('Non siamo riusciti a elaborare il Suo pagamento. Verifichi i Suoi dati di pagamento.', 'Non siamo riusciti a elaborare il tuo pagamento. Verifica i tuoi dati di pagamento.'),
        generic: 'Ecco cosa c’è da sapere.',
      })[c.kind ?? 'generic'],
  ],
  'feedback.subject': { neutral: ['Com’è andata?', (c) => c.f(`Ci racconti la Sua esperienza con ${c.brand}`, `Raccontaci la tua esperienza con ${c.brand}`)], formal: [(c) => `La Sua opinione su ${c.brand}`] },
  'feedback.preheader': [(c) => c.f('La Sua opinione ci aiuta a migliorare. Ci vuole solo un momento.', 'La tua opinione ci aiuta a migliorare. Ci vuole solo un momento.'), (c) => c.f('Leggiamo ogni risposta. Ci dica cosa ne pensa, in un momento.', 'Leggiamo ogni risposta. Dicci cosa ne pensi, in un momento.')],
  'holiday.subject': [(c) => c.holidayKind && c.offer && `${augurio(c)} ${c.offer}`, (c) => c.holidayKind && augurio(c).endsWith('!') && `${augurio(c).slice(0, -1)} da ${c.brand}!`, (c) => c.holidayKind && augurio(c)],
  'holiday.preheader': [(c) => c.closure && !c.startShort && c.eventShort && `Orari delle feste: chiuso ${art('il', c.eventShort)}. Buone feste!`, (c) => offerta(c) && c.code && `Il nostro regalo: ${offerta(c)} con il codice ${c.code}.`, (c) => c.closure && c.startShort && c.deadlineShort && `Orari delle feste: chiuso ${art('dal', c.startShort)} ${art('al', c.deadlineShort)}.`, (c) => c.f(`Grazie per far parte di ${c.brand}. Le auguriamo il meglio.`, `Grazie per far parte di ${c.brand}. Ti auguriamo il meglio.`)],
} satisfies Record<CopyKey, Entry>;
