/**
 * Deutsche Textbausteine. Anrede: `c.f(Sie, du)`; "Sie/Ihr/Ihnen" groß, "du/dein" klein.
 * Datumsangaben kommen mit Wochentag ("Montag, 30. Juni") und stehen ohne Artikel ("bis Montag,
 * 30. Juni"; "am Montag, 30. Juni").
 */
import type { Ctx, Entry } from '../types';
import type { CopyKey } from './en';

/** Das Angebot im Satz (Akkusativ): "20 % Rabatt auf…", "bis zu 30 % Rabatt", "kostenlosen Versand". */
const angebot = (c: Ctx): string | undefined => {
  if (c.discount) return `${c.upTo ? 'bis zu ' : ''}${c.discount} Rabatt${c.scope ? ` ${c.scope}` : ''}`;
  if (c.freeShipping) return c.freeShippingMin ? `kostenlosen Versand ab ${c.freeShippingMin} Bestellwert` : 'kostenlosen Versand';
  return undefined;
};
const bis = (c: Ctx) => (c.deadline ? ` – nur bis ${c.deadline}` : '');
const gruesse: Record<string, string> = {
  christmas: 'Frohe Weihnachten!', 'new-year': 'Frohes neues Jahr!', easter: 'Frohe Ostern!', valentines: 'Alles Liebe zum Valentinstag!', 'mothers-day': 'Alles Gute zum Muttertag!', 'fathers-day': 'Alles Gute zum Vatertag!', halloween: 'Ein schaurig-schönes Halloween!', thanksgiving: 'Ein schönes Erntedankfest!', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Frohes Chanukka!', summer: 'Schöne Sommerferien!', generic: 'Frohe Feiertage!',
};
const gruss = (c: Ctx) => gruesse[c.holidayKind ?? 'generic'];

export const de = {
  greeting: { neutral: [(c) => c.f('Guten Tag,', 'Hallo,'), 'Hallo,'], formal: ['Guten Tag,'], playful: ['Hallo!', (c) => c.f('Hallo!', 'Hallöchen!')] },
  signoff: { neutral: [(c) => c.f('Viele Grüße', 'Liebe Grüße'), 'Bis bald'], formal: [(c) => c.f('Mit freundlichen Grüßen', 'Viele Grüße'), (c) => c.f('Freundliche Grüße', 'Bis bald')], playful: ['Bis ganz bald!', 'Liebe Grüße'], luxurious: [(c) => c.f('Mit herzlichen Grüßen', 'Herzliche Grüße'), 'Herzlichst'], friendly: ['Herzliche Grüße', 'Bis bald'] },
  signature: [(c) => c.f(`Ihr Team von ${c.brand}`, `Dein Team von ${c.brand}`)],
  'nav.shop': ['Shop'],
  'nav.about': ['Über uns'],
  'nav.blog': ['Blog'],
  'nav.contact': ['Kontakt'],
  'footer.unsubscribe': ['Abmelden'],
  'footer.preferences': ['Einstellungen verwalten'],
  'footer.legal': [(c) => c.f(`Sie erhalten diese E-Mail, weil Sie sich für Neuigkeiten von ${c.brand} angemeldet haben.`, `Du erhältst diese E-Mail, weil du dich für Neuigkeiten von ${c.brand} angemeldet hast.`)],
  'footer.legalTransactional': [(c) => c.f(`Sie erhalten diese E-Mail zu Ihrem Konto oder Ihrer Bestellung bei ${c.brand}.`, `Du erhältst diese E-Mail zu deinem Konto oder deiner Bestellung bei ${c.brand}.`)],
  'cta.shop': { neutral: ['Jetzt einkaufen', 'Zum Shop'], luxurious: ['Kollektion entdecken'], playful: [(c) => c.f('Jetzt gönnen', 'Gönn dir was'), 'Los geht’s'] },
  'cta.discover': ['Jetzt entdecken', 'Mehr entdecken'],
  'cta.learnMore': ['Mehr erfahren', 'Weiterlesen'],
  'cta.readMore': ['Weiterlesen', 'Zum Artikel'],
  'cta.visit': [(c) => `${c.brand} besuchen`, 'Zur Website'],
  'cta.rsvp': ['Platz reservieren', 'Jetzt zusagen'],
  'cta.cart': ['Zurück zum Shop', 'Einkauf abschließen'],
  'cta.feedback': ['Feedback geben', 'Zur Umfrage'],
  'cta.getStarted': ['Jetzt loslegen', 'Shop entdecken'],
  'cta.useCode': ['Code einlösen', 'Mit Code einkaufen'],
  'cta.explore': ['Kollektion ansehen', 'Neuheiten ansehen'],
  'cta.viewProduct': ['Produkt ansehen', 'Jetzt kaufen'],
  'cta.account': ['Zu meinem Konto'],
  'cta.track': ['Sendung verfolgen'],
  'cta.reset': ['Passwort zurücksetzen'],
  'cta.booking': ['Buchung ansehen'],
  'cta.contact': ['Kontakt aufnehmen'],
  'offer.value': [
    (c) => c.discount && `${c.upTo ? 'Bis zu ' : ''}${c.discount} Rabatt${c.scope ? ` ${c.scope}` : ''}`,
    (c) => !c.discount && c.freeShipping && (c.freeShippingMin ? `Kostenloser Versand ab ${c.freeShippingMin}` : 'Kostenloser Versand'),
  ],
  'offer.freeShipping': [(c) => c.freeShipping && (c.freeShippingMin ? `Kostenloser Versand ab ${c.freeShippingMin} Bestellwert.` : 'Kostenloser Versand für alle Bestellungen.')],
  'offer.codeLine': [(c) => c.code && c.f(`Geben Sie an der Kasse den Code **${c.code}** ein.`, `Gib an der Kasse den Code **${c.code}** ein.`)],
  'coupon.description': [(c) => c.f('Geben Sie den Code an der Kasse ein.', 'Gib den Code an der Kasse ein.'), 'Einfach an der Kasse einlösen.'],
  'coupon.expiry': [(c) => c.deadline && `Gültig bis ${c.deadline}`],
  'deadline.line': { neutral: [(c) => c.deadline && `Das Angebot endet am ${c.deadline}.`, (c) => c.deadline && `Gültig bis ${c.deadline}.`], urgent: [(c) => c.deadline && c.f(`Schnell sein lohnt sich: Alles endet am ${c.deadline}.`, `Sei schnell: Alles endet am ${c.deadline}.`), (c) => c.deadline && `Letzte Chance: Das Angebot endet am ${c.deadline}.`] },
  'start.line': [(c) => c.start && `Ab ${c.start}.`, (c) => c.start && `Ab ${c.start} erhältlich.`],
  'range.line': [(c) => c.start && c.deadline && `Von ${c.start}, bis ${c.deadline}.`],
  'closure.line': [(c) => c.closure && c.start && c.deadline && `${c.f('Bitte beachten Sie', 'Bitte beachte')}: Von ${c.start}, bis ${c.deadline}, haben wir geschlossen.`, (c) => c.closure && !c.start && c.deadline && `${c.f('Bitte beachten Sie', 'Bitte beachte')}: Am ${c.deadline} haben wir geschlossen.`, (c) => c.closure && !c.start && c.event && `${c.f('Bitte beachten Sie', 'Bitte beachte')}: Am ${c.event} haben wir geschlossen.`],
  'audience.line': [
    (c) => ({ vip: 'Exklusiv für unsere VIP-Kundinnen und -Kunden', loyal: 'Für unsere treuesten Kundinnen und Kunden', 'new-customers': 'Für unsere Neukundinnen und Neukunden', members: 'Für unsere Mitglieder', inactive: 'Für alle, die uns schon lange kennen', teams: 'Für Teams und Unternehmen', customers: undefined, subscribers: undefined, everyone: undefined })[c.audienceKind ?? 'everyone'],
  ],
  'holiday.name': [(c) => ({ christmas: 'Weihnachten', 'new-year': 'Neujahr', easter: 'Ostern', valentines: 'Valentinstag', 'mothers-day': 'Muttertag', 'fathers-day': 'Vatertag', halloween: 'Halloween', thanksgiving: 'Erntedank', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Chanukka', summer: 'Sommerferien', generic: 'Feiertage' })[c.holidayKind ?? 'generic']],
  'products.heading': { neutral: ['Unsere aktuellen Lieblinge', 'Besonders beliebt'], luxurious: ['Unsere Signature-Stücke', (c) => c.f('Für Sie ausgewählt', 'Für dich ausgewählt')], playful: ['Die Lieblinge unserer Kundschaft', 'Das lieben wir gerade'] },
  'products.headingSale': ['Zum Angebot', 'Ausgewählt für die Aktion'],
  'products.headingNew': ['Neu im Shop', 'Frisch eingetroffen'],
  'products.headingGift': ['Geschenkideen', 'Zum Verschenken (oder Behalten)'],
  'products.button': ['Ansehen', 'Jetzt kaufen'],
  'social.heading': [(c) => `${c.brand} folgen`, 'Bleiben wir in Kontakt'],
  'contact.help': [
    (c) => c.email && c.f(`Fragen? Schreiben Sie uns an [${c.email}](mailto:${c.email}) – wir helfen Ihnen gern.`, `Fragen? Schreib uns an [${c.email}](mailto:${c.email}) – wir helfen dir gern.`),
    (c) => !c.email && c.phone && c.f(`Fragen? Rufen Sie uns an unter [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`, `Fragen? Ruf uns an unter [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`),
  ],

  'welcome.heading': { neutral: [(c) => `Willkommen bei ${c.brand}`, (c) => `Herzlich willkommen bei ${c.brand}!`], playful: [(c) => c.f('Schön, dass Sie da sind!', 'Schön, dass du da bist!'), (c) => `Hallo und willkommen bei ${c.brand}!`], luxurious: [(c) => `Willkommen in der Welt von ${c.brand}`] },
  'welcome.intro': { neutral: [(c) => c.f('Vielen Dank für Ihre Anmeldung. Wir freuen uns, dass Sie dabei sind.', 'Danke für deine Anmeldung. Wir freuen uns, dass du dabei bist.'), (c) => c.f('Danke, dass Sie sich angemeldet haben. Das erwartet Sie ab jetzt.', 'Danke, dass du dich angemeldet hast. Das erwartet dich ab jetzt.')], formal: ['Vielen Dank für Ihre Anmeldung. Wir freuen uns, Sie begrüßen zu dürfen.'], playful: [(c) => c.f('Danke für Ihre Anmeldung – Sie haben uns den Tag versüßt.', 'Danke für deine Anmeldung – du hast uns den Tag versüßt!')] },
  'welcome.expect': [(c) => c.f('Das erwartet Sie', 'Das erwartet dich'), 'Wie es weitergeht'],
  'welcome.benefit1': ['Neuigkeiten zu unseren Produkten', 'Das Neueste aus unserem Sortiment'],
  'welcome.benefit2': ['Ideen und Inspiration von unserem Team', 'Tipps und Geschichten aus unserem Team'],
  'welcome.benefit3': ['Unsere Angebote und Veranstaltungen', 'Einladungen zu Events und Aktionen'],
  'welcome.gift': { neutral: [(c) => c.discount && c.f(`Als Willkommensgeschenk erhalten Sie ${angebot(c)} auf Ihre erste Bestellung.`, `Als Willkommensgeschenk bekommst du ${angebot(c)} auf deine erste Bestellung.`)] },
  'welcome.closing': { neutral: [(c) => c.f('Schön, dass Sie da sind.', 'Schön, dass du da bist.'), 'Viel Freude beim Entdecken!'], formal: ['Wir freuen uns auf Sie.'] },

  'promo.eyebrow': { neutral: ['Nur für kurze Zeit', 'Sonderangebot'], urgent: ['Letzte Chance'], luxurious: ['Ein exklusives Angebot'] },
  'promo.heading': {
    neutral: [(c) => c.offer && c.topic && `${c.topic}: ${c.offer}`, (c) => c.offer && `${c.offer} – nur für kurze Zeit`, (c) => c.offer],
    urgent: [(c) => c.offer && `Letzte Chance: ${c.offer}`],
    playful: [(c) => c.offer && c.f(`Gönnen Sie sich was: ${c.offer}`, `Gönn dir was: ${c.offer}`)],
    luxurious: [(c) => c.offer && `Eine Einladung: ${c.offer}`],
  },
  'promo.headingNoOffer': { neutral: [(c) => c.topic ?? `${c.f('Entdecken Sie', 'Entdecke')} ${c.brand}`, 'Unsere Lieblinge im Überblick'], luxurious: ['Unsere besondere Auswahl'] },
  'promo.intro': {
    neutral: [(c) => angebot(c) && c.f(`Nur für kurze Zeit: Sichern Sie sich ${angebot(c)}${bis(c)}.`, `Nur für kurze Zeit: Sichere dir ${angebot(c)}${bis(c)}.`), (c) => angebot(c) && c.f(`Gute Nachrichten: Jetzt erhalten Sie ${angebot(c)}${bis(c)}.`, `Gute Nachrichten: Jetzt bekommst du ${angebot(c)}${bis(c)}.`)],
    urgent: [(c) => angebot(c) && c.f(`Die Zeit läuft: Sichern Sie sich ${angebot(c)}${bis(c)}. Warten Sie nicht zu lange.`, `Die Zeit läuft: Sichere dir ${angebot(c)}${bis(c)}. Warte nicht zu lange.`)],
    playful: [(c) => c.offer && `Wir konnten es nicht für uns behalten: ${c.offer}${bis(c)}.`],
    formal: [(c) => angebot(c) && `Wir freuen uns, Ihnen ${angebot(c)} anbieten zu können${bis(c)}.`],
    luxurious: [(c) => angebot(c) && c.f(`Für kurze Zeit laden wir Sie ein: Genießen Sie ${angebot(c)}${bis(c)}.`, `Für kurze Zeit laden wir dich ein: Genieße ${angebot(c)}${bis(c)}.`)],
  },
  'promo.introNoOffer': [(c) => c.f('Entdecken Sie die Stücke, die unsere Kundschaft gerade am meisten liebt.', 'Entdecke die Stücke, die unsere Kundschaft gerade am meisten liebt.'), (c) => `Eine Auswahl unserer Lieblinge von ${c.brand}.`],
  'promo.closing': { neutral: ['Viel Freude damit!', 'Bis bald!'], formal: ['Wir freuen uns auf Ihren Besuch.'], urgent: [(c) => c.f('Verpassen Sie es nicht.', 'Verpass es nicht.')], luxurious: ['Wir freuen uns auf Ihren Besuch.'] },

  'news.heading': { neutral: [(c) => c.month && `Der ${c.month} bei ${c.brand}`, (c) => `Neues von ${c.brand}`], formal: [(c) => `Der Newsletter von ${c.brand}`] },
  'news.intro': { neutral: ['Das ist in letzter Zeit bei uns passiert – kurz und kompakt.', 'Ein kurzer Überblick über unsere Neuigkeiten.'], playful: [(c) => c.f('Schnappen Sie sich einen Kaffee: Hier sind unsere Neuigkeiten.', 'Schnapp dir einen Kaffee: Hier sind unsere Neuigkeiten.')], formal: ['Nachfolgend finden Sie unsere aktuellen Neuigkeiten.'] },
  'news.inThisIssue': ['In dieser Ausgabe', 'Diesmal'],
  'news.blogHeading': ['Aus dem Blog', 'Lesenswert'],
  'news.blogText': [(c) => `Geschichten, Tipps und Neuigkeiten vom Team von ${c.brand}.`],
  'news.closing': ['Danke fürs Lesen – bis zum nächsten Mal.', 'Bis zur nächsten Ausgabe!'],

  'announce.eyebrow': ['Neuigkeiten', 'Wichtige Information'],
  'announce.heading': { neutral: [(c) => c.topic && `Neuigkeiten: ${c.topic}`, (c) => `Neues von ${c.brand}`], formal: [(c) => c.topic && `Mitteilung: ${c.topic}`, (c) => `Eine Mitteilung von ${c.brand}`], playful: [(c) => c.topic && `Große Neuigkeiten: ${c.topic}!`, 'Wir haben Neuigkeiten!'] },
  'announce.intro': { neutral: [(c) => c.f('Wir haben Neuigkeiten, die wir gern mit Ihnen teilen möchten.', 'Wir haben Neuigkeiten, die wir gern mit dir teilen möchten.'), (c) => c.f('Sie sollen es zuerst erfahren.', 'Du sollst es zuerst erfahren.')], formal: ['Wir möchten Sie über Folgendes informieren.'], playful: [(c) => c.f('Wir konnten es kaum erwarten, es Ihnen zu erzählen.', 'Wir konnten es kaum erwarten, es dir zu erzählen.')] },
  'announce.closing': [(c) => c.f('Danke, dass Sie uns die Treue halten.', 'Danke, dass du uns die Treue hältst.'), (c) => c.f('Vielen Dank für Ihr Vertrauen.', 'Danke für dein Vertrauen.')],

  'launch.eyebrow': ['Neu', 'Gerade erschienen'],
  'launch.heading': { neutral: [(c) => c.product && `Neu: ${c.product}`, (c) => c.product && `Wir stellen vor: ${c.product}`, (c) => c.topic && `Neu: ${c.topic}`, 'Etwas Neues ist da'], playful: [(c) => c.product && `Hallo, ${c.product}!`, (c) => c.topic && `Endlich da: ${c.topic}!`], luxurious: [(c) => c.product && `Wir präsentieren: ${c.product}`, (c) => c.topic && `Wir präsentieren: ${c.topic}`] },
  'launch.intro': { neutral: [(c) => `Wir haben bei ${c.brand} an etwas Neuem gearbeitet – und jetzt ist es endlich da.`, (c) => c.f('Es ist endlich da, und wir können es kaum erwarten, dass Sie es entdecken.', 'Es ist endlich da, und wir können es kaum erwarten, dass du es entdeckst.')], formal: [(c) => `Wir freuen uns, Ihnen die neueste Entwicklung von ${c.brand} vorzustellen.`], playful: ['Es ist neu, es ist da, und wir sind ein kleines bisschen aufgeregt.'], luxurious: ['Mit Sorgfalt gefertigt: Unsere neueste Kreation wartet darauf, entdeckt zu werden.'] },
  'launch.availability': [(c) => c.start && `Erhältlich ab ${c.start}.`, (c) => !c.start && 'Ab sofort erhältlich.'],
  'launch.offer': [(c) => angebot(c) && c.f(`Zum Start erhalten Sie ${angebot(c)}${bis(c)}.`, `Zum Start bekommst du ${angebot(c)}${bis(c)}.`)],
  'launch.closing': [(c) => c.f('Wir hoffen, es gefällt Ihnen so gut wie uns.', 'Wir hoffen, es gefällt dir so gut wie uns.'), (c) => c.f('Verraten Sie uns, wie es Ihnen gefällt!', 'Verrate uns, wie es dir gefällt!')],

  'event.eyebrow': { neutral: ['Einladung', 'Termin vormerken'], formal: ['Einladung'] },
  'event.heading': { neutral: [(c) => c.topic && `Einladung: ${c.topic}`, (c) => c.topic && `${c.f('Seien Sie dabei', 'Sei dabei')}: ${c.topic}`, (c) => `${c.f('Feiern Sie mit uns', 'Feier mit uns')} bei ${c.brand}`], formal: [(c) => c.topic && `Einladung: ${c.topic}`, (c) => `Eine Einladung von ${c.brand}`], playful: [(c) => c.topic && `${c.f('Kommen Sie vorbei', 'Komm vorbei')}: ${c.topic}!`, 'Wir feiern!'] },
  'event.intro': { neutral: [(c) => c.f('Wir würden uns sehr freuen, Sie dabeizuhaben. Hier sind alle Details.', 'Wir würden uns sehr freuen, dich dabeizuhaben. Hier sind alle Details.'), (c) => c.f('Wir kommen zusammen und würden uns freuen, wenn Sie dabei sind.', 'Wir kommen zusammen und würden uns freuen, wenn du dabei bist.')], formal: ['Wir würden uns freuen, Sie begrüßen zu dürfen. Alle Einzelheiten finden Sie unten.'], playful: [(c) => c.f('Ohne Sie wäre es nur halb so schön. Das müssen Sie wissen:', 'Ohne dich wäre es nur halb so schön. Das musst du wissen:')] },
  'event.when': ['Datum'],
  'event.time': ['Uhrzeit'],
  'event.where': ['Ort'],
  'event.rsvp': [(c) => c.f('Sagen Sie uns bitte Bescheid, ob Sie kommen.', 'Sag uns bitte Bescheid, ob du kommst.'), (c) => c.f('Wir bitten um Ihre Zusage.', 'Gib uns kurz Bescheid, ob du dabei bist.')],
  'event.closing': [(c) => c.f('Wir freuen uns auf Sie.', 'Wir freuen uns auf dich.'), 'Bis bald!'],

  'cart.heading': { neutral: [(c) => c.f('Sie haben etwas vergessen', 'Du hast etwas vergessen'), 'Noch unentschlossen?'], playful: ['Da fehlt doch noch was?', (c) => c.f('Ihr Warenkorb vermisst Sie', 'Dein Warenkorb vermisst dich')], formal: ['Ihre Auswahl wartet auf Sie'], luxurious: ['Ihre Auswahl wartet auf Sie'] },
  'cart.intro': { neutral: [(c) => c.f('Sie waren schon fast fertig! Ihre ausgewählten Artikel sind nur einen Klick entfernt.', 'Du warst schon fast fertig! Deine ausgewählten Artikel sind nur einen Klick entfernt.'), (c) => c.f('Ihre Bestellung ist noch nicht abgeschlossen. Ihre Auswahl wartet auf Sie.', 'Deine Bestellung ist noch nicht abgeschlossen. Deine Auswahl wartet auf dich.')], formal: ['Sie haben kürzlich Artikel ausgewählt, Ihre Bestellung aber nicht abgeschlossen. Sie können jederzeit dort weitermachen, wo Sie aufgehört haben.'] },
  'cart.productsHeading': ['Noch interessiert?', (c) => c.f('Ihre Auswahl', 'Deine Auswahl')],
  'cart.offer': [(c) => angebot(c) && c.f(`Gute Nachrichten: Schließen Sie Ihre Bestellung ab und sichern Sie sich ${angebot(c)}${bis(c)}.`, `Gute Nachrichten: Schließ deine Bestellung ab und sichere dir ${angebot(c)}${bis(c)}.`)],
  'cart.reassure': [(c) => c.f('Brauchen Sie Hilfe bei der Entscheidung? Wir helfen Ihnen gern.', 'Brauchst du Hilfe bei der Entscheidung? Wir helfen dir gern.')],

  'winback.heading': { neutral: [(c) => c.f('Wir vermissen Sie', 'Wir vermissen dich'), 'Lange nicht gesehen'], playful: ['Lange nicht gesehen!'], luxurious: [(c) => c.f('Sie haben uns gefehlt', 'Du hast uns gefehlt')] },
  'winback.intro': { neutral: [(c) => c.f(`Sie waren schon eine Weile nicht mehr bei ${c.brand} – und seitdem hat sich viel getan.`, `Du warst schon eine Weile nicht mehr bei ${c.brand} – und seitdem hat sich viel getan.`), (c) => c.f('Wir haben lange nichts von Ihnen gehört und wollten uns einmal melden.', 'Wir haben lange nichts von dir gehört und wollten uns mal melden.')], formal: [(c) => `Ihr letzter Besuch bei ${c.brand} liegt schon eine Weile zurück. Wir würden uns freuen, Sie wieder begrüßen zu dürfen.`], playful: [(c) => c.f('Wo waren Sie nur? Wir waren fleißig, und es gibt viel zu erzählen.', 'Wo warst du nur? Wir waren fleißig, und es gibt viel zu erzählen.')] },
  'winback.offer': [(c) => angebot(c) && c.f(`Zum Wiedersehen erhalten Sie ${angebot(c)}${bis(c)}.`, `Zum Wiedersehen bekommst du ${angebot(c)}${bis(c)}.`)],
  'winback.newHeading': [(c) => c.f('Neu seit Ihrem letzten Besuch', 'Neu seit deinem letzten Besuch'), 'Das ist neu bei uns'],
  'winback.optOut': [(c) => c.f('Kein Interesse mehr? Kein Problem: Sie können sich ganz unten in dieser E-Mail abmelden.', 'Kein Interesse mehr? Kein Problem: Du kannst dich ganz unten in dieser E-Mail abmelden.')],

  'tx.heading': [(c) => ({ order: c.f('Vielen Dank für Ihre Bestellung', 'Danke für deine Bestellung'), shipping: c.f('Ihre Bestellung ist unterwegs', 'Deine Bestellung ist unterwegs'), password: c.f('Setzen Sie Ihr Passwort zurück', 'Setz dein Passwort zurück'), booking: c.f('Ihre Buchung ist bestätigt', 'Deine Buchung ist bestätigt'), receipt: c.f('Ihr Beleg', 'Dein Beleg'), generic: c.f('Neuigkeiten zu Ihrem Konto', 'Neuigkeiten zu deinem Konto') })[c.kind ?? 'generic']],
  'tx.intro': [
    (c) =>
      ({
        order: c.f('Wir haben Ihre Bestellung erhalten und bereiten sie vor. Sobald sie versendet ist, sagen wir Ihnen Bescheid.', 'Wir haben deine Bestellung erhalten und bereiten sie vor. Sobald sie versendet ist, sagen wir dir Bescheid.'),
        shipping: c.f('Gute Nachrichten: Ihre Bestellung hat unser Lager verlassen und ist auf dem Weg zu Ihnen.', 'Gute Nachrichten: Deine Bestellung hat unser Lager verlassen und ist auf dem Weg zu dir.'),
        password: c.f(`Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei ${c.brand} zurückzusetzen. Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.`, `Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei ${c.brand} zurückzusetzen. Wenn du das nicht warst, kannst du diese E-Mail ignorieren.`),
        booking: c.f(`Vielen Dank für Ihre Buchung bei ${c.brand}. Wir freuen uns auf Sie.`, `Danke für deine Buchung bei ${c.brand}. Wir freuen uns auf dich.`),
        receipt: c.f(`Vielen Dank für Ihren Einkauf bei ${c.brand}. Diese E-Mail bestätigt Ihre Zahlung.`, `Danke für deinen Einkauf bei ${c.brand}. Diese E-Mail bestätigt deine Zahlung.`),
        generic: c.f(`Hier sind Neuigkeiten zu Ihrem Konto bei ${c.brand}.`, `Hier sind Neuigkeiten zu deinem Konto bei ${c.brand}.`),
      })[c.kind ?? 'generic'],
  ],
  'tx.date': [(c) => c.event && `Datum: ${c.event}${c.time ? `, ${c.time} Uhr` : ''}`],

  'feedback.heading': { neutral: ['Wie war es?', (c) => c.f('Wir freuen uns auf Ihr Feedback', 'Wir freuen uns auf dein Feedback')], formal: ['Ihre Meinung ist uns wichtig'], playful: [(c) => c.f('Eine Minute Zeit? Erzählen Sie uns alles', 'Eine Minute Zeit? Erzähl uns alles')] },
  'feedback.intro': { neutral: [(c) => c.f(`Ihr Feedback hilft uns, ${c.brand} für alle besser zu machen.`, `Dein Feedback hilft uns, ${c.brand} für alle besser zu machen.`), 'Wir lesen jede Antwort und lernen daraus.'], formal: [(c) => `Wir wären Ihnen dankbar, wenn Sie uns von Ihren Erfahrungen mit ${c.brand} berichten.`], playful: ['Begeistert? Eher nicht so? Wir wollen alles wissen.'] },
  'feedback.ask': ['Es dauert nur einen Moment, und unser Team liest jede Antwort.', 'Unser Team liest jede Antwort.'],
  'feedback.thanks': [(c) => c.f('Danke, dass Sie uns helfen, besser zu werden.', 'Danke, dass du uns hilfst, besser zu werden.'), (c) => c.f('Vielen Dank für Ihre Zeit!', 'Danke für deine Zeit!')],

  'holiday.heading': { neutral: [(c) => c.holidayKind && gruss(c)] },
  'holiday.intro': { neutral: [(c) => c.f(`Zu den Feiertagen möchten wir Ihnen von Herzen danken, dass Sie Teil von ${c.brand} sind.`, `Zu den Feiertagen möchten wir dir von Herzen danken, dass du Teil von ${c.brand} bist.`), (c) => c.f(`Danke, dass Sie ${c.brand} in diesem Jahr begleitet haben.`, `Danke, dass du ${c.brand} in diesem Jahr begleitet hast.`)], formal: [(c) => `Im Namen des gesamten Teams von ${c.brand} danken wir Ihnen für Ihre Treue.`] },
  'holiday.wishes': { neutral: [(c) => c.f('Wir wünschen Ihnen und Ihren Liebsten eine wunderbare Zeit.', 'Wir wünschen dir und deinen Liebsten eine wunderbare Zeit.'), (c) => c.f('Wir wünschen Ihnen fröhliche Tage mit den Menschen, die Ihnen am Herzen liegen.', 'Wir wünschen dir fröhliche Tage mit den Menschen, die dir am Herzen liegen.')], formal: ['Wir wünschen Ihnen und Ihrer Familie eine schöne und besinnliche Zeit.'] },
  'holiday.offer': [(c) => angebot(c) && c.f(`Zum Fest erhalten Sie ${angebot(c)}${bis(c)}.`, `Zum Fest bekommst du ${angebot(c)}${bis(c)}.`)],
  'holiday.closing': ['Mit den besten Wünschen', 'Frohe Feiertage'],

  'preheader.pad': [(c) => `${c.f('Entdecken Sie', 'Entdecke')} mehr bei ${c.brand}.`, (c) => `Bis bald bei ${c.brand}.`, 'Alle Details in dieser E-Mail.'],
  'preheader.code': [(c) => c.code && `Code ${c.code} an der Kasse einlösen.`, (c) => c.code && `${c.f('Ihr', 'Dein')} Code: ${c.code}.`],
  'preheader.ends': [(c) => c.deadlineShort && `Nur bis ${c.deadlineShort}.`, (c) => c.deadlineShort && `Gültig bis ${c.deadlineShort}.`],
  'preheader.date': [(c) => c.eventShort && `Am ${c.eventShort}${c.time ? ` um ${c.time} Uhr` : ''}.`, (c) => c.startShort && `Ab ${c.startShort}.`],
  'welcome.subject': { neutral: [(c) => c.offer && `Willkommen bei ${c.brand}: ${c.offer}`, (c) => c.offer && `${c.f('Ihr', 'Dein')} Willkommensgeschenk: ${c.offer}`, (c) => `Willkommen bei ${c.brand}`, (c) => c.f('Schön, dass Sie da sind', 'Schön, dass du da bist')], playful: [(c) => `Hallo und willkommen bei ${c.brand}!`] },
  'welcome.preheader': [(c) => c.discount && c.code && c.f(`Ihr Willkommensgeschenk: ${angebot(c)} auf Ihre erste Bestellung mit dem Code ${c.code}.`, `Dein Willkommensgeschenk: ${angebot(c)} auf deine erste Bestellung mit dem Code ${c.code}.`), (c) => c.f('Danke für Ihre Anmeldung. Das erwartet Sie ab jetzt bei uns.', 'Danke für deine Anmeldung. Das erwartet dich ab jetzt bei uns.')],
  'promo.subject': {
    neutral: [(c) => c.offer && c.deadlineShort && `${c.offer} – nur bis ${c.deadlineShort}`, (c) => c.offer && c.code && `${c.offer} mit dem Code ${c.code}`, (c) => c.offer && `${c.offer} bei ${c.brand}`, (c) => c.offer, (c) => c.topic && `${c.topic} bei ${c.brand}`, (c) => `Lieblingsstücke von ${c.brand}`],
    urgent: [(c) => c.offer && `Letzte Chance: ${c.offer}`],
  },
  'promo.preheader': [(c) => c.code && c.deadlineShort && c.f(`Lösen Sie den Code ${c.code} bis ${c.deadlineShort} ein. Nicht verpassen!`, `Löse den Code ${c.code} bis ${c.deadlineShort} ein. Nicht verpassen!`), (c) => c.code && c.f(`Geben Sie an der Kasse den Code ${c.code} ein und sparen Sie.`, `Gib an der Kasse den Code ${c.code} ein und spare.`), (c) => c.deadlineShort && c.f(`Das Angebot endet am ${c.deadlineShort} – warten Sie nicht zu lange.`, `Das Angebot endet am ${c.deadlineShort} – warte nicht zu lange.`), (c) => `Die Lieblingsstücke von ${c.brand}, ${c.f('für Sie', 'für dich')} ausgewählt.`],
  'news.subject': [(c) => c.month && `Der ${c.month} bei ${c.brand}`, (c) => `Neues von ${c.brand}`, (c) => `Das Neueste von ${c.brand}`],
  'news.preheader': [(c) => c.topic && `In dieser Ausgabe: ${c.topic}.`, 'Unsere Neuigkeiten, Ideen und Lieblinge – kurz und kompakt.', 'Das ist neu bei uns in diesem Monat, in wenigen Minuten gelesen.'],
  'announce.subject': [(c) => c.topic && `Neuigkeiten: ${c.topic}`, (c) => `Neues von ${c.brand}`, (c) => `Eine Mitteilung von ${c.brand}`],
  'announce.preheader': [(c) => c.startShort && `Ab ${c.startShort}. Das ${c.f('sollten Sie', 'solltest du')} wissen.`, (c) => c.eventShort && `Am ${c.eventShort}. Das ${c.f('sollten Sie', 'solltest du')} wissen.`, (c) => c.f('Wir haben Neuigkeiten für Sie. Das sollten Sie jetzt wissen.', 'Wir haben Neuigkeiten für dich. Das solltest du jetzt wissen.')],
  'launch.subject': { neutral: [(c) => c.product && `Neu: ${c.product}`, (c) => c.product && `Wir stellen vor: ${c.product}`, (c) => c.topic && `Neu: ${c.topic}`, (c) => `Neu bei ${c.brand}`] },
  'launch.preheader': [(c) => c.startShort && c.f(`Erhältlich ab ${c.startShort}. Seien Sie unter den Ersten.`, `Erhältlich ab ${c.startShort}. Sei unter den Ersten.`), (c) => c.offer && `Zum Start: ${c.offer}. ${c.f('Probieren Sie es', 'Probier es')} gleich aus.`, (c) => c.f('Es ist endlich da. Entdecken Sie es jetzt.', 'Es ist endlich da. Entdecke es jetzt.')],
  'event.subject': { neutral: [(c) => c.topic && c.eventShort && `${c.topic}: am ${c.eventShort}`, (c) => c.topic && `Einladung: ${c.topic}`, (c) => c.eventShort && `Einladung für den ${c.eventShort}`, (c) => `Eine Einladung von ${c.brand}`] },
  'event.preheader': [(c) => c.eventShort && `Am ${c.eventShort}${c.time ? ` um ${c.time} Uhr` : ''}${c.location ? `, ${c.location}` : ''}. ${c.f('Wir freuen uns auf Sie.', 'Wir freuen uns auf dich.')}`, (c) => c.location && `${c.location}. ${c.f('Wir freuen uns auf Sie.', 'Wir freuen uns auf dich.')}`, (c) => c.f('Wir würden uns freuen, Sie zu sehen. Hier sind alle Details.', 'Wir würden uns freuen, dich zu sehen. Hier sind alle Details.')],
  'cart.subject': { neutral: [(c) => c.f('Sie haben etwas vergessen', 'Du hast etwas vergessen'), 'Noch unentschlossen?', (c) => c.product && `${c.f('Denken Sie noch an', 'Denkst du noch an')} ${c.product}?`] },
  'cart.preheader': [(c) => angebot(c) && c.f(`Schließen Sie Ihre Bestellung ab und sichern Sie sich ${angebot(c)}.`, `Schließ deine Bestellung ab und sichere dir ${angebot(c)}.`), (c) => c.f('Ihre Artikel sind nur einen Klick entfernt. Bestellen Sie, wann immer Sie möchten.', 'Deine Artikel sind nur einen Klick entfernt. Bestell, wann immer du möchtest.')],
  'winback.subject': { neutral: [(c) => c.offer && `${c.f('Wir vermissen Sie', 'Wir vermissen dich')}: ${c.offer}`, (c) => c.f('Wir vermissen Sie', 'Wir vermissen dich'), (c) => `Lange nicht gesehen bei ${c.brand}`] },
  'winback.preheader': [(c) => angebot(c) && c.code && c.f(`Kommen Sie zurück und sichern Sie sich ${angebot(c)} mit dem Code ${c.code}.`, `Komm zurück und sichere dir ${angebot(c)} mit dem Code ${c.code}.`), (c) => c.f(`Das ist neu bei ${c.brand} seit Ihrem letzten Besuch.`, `Das ist neu bei ${c.brand} seit deinem letzten Besuch.`)],
  'tx.subject': [(c) => ({ order: c.f(`Ihre Bestellung bei ${c.brand} ist bestätigt`, `Deine Bestellung bei ${c.brand} ist bestätigt`), shipping: c.f(`Ihre Bestellung bei ${c.brand} ist unterwegs`, `Deine Bestellung bei ${c.brand} ist unterwegs`), password: c.f(`Ihr Passwort bei ${c.brand} zurücksetzen`, `Dein Passwort bei ${c.brand} zurücksetzen`), booking: c.f(`Ihre Buchung bei ${c.brand} ist bestätigt`, `Deine Buchung bei ${c.brand} ist bestätigt`), receipt: `Beleg von ${c.brand}`, generic: `Neuigkeiten von ${c.brand}` })[c.kind ?? 'generic']],
  'tx.preheader': [(c) => ({ order: c.f('Danke für Ihre Bestellung. Hier ist die Übersicht und wie es weitergeht.', 'Danke für deine Bestellung. Hier ist die Übersicht und wie es weitergeht.'), shipping: c.f('Gute Nachrichten: Ihre Bestellung ist unterwegs. So geht es weiter.', 'Gute Nachrichten: Deine Bestellung ist unterwegs. So geht es weiter.'), password: c.f('Sie möchten Ihr Passwort zurücksetzen? Falls nicht, ignorieren Sie diese E-Mail.', 'Du möchtest dein Passwort zurücksetzen? Falls nicht, ignoriere diese E-Mail.'), booking: c.f('Danke für Ihre Buchung. Hier sind alle Details zu Ihrem Besuch.', 'Danke für deine Buchung. Hier sind alle Details zu deinem Besuch.'), receipt: c.f('Danke für Ihren Einkauf. Diese E-Mail bestätigt Ihre Zahlung.', 'Danke für deinen Einkauf. Diese E-Mail bestätigt deine Zahlung.'), generic: c.f('Neuigkeiten zu Ihrem Konto. Das sollten Sie wissen.', 'Neuigkeiten zu deinem Konto. Das solltest du wissen.') })[c.kind ?? 'generic']],
  'feedback.subject': { neutral: ['Wie war es?', (c) => c.f(`Wie war Ihre Erfahrung mit ${c.brand}?`, `Wie war deine Erfahrung mit ${c.brand}?`)], formal: [(c) => `Ihre Meinung zu ${c.brand}`] },
  'feedback.preheader': [(c) => c.f('Ihr Feedback hilft uns, besser zu werden. Es dauert nur einen Moment.', 'Dein Feedback hilft uns, besser zu werden. Es dauert nur einen Moment.'), (c) => c.f('Wir lesen jede Antwort. Sagen Sie uns, was Sie denken.', 'Wir lesen jede Antwort. Sag uns, was du denkst.')],
  'holiday.subject': [(c) => c.holidayKind && c.offer && `${gruss(c)} ${c.offer}`, (c) => c.holidayKind && gruss(c).endsWith('!') && `${gruss(c).slice(0, -1)} von ${c.brand}!`, (c) => c.holidayKind && gruss(c)],
  'holiday.preheader': [(c) => c.closure && !c.startShort && c.eventShort && `Bitte beachten: Am ${c.eventShort} haben wir geschlossen. Frohe Feiertage!`, (c) => c.offer && c.code && `Unser Geschenk an ${c.f('Sie', 'dich')}: ${c.offer} mit dem Code ${c.code}.`, (c) => c.closure && c.startShort && c.deadlineShort && `Unsere Öffnungszeiten: geschlossen vom ${c.startShort} bis ${c.deadlineShort}.`, (c) => c.f(`Danke, dass Sie Teil von ${c.brand} sind. Wir wünschen Ihnen alles Gute.`, `Danke, dass du Teil von ${c.brand} bist. Wir wünschen dir alles Gute.`)],
} satisfies Record<CopyKey, Entry>;
