/**
 * The words a marketer uses, in the six languages the embedded generator writes. Everything here
 * is folded (lower case, no accents: see text.ts `fold`) and matched on folded prompts, so
 * "Réduction", "reduction" and "RÉDUCTION" are the same word.
 *
 * Lists are merged across languages where that is harmless: a Spanish keyword in an English
 * prompt still means what it means, and mixed-language prompts are common.
 */
import type { AudienceKind, CopyLanguage, HolidayKind, Purpose, Tone, TransactionalKind } from '../types';

/** Function words by language: the language whose words a prompt uses most is the prompt's language. */
export const FUNCTION_WORDS: Record<CopyLanguage, readonly string[]> = {
  en: ['the', 'and', 'for', 'our', 'with', 'to', 'of', 'a', 'an', 'is', 'this', 'that', 'about', 'your', 'we', 'new', 'email', 'write', 'customers', 'off', 'all', 'on', 'it', 'from', 'until', 'week', 'make'],
  es: ['el', 'la', 'los', 'las', 'de', 'del', 'y', 'para', 'con', 'una', 'un', 'nuestro', 'nuestra', 'nuestros', 'por', 'que', 'correo', 'clientes', 'hasta', 'todo', 'escribe', 'sobre', 'es', 'al', 'nuevo', 'nueva', 'tras', 'nuestras', 'muy', 'desde', 'correo', 'enlace', 'también', 'tambien', 'y', 'en', 'no', 'su', 'sus', 'hoy'],
  fr: ['le', 'la', 'les', 'de', 'des', 'du', 'et', 'pour', 'avec', 'une', 'un', 'notre', 'nos', 'sur', 'que', 'au', 'aux', 'clients', 'jusqu', 'tout', 'ecris', 'redige', 'est', 'nouveau', 'nouvelle', 'en', 'avec', 'pour', 'dans', 'leur', 'leurs', 'nous', 'vous', 'ces', 'apres', 'aussi'],
  de: ['der', 'die', 'das', 'und', 'fur', 'mit', 'ein', 'eine', 'unser', 'unsere', 'unseren', 'zum', 'zur', 'von', 'den', 'dem', 'ist', 'kunden', 'bis', 'alle', 'schreibe', 'uber', 'neue', 'neuen', 'auf', 'im', 'am', 'zu', 'unserem', 'unserer', 'unseres', 'wir', 'sie', 'nicht', 'ihr', 'uhr', 'bitte', 'des', 'eines', 'einer', 'einen', 'dein', 'ihre', 'ihren'],
  pt: ['o', 'os', 'as', 'do', 'da', 'dos', 'das', 'e', 'para', 'com', 'uma', 'um', 'nosso', 'nossa', 'nossos', 'em', 'no', 'na', 'clientes', 'ate', 'todo', 'escreva', 'sobre', 'novo', 'nova', 'ao', 'nas', 'nos', 'pelo', 'pela', 'voce', 'seu', 'sua', 'nao'],
  it: ['il', 'lo', 'la', 'gli', 'le', 'di', 'del', 'della', 'e', 'per', 'con', 'una', 'un', 'nostro', 'nostra', 'nostri', 'sul', 'che', 'clienti', 'fino', 'tutto', 'scrivi', 'su', 'nuovo', 'nuova', 'ai', 'al', 'i', 'dal', 'dalla', 'alla', 'alle', 'dei', 'degli', 'delle', 'nei', 'anche', 'sono', 'questo', 'questa', 'nostri', 'nostre', 'sulla', 'sui', 'non', 'più', 'ogni', 'chiedere', 'annunciare'],
};

/** "in French", "en français", "auf Deutsch"… → the language asked for. */
export const LANGUAGE_NAMES: Array<[CopyLanguage, readonly string[]]> = [
  ['en', ['english', 'ingles', 'anglais', 'englisch', 'inglese']],
  ['es', ['spanish', 'espanol', 'castellano', 'espagnol', 'spanisch', 'espanhol', 'spagnolo']],
  ['fr', ['french', 'frances', 'francais', 'franzosisch', 'frances', 'francese']],
  ['de', ['german', 'aleman', 'allemand', 'deutsch', 'alemao', 'tedesco']],
  ['pt', ['portuguese', 'portugues', 'portugais', 'portugiesisch', 'portoghese', 'brazilian portuguese']],
  ['it', ['italian', 'italiano', 'italien', 'italienisch']],
];

type Weighted = ReadonlyArray<readonly [string, number]>;

/** "Notice to all sellers", "avis aux parents": each opening with each group, a strong sign of a notice. */
function noticeTo(openings: readonly string[], groups: readonly string[]): Array<[string, number]> {
  return openings.flatMap((o) => groups.map((g): [string, number] => [`${o} ${g}`, 4]));
}

/** Purpose keywords with weights: 3 for words that settle it, 2 for strong hints, 1 for weak ones. */
export const PURPOSE_WORDS: Record<Purpose, Weighted> = {
  welcome: [
    ['welcome email', 3], ['welcome', 2], ['onboarding', 3], ['onboard', 2], ['new subscriber', 3], ['new subscribers', 3], ['just signed up', 3], ['signed up', 2], ['sign-up', 1], ['thanks for joining', 3], ['thank you for joining', 3], ['thanks for subscribing', 3], ['first email', 2], ['just joined', 3],
    ['bienvenida', 3], ['bienvenido', 3], ['bienvenidos', 3], ['nuevos suscriptores', 3], ['nuevo suscriptor', 3], ['gracias por suscribirte', 3], ['gracias por unirte', 3], ['registro', 1],
    ['bienvenue', 3], ['nouveaux abonnes', 3], ['nouvel abonne', 3], ['nouveaux inscrits', 3], ['merci de vous etre inscrit', 3], ['inscription', 1],
    ['willkommen', 3], ['willkommens*', 3], ['begrussung', 3], ['neue abonnenten', 3], ['neuen abonnenten', 3], ['anmeldung', 1], ['registrierung', 1],
    ['boas-vindas', 3], ['boas vindas', 3], ['bem-vindo', 3], ['bem-vinda', 3], ['novos assinantes', 3], ['novo assinante', 3], ['cadastro', 1],
    ['benvenuto', 3], ['benvenuta', 3], ['benvenuti', 3], ['nuovi iscritti', 3], ['nuovo iscritto', 3], ['iscrizione', 1],
  ],
  promotional: [
    ['sale', 2], ['discount', 2], ['offer', 2], ['deal', 2], ['deals', 2], ['promo', 2], ['promotion', 2], ['promotional', 3], ['coupon', 1], ['clearance', 3], ['flash sale', 3], ['save', 1], ['savings', 2], ['off everything', 2], ['markdown', 2],
    ['rebajas', 3], ['descuento', 2], ['descuentos', 2], ['oferta', 2], ['ofertas', 2], ['promocion', 2], ['liquidacion', 3], ['ahorra', 1],
    ['soldes', 3], ['reduction', 2], ['remise', 2], ['offre', 2], ['promotion', 2], ['vente flash', 3], ['economisez', 1], ['bons plans', 2],
    ['rabatt', 2], ['rabatte', 2], ['rabattaktion*', 2], ['angebot', 2], ['angebote', 2], ['aktion', 2], ['reduziert', 2], ['schlussverkauf', 3], ['sparen', 1], ['ausverkauf', 3],
    ['desconto', 2], ['descontos', 2], ['promocao', 2], ['liquidacao', 3], ['saldos', 3], ['economize', 1],
    ['sconto', 2], ['sconti', 2], ['saldi', 3], ['offerta', 2], ['offerte', 2], ['promozione', 2], ['risparmia', 1],
  ],
  newsletter: [
    // The email named outright: "mi prepari una newsletter? … menù di Natale" is a newsletter with a Christmas item.
    ['newsletter', 4], ['digest', 3], ['roundup', 3], ['round-up', 3], ['monthly update', 3], ['weekly update', 3], ['monthly', 1], ['weekly', 1], ['edition', 2], ['bulletin', 2], ['this month', 1],
    ['boletin', 3], ['resumen mensual', 3], ['novedades del mes', 3], ['mensual', 1],
    ['infolettre', 3], ['lettre d\'information', 3], ['lettre d\'info', 3], ['actualites du mois', 3], ['mensuelle', 1],
    ['rundbrief', 3], ['monatsruckblick', 3], ['monatlich', 1], ['news des monats', 3],
    ['boletim', 3], ['resumo mensal', 3], ['novidades do mes', 3], ['mensal', 1],
    ['notiziario', 3], ['novita del mese', 3], ['mensile', 1],
  ],
  announcement: [
    ['announce', 2], ['announcement', 3], ['announcing', 2], ['news', 1], ['update', 1], ['we\'re moving', 3], ['we are moving', 3], ['opening hours', 2], ['new hours', 2], ['changes to', 2], ['important', 1], ['let customers know', 2], ['inform', 1], ['tell customers', 1], ['remind', 1],
    // A change of timetable or schedule: a notice, whatever day (Christmas Eve) it names.
    ['timetable', 3], ['timetables', 3], ['schedule change', 3], ['schedule changes', 3], ['new schedule', 2], ['class schedule', 3], ['opening times', 2], ['holiday hours', 2],
    ['cambio de horario', 3], ['cambios de horario', 3], ['nuevos horarios', 2], ['horario de clases', 3],
    ['changement d\'horaire', 3], ['changements d\'horaires', 3], ['changement d\'horaires', 3], ['emploi du temps', 3], ['planning des cours', 3],
    ['stundenplan*', 3], ['kursplan*', 3], ['fahrplan*', 3],
    ['mudanca de horario', 3], ['mudancas de horario', 3], ['grade de aulas', 3], ['novos horarios', 2],
    ['cambio orario', 3], ['cambio di orario', 3], ['orari delle lezioni', 3], ['calendario dei corsi', 3],
    // A notice to a group about its terms — sellers' payouts and fees, parents' fees and hours,
    // residents' services: news for them, not a notice about an order ("orders marked shipped")
    // nor an invoice ("facturé au mois", "Kauf auf Rechnung"). The notice addressed to the group is
    // the sign; the group named alone only a hint (a school's "parents' notice" of an event, a
    // passengers' notice of their own trip stay what they are).
    ...noticeTo(['notice to all', 'notice to our', 'letter to', 'note to all'], ['sellers', 'vendors', 'merchants', 'parents', 'families', 'residents', 'tenants', 'members']),
    ...noticeTo(['aviso a los', 'aviso a las', 'aviso a todos los', 'carta a los', 'carta a las', 'comunicado a los', 'comunicado a las'], ['vendedores', 'comerciantes', 'padres', 'familias', 'vecinos', 'inquilinos', 'socios']),
    ...noticeTo(['avis aux', 'lettre aux', 'message aux', 'information aux'], ['vendeurs', 'commercants', 'parents', 'familles', 'habitants', 'locataires', 'adherents', 'membres']),
    ...noticeTo(['hinweis an alle', 'information an alle', 'brief an alle', 'an alle', 'mitteilung an alle'], ['verkaufer', 'handler', 'eltern', 'familien', 'anwohner', 'mieter', 'mitglieder']),
    ...noticeTo(['aviso aos', 'aviso as', 'carta aos', 'carta as', 'comunicado aos'], ['vendedores', 'lojistas', 'pais', 'familias', 'fregueses', 'moradores', 'inquilinos', 'socios']),
    ...noticeTo(['avviso ai', 'avviso alle', 'comunicazione ai', 'comunicazione alle', 'lettera ai', 'lettera alle'], ['venditori', 'commercianti', 'genitori', 'famiglie', 'residenti', 'inquilini', 'soci']),
    ['elternbrief', 4], ['sellers', 1], ['vendors', 1], ['merchants', 1], ['parents', 1], ['residents', 1], ['payout', 2], ['payouts', 2], ['commission', 2], ['transaction fee', 2], ['what changes', 2], ['what is changing', 2],
    ['vendedores', 1], ['comision', 2], ['comisiones', 2], ['familias', 1], ['vecinos', 1], ['que cambia', 2],
    ['vendeurs', 1], ['parents', 1], ['versements', 1], ['habitants', 1], ['ce qui change', 2],
    ['verkaufer', 1], ['provision', 2], ['auszahlung*', 2], ['eltern', 1], ['anwohner', 1], ['was sich andert', 2],
    ['comissao', 2], ['repasse*', 2], ['fregueses', 1], ['moradores', 1], ['o que muda', 2],
    ['venditori', 1], ['commissione', 2], ['retta', 2], ['residenti', 1], ['cosa cambia', 2],
    ['anuncio', 3], ['anunciar', 2], ['anunciamos', 2], ['nos mudamos', 3], ['nuevo horario', 2], ['informar', 1],
    ['annonce', 3], ['annoncer', 2], ['annoncez', 2], ['nous demenageons', 3], ['nouveaux horaires', 2], ['informer', 1],
    ['ankundigung', 3], ['ankundigen', 2], ['neuigkeit', 2], ['neuigkeiten', 2], ['wir ziehen um', 3], ['neue offnungszeiten', 2], ['informieren', 1],
    ['anuncio', 3], ['anunciar', 2], ['novidade', 2], ['novidades', 1], ['mudamos', 2], ['novo horario', 2],
    ['annuncio', 3], ['annunciare', 2], ['annunciamo', 2], ['ci trasferiamo', 3], ['nuovi orari', 2], ['informare', 1],
  ],
  'product-launch': [
    ['launch', 3], ['launching', 3], ['new product', 3], ['new collection', 3], ['introducing', 2], ['introduce', 2], ['unveil', 3], ['release', 2], ['now available', 2], ['just dropped', 3], ['drop', 1], ['debut', 2], ['new arrival', 2], ['new arrivals', 2],
    ['lanzamiento', 3], ['lanzar', 2], ['lanzamos', 3], ['nuevo producto', 3], ['nueva coleccion', 3], ['presentamos', 2], ['ya disponible', 2], ['novedad', 1],
    ['lancement', 3], ['lancer', 2], ['lancons', 3], ['nouveau produit', 3], ['nouvelle collection', 3], ['presenter', 1], ['disponible des', 2], ['nouveaute', 2], ['nouveautes', 2],
    ['produkteinfuhrung', 3], ['neu', 2], ['markteinfuhrung', 3], ['neues produkt', 3], ['neue kollektion', 3], ['jetzt erhaltlich', 2], ['vorstellen', 2], ['neuheit', 2], ['neuheiten', 2], ['launch', 3],
    ['lancamento', 3], ['lancar', 2], ['novo produto', 3], ['nova colecao', 3], ['apresentamos', 2], ['ja disponivel', 2],
    ['lancio', 3], ['lanciare', 2], ['lanciamo', 3], ['nuovo prodotto', 3], ['nuova collezione', 3], ['presentiamo', 2], ['ora disponibile', 2],
  ],
  event: [
    ['event', 2], ['webinar', 3], ['workshop', 3], ['invite', 2], ['invitation', 3], ['rsvp', 3], ['conference', 3], ['meetup', 3], ['meet-up', 3], ['party', 2], ['tasting', 3], ['grand opening', 3], ['opening night', 3], ['livestream', 2], ['masterclass', 3], ['class', 1], ['concert', 3], ['festival', 2], ['register for', 2], ['join us', 2], ['open house', 3], ['launch party', 3],
    ['evento', 2], ['invitacion', 3], ['invitar', 2], ['taller', 3], ['seminario', 3], ['fiesta', 2], ['inauguracion', 3], ['degustacion', 3], ['conferencia', 3], ['acompananos', 2],
    ['evenement', 2], ['invitation', 3], ['inviter', 2], ['atelier', 3], ['webinaire', 3], ['soiree', 2], ['inauguration', 3], ['degustation', 3], ['conference', 3], ['vernissage', 3], ['rejoignez-nous', 2],
    ['veranstaltung', 3], ['einladung*', 3], ['einladen', 2], ['feier', 2], ['eroffnung', 3], ['verkostung', 3], ['konferenz', 3], ['seminar', 3], ['vortrag', 2],
    ['convite', 3], ['convidar', 2], ['oficina', 2], ['festa', 2], ['inauguracao', 3], ['degustacao', 3], ['palestra', 3],
    ['invito', 3], ['invitare', 2], ['laboratorio', 2], ['inaugurazione', 3], ['degustazione', 3], ['conferenza', 3], ['serata', 2],
  ],
  'abandoned-cart': [
    ['abandoned cart', 3], ['cart abandonment', 3], ['abandoned basket', 3], ['left in their cart', 3], ['left in cart', 3], ['in their cart', 3], ['cart', 2], ['basket', 2], ['checkout', 1], ['left behind', 2], ['forgot something', 2],
    // Not "cesta" alone: "la cesta navideña" is a hamper in a raffle, not a cart.
    ['carrito abandonado', 3], ['carrito', 3], ['tu cesta', 2], ['su cesta', 2], ['en la cesta', 2], ['cesta abandonada', 3],
    ['panier abandonne', 3], ['panier', 3], ['oublie dans', 2],
    ['warenkorb*', 3], ['abgebrochen', 1], ['kaufabbruch', 3],
    ['carrinho abandonado', 3], ['carrinho', 3],
    ['carrello abbandonato', 3], ['carrello', 3],
  ],
  're-engagement': [
    ['re-engagement', 3], ['reengagement', 3], ['reactivation', 3], ['re-engage', 3], ['win back', 3], ['win-back', 3], ['winback', 3], ['we miss you', 3], ['miss you', 2], ['inactive', 2], ['haven\'t seen', 2], ['havent ordered', 2], ['haven\'t ordered', 2], ['lapsed', 3], ['come back', 2], ['reactivate', 3], ['dormant', 3], ['haven\'t bought', 2], ['haven\'t visited', 2],
    ['te echamos de menos', 3], ['le echamos de menos', 3], ['reactivar', 3], ['reactivacion', 3], ['reconquistar', 3], ['inactivos', 2], ['vuelve', 1], ['recuperar clientes', 3],
    ['vous nous manquez', 3], ['tu nous manques', 3], ['reactiver', 3], ['inactifs', 2], ['revenir', 1], ['reconquete', 3],
    ['wir vermissen', 3], ['vermissen dich', 3], ['vermissen sie', 3], ['reaktivieren', 3], ['reaktivierung', 3], ['ruckgewinnung', 3], ['inaktive', 2], ['zuruckgewinnen', 3], ['komm zuruck', 2],
    ['sentimos sua falta', 3], ['sentimos a sua falta', 3], ['saudades', 3], ['reativar', 3], ['reativacao', 3], ['reconquista', 3], ['nao compra', 2], ['inativos', 2], ['volte', 1],
    ['ci manchi', 3], ['riattivare', 3], ['riattivazione', 3], ['riconquista', 3], ['inattivi', 2], ['torna da noi', 2],
  ],
  transactional: [
    // A way of paying or of being billed is no invoice: "Kauf auf Rechnung bleibt möglich", "le repas
    // est facturé au mois" (longer words win the match, so these hide the "invoice" inside them).
    ['pay by invoice', 0], ['pay on invoice', 0], ['billed monthly', 0], ['kauf auf rechnung', 0], ['zahlung auf rechnung', 0], ['auf rechnung', 0], ['facture au mois', 0], ['facture mensuellement', 0], ['paiement sur facture', 0], ['pago contra factura', 0], ['pagamento com fatura', 0], ['pagamento su fattura', 0],
    ['order confirmation', 3], ['confirm the order', 3], ['confirming their order', 3], ['receipt', 3], ['invoice', 3], ['shipping confirmation', 3], ['has shipped', 3], ['shipped', 2], ['tracking', 2], ['password reset', 3], ['reset password', 3], ['reset their password', 3], ['booking confirmation', 3], ['reservation confirmed', 3], ['reservation confirmation', 3], ['verify their email', 3], ['account verification', 3], ['transactional', 3], ['order has been', 2],
    ['confirmacion de pedido', 3], ['confirmacion del pedido', 3], ['confirmacion de envio', 3], ['seguimiento del pedido', 3], ['recibo', 3], ['factura', 3], ['envio confirmado', 3], ['restablecer la contrasena', 3], ['contrasena', 2], ['reserva confirmada', 3], ['confirmacion de reserva', 3],
    ['confirmation de commande', 3], ['confirmation d\'expedition', 3], ['suivi de commande', 3], ['recu', 2], ['facture', 3], ['expedition', 2], ['commande expediee', 3], ['mot de passe', 3], ['reservation confirmee', 3], ['confirmation de reservation', 3],
    ['bestellbestatigung*', 3], ['sendungsverfolgung', 3], ['bestellbestätigung*', 3], ['rechnung', 3], ['versandbestatigung', 3], ['versendet', 2], ['passwort', 3], ['buchungsbestatigung', 3], ['reservierungsbestatigung', 3],
    ['confirmacao de pedido', 3], ['confirmacao do pedido', 3], ['confirmacao de envio', 3], ['envio do pedido', 3], ['rastreamento', 2], ['rastreio', 2], ['fatura', 3], ['pedido enviado', 3], ['senha', 3], ['reserva confirmada', 3],
    // Something of the customer's own is ready, replaced, changed or moved: results, a prescription,
    // a card, an order they asked to change, an appointment.
    ['results are ready', 3], ['report is ready', 3], ['ready for pickup', 3], ['ready for pick-up', 3], ['ready for collection', 3], ['ready to collect', 3], ['ready to pick up', 3], ['test results', 3], ['lab results', 3], ['statement is ready', 3], ['replacement card', 3], ['card replacement', 3], ['order update', 3], ['updated order', 3], ['order was updated', 3], ['order has been updated', 3], ['rescheduled', 3],
    ['listo para recoger', 3], ['lista para recoger', 3], ['resultados de', 2], ['tarjeta nueva', 2], ['nueva tarjeta', 2], ['reprogramad*', 3],
    ['pret a etre retire', 3], ['prete a etre retiree', 3], ['disponible en pharmacie', 3], ['resultats d\'analyse*', 3], ['nouvelle carte', 2], ['carte de remplacement', 3],
    ['abholbereit', 3], ['zur abholung bereit', 3], ['liegt zur abholung', 3], ['befund*', 3], ['ersatzkarte', 3], ['termin verlegt', 3], ['termin verschoben', 3],
    ['pronto para retirada', 3], ['pronta para retirada', 3], ['pronto para retirar', 3], ['resultado do exame', 3], ['resultados dos exames', 3], ['cartao novo', 2], ['novo cartao', 2], ['remarcad*', 3],
    ['pronto per il ritiro', 3], ['pronta per il ritiro', 3], ['referto', 3], ['nuova carta', 2], ['carta sostitutiva', 3], ['riprogrammat*', 3],
    // The kinds of notice a customer gets about their own order, payment, account or appointment.
    ['refund', 3], ['refunded', 3], ['your refund', 3], ['order cancelled', 3], ['order canceled', 3], ['has been cancelled', 3], ['has been canceled', 3], ['payment failed', 3], ['card was declined', 3], ['payment was declined', 3], ['appointment', 2], ['statement is ready', 3], ['was delivered', 3], ['has been delivered', 3], ['is delayed', 2], ['booking reference', 2], ['confirmation number', 2],
    ['reembolso', 3], ['reembolsado', 3], ['hemos devuelto', 3], ['pedido cancelado', 3], ['pago rechazado', 3], ['cita', 2], ['entregado', 2],
    ['remboursement', 3], ['rembourse', 3], ['commande annulee', 3], ['paiement refuse', 3], ['rendez-vous', 2], ['livree', 2],
    ['erstattung', 3], ['erstattet', 3], ['ruckerstattung', 3], ['storniert', 3], ['zahlung fehlgeschlagen', 3], ['termin', 2], ['zugestellt', 2],
    ['reembolso', 3], ['estornamos', 3], ['estorno', 3], ['pedido cancelado', 3], ['pagamento recusado', 3], ['consulta', 2], ['entregue', 2],
    ['rimborso', 3], ['rimborsato', 3], ['abbiamo rimborsato', 3], ['ordine annullato', 3], ['pagamento rifiutato', 3], ['appuntamento', 2], ['consegnato', 2],
    ['conferma d\'ordine', 3], ['conferma di spedizione', 3], ['tracciamento', 2], ['conferma dell\'ordine', 3], ['ricevuta', 3], ['fattura', 3], ['spedizione confermata', 3], ['ordine spedito', 3], ['prenotazione confermata', 3], ['conferma di prenotazione', 3],
  ],
  feedback: [
    ['feedback', 3], ['ask for feedback', 3], ['ask for a review', 3], ['survey', 3], ['review', 2], ['reviews', 2], ['rate us', 3], ['rating', 2], ['nps', 3], ['opinion', 2], ['how did we do', 3], ['leave a review', 3], ['questionnaire', 3],
    ['encuesta', 3], ['pedir opinion', 3], ['valoracion', 3], ['resena', 3], ['opinion', 2], ['comentarios', 2],
    ['avis', 2], ['demander l\'avis', 3], ['donner leur avis', 3], ['laisser un avis', 3], ['enquete', 3], ['sondage', 3], ['evaluation', 2], ['votre retour', 3],
    ['umfrage*', 3], ['um feedback bitten', 3], ['bewertung', 3], ['meinung', 2], ['ruckmeldung', 3],
    ['pesquisa de satisfacao', 3], ['avaliacao', 3], ['opiniao', 2], ['pesquisa', 2],
    ['sondaggio', 3], ['chiedere una recensione', 3], ['recensione', 3], ['valutazione', 3], ['opinione', 2], ['questionario', 3],
  ],
  holiday: [
    ['christmas', 3], ['xmas', 3], ['holiday season', 3], ['holidays', 2], ['holiday', 2], ['new year', 3], ['easter', 3], ['valentine', 3], ['mother\'s day', 3], ['mothers day', 3], ['father\'s day', 3], ['fathers day', 3], ['halloween', 3], ['thanksgiving', 3], ['hanukkah', 3], ['season\'s greetings', 3], ['festive', 2], ['greetings', 2], ['greeting card', 3],
    ['navidad', 3], ['felicitacion', 3], ['ano nuevo', 3], ['pascua', 3], ['san valentin', 3], ['dia de la madre', 3], ['dia del padre', 3], ['fiestas', 2], ['felices fiestas', 3],
    ['noel', 3], ['voeux', 3], ['nouvel an', 3], ['paques', 3], ['saint-valentin', 3], ['fete des meres', 3], ['fete des peres', 3], ['fetes', 2], ['bonnes fetes', 3], ['fin d\'annee', 2],
    ['weihnacht*', 3], ['weihnachtsgrüße', 3], ['neujahr', 3], ['silvester', 3], ['oster*', 3], ['valentinstag*', 3], ['muttertag*', 3], ['vatertag*', 3], ['feiertage', 2], ['festtage', 2],
    ['natal', 3], ['votos', 2], ['ano novo', 3], ['pascoa', 3], ['dia dos namorados', 3], ['dia das maes', 3], ['dia dos pais', 3], ['boas festas', 3], ['festas', 2],
    ['natale', 3], ['auguri', 3], ['capodanno', 3], ['pasqua', 3], ['san valentino', 3], ['festa della mamma', 3], ['festa del papa', 3], ['buone feste', 3], ['feste', 2],
  ],
};

/** Words that make a welcome a course in the product or a trial: a series of them is an onboarding sequence. */
export const ONBOARDING_WORDS = [
  'onboarding', 'trial', 'trials', 'free trial', 'getting started',
  'prueba gratuita', 'periodo de prueba', 'essai gratuit', "periode d'essai", 'testphase', 'testzeitraum',
  'teste gratis', 'teste gratuito', 'periodo di prova', 'prova gratuita',
];

/** Listed in order of specificity: the first wins a tie. */
export const PURPOSE_PRIORITY: readonly Purpose[] = [
  'abandoned-cart',
  'transactional',
  're-engagement',
  'product-launch',
  'event',
  'welcome',
  'feedback',
  'holiday',
  'newsletter',
  'promotional',
  'announcement',
];

export const TONE_WORDS: Record<Exclude<Tone, 'neutral'>, readonly string[]> = {
  playful: ['playful', 'fun', 'funny', 'witty', 'cheeky', 'lighthearted', 'light-hearted', 'quirky', 'divertido', 'divertida', 'alegre', 'desenfadado', 'ludique', 'amusant', 'drole', 'decale', 'verspielt', 'lustig', 'witzig', 'frech', 'descontraido', 'divertente', 'giocoso', 'scherzoso', 'spiritoso'],
  formal: ['formal', 'professional', 'serious', 'corporate', 'sober', 'businesslike', 'profesional', 'serio', 'formel', 'professionnel', 'serieux', 'formlich', 'seriös', 'serios', 'professionell', 'sachlich', 'profissional', 'formale', 'professionale'],
  urgent: ['urgent', 'urgency', 'hurry', 'last chance', 'final hours', 'final call', 'don\'t miss', 'urgente', 'urgencia', 'ultima oportunidad', 'derniere chance', 'dernieres heures', 'dringend', 'letzte chance', 'nur noch', 'ultima chance', 'ultima occasione', 'ultime ore'],
  luxurious: ['luxurious', 'luxury', 'elegant', 'premium', 'sophisticated', 'exclusive', 'refined', 'upscale', 'lujoso', 'lujo', 'elegante', 'exclusivo', 'sofisticado', 'luxueux', 'luxe', 'raffine', 'exclusif', 'haut de gamme', 'luxurios', 'edel', 'exklusiv', 'hochwertig', 'luxuoso', 'sofisticada', 'lussuoso', 'lusso', 'raffinato', 'esclusivo', 'raffinata'],
  friendly: ['friendly', 'warm', 'casual', 'cosy', 'cozy', 'personal', 'heartfelt', 'amable', 'cercano', 'calido', 'chaleureux', 'amical', 'convivial', 'freundlich', 'herzlich', 'locker', 'personlich', 'amigavel', 'caloroso', 'acolhedor', 'amichevole', 'caloroso', 'cordiale'],
};

export const INFORMAL_WORDS = ['informal', 'tutoyer', 'tutoiement', 'tuteo', 'tutear', 'duzen', 'per du', 'du-form', 'dare del tu', 'use tu', 'usa tu', 'use du', 'use tú', 'utilise tu'];
export const FORMAL_REGISTER_WORDS = ['vouvoyer', 'vouvoiement', 'siezen', 'sie-form', 'per sie', 'usted', 'dare del lei', 'use vous', 'use sie'];

export const SHORT_WORDS = ['short', 'shorter', 'brief', 'concise', 'quick', 'corto', 'breve', 'conciso', 'court', 'bref', 'concis', 'kurz', 'kurzer', 'knapp', 'curto', 'sucinto', 'conciso'];
export const LONG_WORDS = ['long', 'longer', 'detailed', 'in-depth', 'in depth', 'largo', 'detallado', 'detaille', 'plus long', 'ausfuhrlich', 'langer', 'detalhado', 'mais longo', 'dettagliato', 'piu lungo'];

/** Audience words that change the copy; plain "customers" does not. */
export const AUDIENCE_WORDS: Array<[AudienceKind, readonly string[]]> = [
  ['vip', ['vip', 'vips', 'vip customers', 'clientes vip', 'clients vip', 'vip-kunden', 'clienti vip']],
  ['loyal', ['loyal customers', 'loyal', 'regulars', 'clientes fieles', 'clients fideles', 'clients fidèles', 'stammkunden', 'treue kunden', 'treuen kunden', 'clientes fieis', 'clienti fedeli']],
  ['new-customers', ['new customers', 'first-time buyers', 'first-time customers', 'nuevos clientes', 'nouveaux clients', 'neukunden', 'neue kunden', 'novos clientes', 'nuovi clienti']],
  ['members', ['members', 'membership', 'club members', 'miembros', 'socios', 'membres', 'adherents', 'mitglieder', 'membros', 'socios', 'membri', 'soci', 'iscritti al club']],
  ['inactive', ['inactive customers', 'lapsed customers', 'inactive subscribers', 'clientes inactivos', 'clients inactifs', 'inaktive kunden', 'clientes inativos', 'clienti inattivi']],
  ['teams', ['teams', 'businesses', 'b2b', 'companies', 'empresas', 'entreprises', 'unternehmen', 'firmen', 'aziende', 'imprese']],
];

export const HOLIDAY_WORDS: Array<[HolidayKind, readonly string[]]> = [
  ['black-friday', ['black friday', 'black week', 'viernes negro', 'vendredi noir']],
  ['cyber-monday', ['cyber monday']],
  ['christmas', ['christmas', 'xmas', 'navidad', 'navidena', 'noel', 'weihnacht*', 'natal', 'natale', 'natalizio', 'natalizia']],
  ['new-year', ['new year', 'new year\'s', 'ano nuevo', 'nochevieja', 'nouvel an', 'nouvelle annee', 'neujahr', 'silvester', 'neues jahr', 'ano novo', 'reveillon', 'capodanno', 'anno nuovo']],
  ['easter', ['easter', 'pascua', 'semana santa', 'paques', 'oster*', 'pascoa', 'pasqua']],
  ['valentines', ['valentine', 'valentine\'s', 'valentines', 'san valentin', 'saint-valentin', 'saint valentin', 'valentinstag', 'dia dos namorados', 'san valentino']],
  ['mothers-day', ['mother\'s day', 'mothers day', 'dia de la madre', 'dia de las madres', 'fete des meres', 'muttertag', 'dia das maes', 'festa della mamma']],
  ['fathers-day', ['father\'s day', 'fathers day', 'dia del padre', 'fete des peres', 'vatertag', 'dia dos pais', 'festa del papa']],
  ['halloween', ['halloween']],
  ['thanksgiving', ['thanksgiving', 'accion de gracias', 'action de grace', 'erntedank', 'acao de gracas', 'ringraziamento']],
  ['hanukkah', ['hanukkah', 'chanukah', 'janucá', 'januca', 'hanoucca', 'chanukka', 'hanuca']],
  ['summer', ['summer holidays', 'summer break', 'vacaciones de verano', 'vacances d\'ete', 'sommerferien', 'ferias de verao', 'vacanze estive']],
  ['generic', ['holiday season', 'holidays', 'season\'s greetings', 'festive season', 'fiestas', 'felices fiestas', 'fetes de fin d\'annee', 'bonnes fetes', 'feiertage', 'festtage', 'boas festas', 'buone feste', 'festivita']],
];

export type NoticeKind = 'renewal' | 'pause' | 'terms';

/**
 * Notices about the customer's own contract or subscription that no transactional kind fits, by
 * what they are about (folded words). Without them a renewal took the kind of the first thing it
 * mentions — "Kündigungsfrist" a cancellation, "the first invoice", "échéance" or "no charge during
 * the pause" an invoice —, the opposite message. They head the neutral notice in its own words.
 */
export const NOTICE_WORDS: Array<[NoticeKind, readonly string[]]> = [
  // Phrases that make the renewal the subject: "the payment of the renewal was declined" is a failed payment.
  ['renewal', [
    'renewal notice', 'renewal reminder', 'contract renewal', 'upcoming renewal', 'renewal of your', 'renewal of their', 'renewal of the', 'auto-renews', 'auto-renew', 'automatically renews', 'renews automatically', 'renews on', 'will renew', 'will be renewed',
    'aviso de renovacion', 'renovacion de tu', 'renovacion de su', 'renovacion del contrato', 'renovacion automatica', 'se renueva', 'se renovara', 'renovara automaticamente',
    'avis de renouvellement', 'renouvellement de votre', 'renouvellement de ton', 'renouvellement du contrat', 'renouvellement de l\'abonnement', 'tacite reconduction', 'reconduction', 'reconduit', 'reconduite', 'sera renouvele', 'sera renouvelee',
    'verlangerung ihres', 'verlangerung deines', 'verlangerung des', 'vertragsverlangerung', 'verlangert sich', 'automatische verlangerung',
    'aviso de renovacao', 'renovacao da sua', 'renovacao do seu', 'renovacao do contrato', 'renovacao automatica', 'renova automaticamente', 'sera renovado', 'sera renovada',
    'avviso di rinnovo', 'rinnovo del contratto', 'rinnovo dell\'abbonamento', 'rinnovo automatico', 'si rinnova', 'sara rinnovato', 'sara rinnovata', 'tacito rinnovo',
  ]],
  ['pause', [
    'subscription is paused', 'subscription paused', 'paused your subscription', 'pause of your subscription', 'pause confirmed', 'subscription on hold', 'membership on hold', 'membership is paused', 'membership paused',
    'pausa de la suscripcion', 'pausa de tu suscripcion', 'pausa de su suscripcion', 'suscripcion pausada', 'suscripcion en pausa',
    'mise en pause', 'suspension de l\'abonnement', 'suspension de votre abonnement', 'abonnement suspendu', 'abonnement en pause',
    'abo pausiert', 'abonnement pausiert', 'abo ist pausiert', 'abonnement ist pausiert', 'pausierung',
    'pausa da subscricao', 'pausa da assinatura', 'subscricao pausada', 'assinatura pausada', 'subscricao em pausa', 'assinatura em pausa', 'pediu pausa',
    'abbonamento sospeso', 'sospensione dell\'abbonamento', 'abbonamento in pausa', 'messo in pausa',
  ]],
  ['terms', [
    'new terms', 'changes to your terms', 'terms of service update', 'updated terms', 'changes to your plan', 'changes to your contract',
    'nuevas condiciones', 'cambios en las condiciones', 'nouvelles conditions', 'modification des conditions', 'neue bedingungen', 'neue konditionen', 'geanderte bedingungen',
    'novas condicoes', 'alteracao das condicoes', 'nuove condizioni', 'modifica delle condizioni',
  ]],
];

/**
 * The kind of a transactional email, read from the words of the prompt (folded). The kind whose
 * words come first in the prompt wins ("refund for order #5567" is a refund, "cancelled order
 * 40017 … full refund" a cancellation, "order 77-4410 is delayed … cancel for a refund" a delay);
 * on the same position, the earlier entry here. Words are phrases that say what happened, not
 * mere mentions: "order" alone is 'order-update' (a fallback when nothing else matched), and an
 * order confirmation needs confirmation words; "will be delivered" is not 'delivered'.
 */
export const TRANSACTIONAL_WORDS: Array<[TransactionalKind, readonly string[]]> = [
  // A notice about the customer's own contract or subscription that is none of the kinds below
  // (a renewal, a pause, new terms; NOTICE_WORDS): the neutral notice.
  ['generic', NOTICE_WORDS.flatMap(([, words]) => words)],
  ['cancellation', [
    'cancelled', 'canceled', 'had to cancel', 'cancellation', 'cancellations', 'cancelling', 'canceling',
    'cancelado', 'cancelada', 'cancelados', 'canceladas', 'cancelacion', 'anulado', 'anulada', 'anulacion', 'dado de baja', 'baja de la suscripcion',
    'annule', 'annulee', 'annules', 'annulees', 'annulation', 'resilie', 'resiliee', 'resiliation',
    'storniert', 'stornierung*', 'storno', 'gekundigt', 'kundigung', 'kundigungen', 'kundigungsbestatigung', 'abgesagt', 'annulliert',
    'cancelamento', 'cancelamentos',
    'annullato', 'annullata', 'annullati', 'annullate', 'annullamento', 'cancellato', 'cancellata', 'cancellazione', 'disdetta', 'disdetto',
  ]],
  ['refund', [
    'refund', 'refunds', 'refunded', 'refunding', 'reimbursed', 'reimbursement', 'money back', 'credited back',
    'reembolso', 'reembolsos', 'reembolsado', 'reembolsada', 'reembolsamos', 'hemos devuelto', 'devolvemos', 'devolucion del importe', 'devolucion del dinero', 'reintegro',
    'rembourse', 'remboursee', 'rembourses', 'remboursees', 'remboursement', 'remboursements', 'remboursons',
    'erstattet', 'erstattung', 'ruckerstatt*', 'zuruckerstatt*', 'gutschrift', 'gutgeschrieben', 'zuruckuberwiesen',
    'estorno', 'estornado', 'estornada', 'estornamos', 'reembolsamos', 'devolucao do valor', 'devolvemos o valor',
    'rimborso', 'rimborsi', 'rimborsato', 'rimborsata', 'rimborsati', 'riaccredito', 'riaccreditato', 'riaccreditata', 'stornato',
  ]],
  ['payment-failed', [
    'payment failed', 'failed payment', 'payment declined', 'declined', 'payment didn\'t go through', 'payment did not go through', 'payment was unsuccessful', 'unsuccessful payment', 'payment issue', 'payment problem', 'couldn\'t process', 'could not process', 'unable to process', 'update payment', 'update your payment', 'update their payment', 'billing issue', 'card expired', 'expired card', 'card has expired',
    'pago fallido', 'pago rechazado', 'tarjeta rechazada', 'cobro rechazado', 'no se ha podido procesar', 'no hemos podido procesar', 'no pudimos procesar', 'error en el pago', 'problema con el pago', 'problema con tu pago', 'problema con su pago', 'tarjeta caducada', 'tarjeta vencida', 'ha sido rechazada', 'ha sido rechazado', 'fue rechazada', 'fue rechazado', 'actualiza tu metodo de pago', 'actualice su metodo de pago', 'actualizar el metodo de pago',
    'paiement refuse', 'paiement echoue', 'paiement a echoue', 'echec du paiement', 'echec de paiement', 'carte refusee', 'paiement n\'a pas abouti', 'prelevement rejete', 'prelevement refuse', 'carte expiree', 'carte a ete refusee', 'paiement a ete refuse', 'mettez a jour votre moyen de paiement', 'mets a jour ton moyen de paiement', 'mettre a jour votre moyen de paiement',
    'zahlung fehlgeschlagen', 'zahlung ist fehlgeschlagen', 'fehlgeschlagene zahlung', 'zahlung abgelehnt', 'karte abgelehnt', 'karte wurde abgelehnt', 'abbuchung fehlgeschlagen', 'lastschrift zuruckgegangen', 'zahlung konnte nicht', 'zahlungsproblem', 'karte abgelaufen', 'zahlungsmethode aktualisieren', 'aktualisiere deine zahlungsmethode', 'aktualisieren sie ihre zahlungsmethode',
    'pagamento recusado', 'cartao recusado', 'falha no pagamento', 'pagamento falhou', 'pagamento nao aprovado', 'pagamento nao foi aprovado', 'nao foi possivel processar', 'problema com o pagamento', 'cartao expirado', 'cartao vencido', 'atualize a forma de pagamento', 'atualizar a forma de pagamento', 'atualize o metodo de pagamento', 'atualize seu metodo de pagamento',
    'pagamento rifiutato', 'carta rifiutata', 'pagamento non riuscito', 'pagamento fallito', 'pagamento non e andato a buon fine', 'addebito non riuscito', 'addebito rifiutato', 'carta scaduta', 'problema con il pagamento', 'aggiorna il metodo di pagamento', 'aggiorni il metodo di pagamento',
  ]],
  ['invoice', [
    'invoice', 'invoices', 'invoiced', 'your bill', 'their bill', 'the bill', 'monthly bill', 'bill is due', 'bill due', 'billing statement', 'statement', 'payment due', 'amount due', 'balance due', 'overdue', 'past due', 'payment reminder', 'unpaid',
    'factura', 'facturas', 'recibo pendiente', 'pago pendiente', 'importe pendiente', 'vencimiento', 'fecha de vencimiento', 'extracto', 'estado de cuenta', 'recordatorio de pago',
    'facture', 'factures', 'releve', 'avis d\'echeance', 'echeance de', 'prochaine echeance', 'votre echeance', 'ton echeance', 'paiement en retard', 'impaye', 'impayee', 'relance de paiement', 'rappel de paiement',
    'rechnung*', 'zahlungserinnerung', 'mahnung', 'kontoauszug', 'abrechnung', 'zahlbar bis', 'uberfallig', 'offener betrag',
    'fatura', 'faturas', 'boleto', 'cobranca', 'vencimento', 'em atraso', 'pagamento pendente', 'extrato', 'segunda via', 'lembrete de pagamento',
    'fattura', 'fatture', 'avviso di pagamento', 'sollecito', 'sollecito di pagamento', 'scadenza', 'estratto conto', 'bolletta', 'promemoria di pagamento',
  ]],
  ['receipt', [
    'receipt', 'receipts', 'payment received', 'payment confirmation', 'payment confirmed', 'thank you for your payment', 'thanks for your payment', 'payment successful', 'paid in full', 'proof of payment',
    'recibo', 'recibos', 'justificante de pago', 'comprobante de pago', 'comprobante', 'pago recibido', 'pago confirmado', 'confirmacion de pago', 'gracias por su pago', 'gracias por tu pago',
    'votre recu', 'ton recu', 'le recu', 'un recu', 'recu de paiement', 'recu fiscal', 'justificatif de paiement', 'confirmation de paiement', 'paiement recu', 'paiement confirme', 'merci pour votre paiement',
    'quittung', 'beleg', 'kaufbeleg', 'zahlungsbestatigung', 'zahlungseingang', 'zahlung erhalten', 'zahlung eingegangen', 'spendenquittung', 'spendenbescheinigung',
    'comprovante', 'comprovativo', 'pagamento recebido', 'pagamento confirmado', 'confirmacao de pagamento', 'obrigado pelo pagamento', 'pagamento aprovado',
    'ricevuta', 'ricevute', 'quietanza', 'conferma di pagamento', 'pagamento ricevuto', 'pagamento confermato', 'grazie per il pagamento',
  ]],
  ['security', [
    'new sign-in', 'new sign in', 'new login', 'new log-in', 'unusual sign-in', 'unusual activity', 'suspicious activity', 'security alert', 'security notice', 'password was changed', 'password has been changed', 'password changed', 'email address was changed', 'unrecognized device', 'new device', 'account locked', 'account was locked', 'account has been locked', 'login attempt', 'sign-in attempt',
    'nuevo inicio de sesion', 'inicio de sesion', 'actividad inusual', 'actividad sospechosa', 'alerta de seguridad', 'aviso de seguridad', 'se ha cambiado la contrasena', 'contrasena se ha cambiado', 'contrasena ha sido cambiada', 'contrasena fue cambiada', 'nuevo dispositivo', 'cuenta bloqueada', 'intento de acceso',
    'nouvelle connexion', 'connexion inhabituelle', 'activite inhabituelle', 'activite suspecte', 'alerte de securite', 'alerte securite', 'mot de passe a ete modifie', 'mot de passe modifie', 'nouvel appareil', 'compte bloque', 'tentative de connexion',
    'neue anmeldung', 'ungewohnliche aktivitat', 'verdachtige aktivitat', 'sicherheitshinweis', 'sicherheitswarnung', 'passwort wurde geandert', 'passwort geandert', 'neues gerat', 'konto gesperrt', 'anmeldeversuch',
    'novo login', 'novo acesso', 'novo inicio de sessao', 'atividade incomum', 'atividade suspeita', 'alerta de seguranca', 'aviso de seguranca', 'senha foi alterada', 'senha alterada', 'novo dispositivo', 'conta bloqueada', 'tentativa de acesso', 'tentativa de login',
    'nuovo accesso', 'accesso insolito', 'attivita insolita', 'attivita sospetta', 'avviso di sicurezza', 'allerta di sicurezza', 'password e stata modificata', 'password modificata', 'account bloccato', 'tentativo di accesso',
  ]],
  ['verification', [
    'verify your email', 'verify their email', 'verify email', 'verify your account', 'verify their account', 'verification', 'verification code', 'verification link', 'confirm your email', 'confirm their email', 'confirm your account', 'email verification', 'account verification', 'activate your account', 'account activation', 'one-time code', 'one-time password', 'otp', 'security code', 'login code', 'sign-in code',
    'verifica tu correo', 'verifique su correo', 'verificar tu correo', 'verificar el correo', 'verificacion', 'codigo de verificacion', 'confirma tu correo', 'confirme su correo', 'confirmar tu correo', 'activa tu cuenta', 'active su cuenta', 'activar la cuenta', 'activacion de cuenta', 'codigo de un solo uso', 'codigo de seguridad',
    'verifiez votre adresse', 'verifie ton adresse', 'code de verification', 'confirmez votre adresse', 'confirme ton adresse', 'confirmer votre adresse', 'activez votre compte', 'active ton compte', 'activation du compte', 'activation de votre compte', 'code a usage unique', 'code de securite',
    'bestatigen sie ihre e-mail', 'bestatige deine e-mail', 'e-mail-adresse bestatigen', 'e-mail bestatigen', 'verifizierung*', 'verifizieren', 'bestatigungscode', 'verifizierungscode', 'sicherheitscode', 'konto aktivieren', 'kontoaktivierung', 'einmalcode', 'einmalpasswort',
    'verifique o seu e-mail', 'verifique seu e-mail', 'confirme o seu e-mail', 'confirme seu e-mail', 'confirmar o e-mail', 'confirmar seu e-mail', 'verificacao', 'codigo de verificacao', 'ative sua conta', 'ative a sua conta', 'ativar a conta', 'ativacao da conta', 'codigo de seguranca',
    'verifica la tua email', 'verifica il tuo indirizzo', 'verifichi il suo indirizzo', 'verifica dell\'email', 'verifica dell\'indirizzo', 'codice di verifica', 'conferma la tua email', 'conferma il tuo indirizzo', 'conferma l\'indirizzo', 'attiva il tuo account', 'attivazione dell\'account', 'attivazione account', 'codice di sicurezza', 'codice monouso',
  ]],
  ['password', ['password*', 'passcode', 'reset your pin', 'reset-your-pin', 'pin reset', 'reset their pin', 'contrasena*', 'mot de passe', 'mots de passe', 'passwort*', 'kennwort*', 'senha*']],
  ['appointment', [
    'appointment', 'appointments', 'appt',
    'cita', 'citas', 'turno medico',
    'rendez-vous', 'rdv',
    'termin', 'termins', 'terminbestatigung', 'terminerinnerung', 'terminvereinbarung',
    'consulta medica', 'consulta marcada', 'consulta agendada', 'agendamento', 'marcacao', 'horario marcado',
    'appuntamento', 'appuntamenti', 'visita medica', 'visita di controllo', 'visita specialistica',
  ]],
  // A booking is confirmed, or made; a prompt that only quotes its reference ("booking reference
  // 6HXQ2P" in a schedule change) is about something else, and gets the neutral email.
  ['booking', [
    'booking confirmed', 'booking confirmation', 'booking is confirmed', 'confirmed your booking', 'confirm their booking', 'confirm your booking', 'booked', 'reservation confirmed', 'reservation confirmation', 'reservation is confirmed', 'reserved',
    'reserva confirmada', 'confirmacion de reserva', 'confirmacion de tu reserva', 'confirmacion de su reserva', 'reservado', 'reservada', 'hemos reservado',
    'reservation confirmee', 'confirmation de reservation', 'confirmation de votre reservation', 'est reservee', 'est reserve', 'a ete reservee', 'a ete reserve', 'avez reserve',
    'buchungsbestatigung*', 'buchung bestatigt', 'buchung ist bestatigt', 'reservierungsbestatigung*', 'reservierung bestatigt', 'gebucht', 'reserviert',
    'confirmacao de reserva', 'confirmacao da reserva', 'reserva confirmada',
    'prenotazione confermata', 'conferma di prenotazione', 'conferma della prenotazione', 'prenotato', 'prenotata',
  ]],
  ['delay', [
    'delayed', 'delay', 'delays', 'running late', 'backordered', 'back-ordered', 'on backorder', 'later than expected', 'taking longer',
    'is late', 'are late', 'arriving late', 'will be late', 'running behind', 'backlog', 'llega tarde', 'llegara tarde', 'kommt spater', 'spater als geplant', 'chega atrasad*', 'vai chegar atrasad*',
    'retraso', 'retrasado', 'retrasada', 'con retraso', 'demorado', 'demorada',
    'retard', 'en retard', 'retarde', 'retardee',
    'verzogert', 'verzogerung*', 'lieferverzogerung', 'verspatet', 'verspatung',
    'atraso', 'atrasado', 'atrasada', 'atrasou',
    'ritardo', 'in ritardo', 'ritardata', 'ritardato', 'posticipata', 'posticipato',
    // What slips by some days: "le consegne slittano di 3 giorni", "las entregas se retrasan".
    'pushed back', 'slips by', 'slipping by', 'se retrasan', 'se retrasa', 'se atrasan', 'se atrasa', 'sont decalees', 'sont retardees', 'sont reportees',
    'verschiebt sich', 'verschieben sich', 'verzogern sich', 'verzogert sich', 'vao atrasar', 'vai atrasar', 'foram adiadas', 'foram adiados',
    'slitta', 'slittano', 'slitteranno', 'sono rinviate', 'sono rimandate',
  ]],
  ['delivered', [
    'was delivered', 'were delivered', 'been delivered', 'successfully delivered', 'delivery confirmation', 'delivery confirmed', 'proof of delivery', 'has arrived', 'have arrived',
    'ha sido entregado', 'ha sido entregada', 'fue entregado', 'fue entregada', 'se ha entregado', 'se entrego', 'hemos entregado', 'entregado con exito', 'confirmacion de entrega', 'ya ha llegado',
    'a ete livre', 'a ete livree', 'ont ete livres', 'ont ete livrees', 'bien ete livre', 'bien ete livree', 'livre avec succes', 'livree avec succes', 'confirmation de livraison', 'colis est arrive', 'commande est arrivee', 'est bien arrive', 'est bien arrivee',
    'wurde zugestellt', 'wurde geliefert', 'wurde ausgeliefert', 'erfolgreich zugestellt', 'ist angekommen', 'zustellbestatigung', 'lieferbestatigung',
    'foi entregue', 'foram entregues', 'entregue com sucesso', 'confirmacao de entrega', 'ja chegou', 'pedido chegou', 'encomenda chegou',
    'e stato consegnato', 'e stata consegnata', 'sono stati consegnati', 'consegnato con successo', 'consegnata con successo', 'conferma di consegna', 'e stato recapitato', 'e stata recapitata', 'ordine e arrivato', 'pacco e arrivato',
  ]],
  ['shipping', [
    'shipped', 'has shipped', 'shipping confirmation', 'shipping notification', 'shipping update', 'tracking', 'tracking number', 'on its way', 'on the way', 'dispatched', 'out for delivery', 'in transit',
    'pedido enviado', 'ha sido enviado', 'ha sido enviada', 'fue enviado', 'fue enviada', 'confirmacion de envio', 'numero de seguimiento', 'seguimiento', 'en camino', 'en reparto', 'despachado', 'despachada', 'guia de rastreo',
    'expedie', 'expediee', 'expedies', 'expediees', 'confirmation d\'expedition', 'en route', 'en cours de livraison', 'numero de suivi', 'suivi', 'est partie', 'est parti',
    'versendet', 'verschickt', 'versandt', 'versandbestatigung', 'unterwegs', 'sendungsverfolgung', 'sendungsnummer', 'trackingnummer', 'in zustellung',
    'foi enviado', 'foi enviada', 'foram enviados', 'encomenda enviada', 'codigo de rastreio', 'rastreamento', 'rastreio', 'a caminho', 'saiu para entrega', 'em transito', 'despachado', 'expedido', 'expedida',
    'spedito', 'spedita', 'spediti', 'spedite', 'e partito', 'e partita', 'in viaggio', 'in consegna', 'tracciamento', 'conferma di spedizione',
  ]],
  ['order', [
    'order confirmation', 'order confirmed', 'order is confirmed', 'order conf', 'confirm the order', 'confirm their order', 'confirming their order', 'confirm your order', 'order placed', 'thank you for your order', 'thanks for your order', 'thank you for ordering', 'thanks for ordering', 'purchase order', 'received your order',
    'confirmacion de pedido', 'confirmacion del pedido', 'confirmacion pedido', 'pedido confirmado', 'gracias por tu pedido', 'gracias por su pedido', 'hemos recibido tu pedido', 'hemos recibido su pedido', 'pedido recibido', 'confirmar el pedido',
    'confirmation de commande', 'confirmation commande', 'commande confirmee', 'merci pour votre commande', 'merci pour ta commande', 'merci de votre commande', 'bien recu votre commande', 'bien recu ta commande', 'commande validee',
    'bestellbestatigung*', 'auftragsbestatigung*', 'bestellung bestatigt', 'bestellung ist bestatigt', 'danke fur deine bestellung', 'danke fur ihre bestellung', 'dank fur ihre bestellung', 'dank fur deine bestellung', 'bestellung eingegangen', 'bestellung erhalten',
    'confirmacao de pedido', 'confirmacao do pedido', 'pedido confirmado', 'obrigado pelo seu pedido', 'obrigado pelo pedido', 'obrigada pelo pedido', 'recebemos o seu pedido', 'recebemos seu pedido', 'confirmacao da encomenda', 'encomenda confirmada', 'pedido de compra',
    'conferma d\'ordine', 'conferma dell\'ordine', 'conferma ordine', 'ordine confermato', 'grazie per il tuo ordine', 'grazie per il suo ordine', 'abbiamo ricevuto il tuo ordine', 'abbiamo ricevuto il suo ordine', 'ordine ricevuto',
  ]],
  // Fallback: the prompt is about an order but says nothing above about what happened to it.
  ['order-update', ['order', 'orders', 'pedido', 'pedidos', 'commande', 'commandes', 'bestell*', 'vorbestell*', 'auftrag', 'encomenda', 'encomendas', 'ordine', 'ordini']],
];

/** Month names and abbreviations (folded) → month number. */
export const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  janvier: 1, fevrier: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, aout: 8, septembre: 9, octobre: 10, novembre: 11, decembre: 12,
  januar: 1, februar: 2, marz: 3, juni: 6, juli: 7, oktober: 10, dezember: 12, okt: 10, dez: 12,
  // Austrian and South Tyrolean German write January and (in dates) February so.
  janner: 1, feber: 2,
  janeiro: 1, fevereiro: 2, marco: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
  gennaio: 1, febbraio: 2, aprile: 4, maggio: 5, giugno: 6, luglio: 7, settembre: 9, ottobre: 10, dicembre: 12,
};

/** Weekday names (folded) → 0 = Sunday … 6 = Saturday. Portuguese needs "-feira" for Monday–Friday. */
export const WEEKDAYS: Record<string, number> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6,
  dimanche: 0, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6,
  sonntag: 0, montag: 1, dienstag: 2, mittwoch: 3, donnerstag: 4, freitag: 5, samstag: 6, sonnabend: 6,
  'segunda-feira': 1, 'terca-feira': 2, 'quarta-feira': 3, 'quinta-feira': 4, 'sexta-feira': 5,
  domenica: 0, lunedi: 1, martedi: 2, mercoledi: 3, giovedi: 4, venerdi: 5, sabato: 6,
};

/** Words before a date that make it a deadline, a start, or an event day. */
export const DEADLINE_CUES = [
  'until', 'till', 'til', 'through', 'thru', 'ends', 'ending', 'end', 'expires', 'expiring', 'by', 'before', 'last day', 'deadline', 'valid until', 'no later than', 'closes', 'runs until', 'runs through', 'only until',
  'hasta el', 'hasta', 'termina', 'terminan', 'vence', 'antes del', 'antes de', 'valido hasta', 'finaliza',
  'jusqu\'au', 'jusqu\'a', 'avant le', 'se termine', 'expire', 'fin le', 'valable jusqu\'au', 'prend fin',
  'bis zum', 'bis', 'endet', 'gultig bis', 'spatestens', 'lauft bis', 'nur bis',
  'ate', 'ate o dia', 'termina', 'valido ate', 'acaba',
  'fino al', 'fino a', 'entro il', 'entro', 'scade', 'valido fino al', 'termina',
];
export const START_CUES = [
  'from', 'starting', 'starts', 'start', 'beginning', 'as of', 'available from', 'launches', 'launching', 'available on', 'goes live', 'opens', 'effective',
  'desde el', 'desde', 'a partir del', 'a partir de', 'empieza', 'comienza', 'disponible el', 'disponible desde',
  'des le', 'a partir du', 'a partir de', 'commence', 'disponible le', 'disponible des',
  'ab dem', 'ab', 'beginnt', 'startet', 'erhaltlich ab', 'verfugbar ab',
  'a partir do', 'a partir de', 'comeca', 'disponivel a partir',
  'dal', 'a partire dal', 'a partire da', 'inizia', 'disponibile dal',
];

/** Number words 1–9 by language (folded). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9,
  zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9,
  dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8, nove: 9,
  due: 2, tre: 3, quattro: 4, sei: 6, sette: 7, otto: 8,
};

/** Nouns a count goes with: "3 products", "cinq idées". */
export const ITEM_NOUNS = [
  'products', 'product', 'items', 'bestsellers', 'best-sellers', 'best sellers', 'picks', 'articles', 'stories', 'tips', 'ideas', 'favorites', 'favourites', 'looks', 'recipes', 'posts',
  'productos', 'articulos', 'favoritos', 'ideas', 'consejos', 'novedades', 'recetas',
  'produits', 'articles', 'idees', 'conseils', 'coups de coeur', 'recettes',
  'produkte', 'artikel', 'tipps', 'ideen', 'lieblingsstucke', 'favoriten', 'rezepte', 'bestseller',
  'produtos', 'artigos', 'dicas', 'ideias', 'receitas', 'favoritos',
  'prodotti', 'articoli', 'consigli', 'idee', 'preferiti', 'ricette',
];

/** Words that say "show the brand's products" without naming one. */
export const PRODUCT_SHOWCASE_WORDS = [
  // Not "collection" alone: a home collection of a blood sample, a parcel's, a bin round's.
  'bestsellers', 'best-sellers', 'best sellers', 'our products', 'products', 'new collection', 'our collection', 'the collection', 'new arrivals', 'favorites', 'favourites', 'top picks',
  'productos', 'mas vendidos', 'coleccion', 'produits', 'meilleures ventes', 'nouvelle collection', 'notre collection', 'la collection', 'produkte', 'bestseller', 'kollektion', 'produtos', 'mais vendidos', 'colecao', 'prodotti', 'piu venduti', 'collezione',
];

/** Section names for "add a … section" / "remove the …". */
export const SECTION_WORDS: Array<[import('../types').SectionKind, readonly string[]]> = [
  ['products', ['products', 'product grid', 'product section', 'productos', 'produits', 'produkte', 'produtos', 'prodotti']],
  ['coupon', ['coupon', 'promo code box', 'discount code', 'cupon', 'code promo', 'gutschein', 'cupom', 'coupon']],
  ['social', ['social links', 'social media', 'social icons', 'social', 'redes sociales', 'reseaux sociaux', 'social-media', 'soziale medien', 'redes sociais', 'social network']],
  ['testimonial', ['testimonial', 'review quote', 'customer quote', 'testimonio', 'temoignage', 'kundenstimme', 'depoimento', 'testimonianza']],
  ['image', ['image', 'hero image', 'photo', 'picture', 'imagen', 'foto', 'bild', 'imagem', 'immagine']],
  ['list', ['list', 'bullet points', 'bullets', 'lista', 'liste', 'aufzahlung', 'elenco']],
];

/** Words that carry no request on their own: a prompt made only of these is too vague. */
export const FILLER_WORDS = new Set([
  'email', 'emails', 'e-mail', 'mail', 'mails', 'message', 'write', 'create', 'make', 'generate', 'send', 'draft', 'compose', 'please', 'something', 'anything', 'nice', 'good', 'great', 'cool', 'some', 'stuff', 'thing', 'things', 'test', 'testing', 'hello', 'hey', 'hi', 'thanks', 'text', 'content', 'copy', 'marketing', 'customers', 'customer', 'people', 'users', 'everyone', 'asap', 'just', 'want', 'need', 'would', 'like', 'could', 'can', 'you', 'me', 'my', 'i',
  'correo', 'escribe', 'crea', 'haz', 'algo', 'bonito', 'mensaje', 'favor', 'por', 'clientes',
  'courriel', 'ecris', 'cree', 'fais', 'quelque', 'chose', 'sympa', 'redige', 'svp',
  'schreibe', 'erstelle', 'mach', 'etwas', 'schones', 'nachricht', 'bitte', 'kunden',
  'escreva', 'crie', 'faca', 'alguma', 'coisa', 'mensagem',
  'scrivi', 'crea', 'fai', 'qualcosa', 'messaggio', 'clienti',
]);

export const STOP_WORDS = new Set(Object.values(FUNCTION_WORDS).flat());

/** A date with one of these words is a closure ("closed from Dec 24 to 26"). */
export const CLOSURE_WORDS = ['closed', 'closing', 'closure', 'shut', 'cerrado', 'cerrados', 'cerramos', 'cierre', 'ferme', 'fermes', 'fermeture', 'fermons', 'geschlossen', 'betriebsferien', 'schliessen', 'fechado', 'fechados', 'fechamos', 'encerrado', 'chiuso', 'chiusi', 'chiusura', 'chiudiamo'];
