/**
 * Issue #16, what the sixth held-out batch still leaked after its shapes were read: notes to the
 * copywriter inside the message (understand/notes.ts), numbers dictated in words
 * (read/spoken-numbers.ts), a pasted table's header row, mail footers that say a message "may
 * contain" confidential information, brief labels. Wordings written here, not taken from the corpus.
 */
import { describe, expect, it } from 'vitest';
import { readAsMeant } from '../../src/generate/read/corrections';
import { writeSpokenNumbers } from '../../src/generate/read/spoken-numbers';
import { blankWriterNotes } from '../../src/generate/understand/notes';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

const units = (prompt: string, language: CopyLanguage = 'en') => messageUnits(readAsMeant(prompt), { language, register: 'formal' }).map((u) => u.text);

describe('a note to the writer inside the message', () => {
  it('drops what to leave out and its reason, keeping the facts before it', () => {
    expect(units('The lockers moved to the basement, please don\'t mention the flood, insurance is still looking at it. Doors open at 6am.')).toEqual([
      'The lockers moved to the basement.',
      'Doors open at 6am.',
    ]);
    expect(units('Der Parkplatz ist ab Montag gesperrt, bitte den Grund gar nicht erwähnen, das ist noch offen. Ausweichparkplatz: Lindenstraße 4.', 'de')).toEqual([
      'Der Parkplatz ist ab Montag gesperrt.',
      'Ausweichparkplatz: Lindenstraße 4.',
    ]);
    expect(units('La piscina cierra el 3 de enero. No les menciones la avería, que todavía no sabemos cuánto dura.', 'es')).toEqual(['La piscina cierra el 3 de enero.']);
    expect(units('Le stock est revenu, ne mentionne pas la rupture de novembre.', 'fr')).toEqual(['Le stock est revenu.']);
    expect(units('A loja reabre dia 4, não falar da inundação.', 'pt')).toEqual(['A loja reabre dia 4.']);
    expect(units('Il corso riparte il 12 gennaio, non dire che il maestro era malato.', 'it')).toEqual(['Il corso riparte il 12 gennaio.']);
  });

  it('drops the whole sentence when the note points back at it ("don\'t tell them this")', () => {
    expect(units('The delay was our supplier\'s fault — don\'t tell them this. Your order ships Friday.')).toEqual(['Your order ships Friday.']);
    expect(units('Der Fehler lag bei unserem Lager, aber das bitte nicht in die Mail. Ihr Paket kommt am Freitag.', 'de')).toEqual(['Ihr Paket kommt am Freitag.']);
    expect(units('O atraso foi culpa da transportadora, não dizer isso ao cliente. A encomenda chega sexta.', 'pt')).toEqual(['A encomenda chega sexta.']);
  });

  it('drops sentences about the email as a piece of writing, and notes headed internal', () => {
    expect(units('Sorry this is long, wanted you to have everything. The sale ends Sunday. Keep the whole email under 150 words.')).toEqual(['The sale ends Sunday.']);
    expect(units('Hier das Briefing für die Mail zum Umzug. Wir ziehen am 1. März in die neue Filiale am Markt. Die Mail soll locker klingen.', 'de')).toEqual([
      'Wir ziehen am 1. März in die neue Filiale am Markt.',
    ]);
    expect(units('El taller es el sábado 9. Que suene cercano, nada corporativo.', 'es')).toEqual(['El taller es el sábado 9.']);
    expect(units('Les inscriptions ouvrent lundi. Le logo est en PJ.', 'fr')).toEqual(['Les inscriptions ouvrent lundi.']);
    expect(units('The roof is fixed. Internal: contractor was Apex, we are disputing the bill.')).toEqual(['The roof is fixed.']);
  });

  it('keeps what only looks like a note: a reply to this email, a channel, a reader told not to worry', () => {
    expect(units('To cancel, reply to this email by Friday.')).toEqual(['To cancel, reply to this email by Friday.']);
    expect(units('Per rinunciare basta rispondere a questa mail entro venerdì.', 'it')).toEqual(['Per rinunciare basta rispondere a questa mail entro venerdì.']);
    expect(units('Kündigung formlos per Mail an info@studio.example.de.', 'de')).toEqual(['Kündigung formlos per Mail an info@studio.example.de.']);
  });

  it('drops a clause that only names the email and its list, and where a table was copied from', () => {
    expect(units('Winter boots — email for the whole list, pasted from the spreadsheet:\nBoot\tPrice\nTundra\t$149', 'en')).toEqual(['Winter boots.', 'Tundra: price $149.']);
    expect(units('Menu di Capodanno — mail per i clienti abituali. Cena alle 20:30, 75 € a persona.', 'it')).toEqual(['Menu di Capodanno.', 'Cena alle 20:30, 75 € a persona.']);
  });
});

describe('a pasted table', () => {
  // A header written for people names each value of its row: "Bagel $2.10 $2.40" left the reader to guess which was the new price.
  it('names each value of a row with its column, the header row gone', () => {
    expect(units('New prices:\nItem\tOld price\tNew price (from 2/1)\nBagel\t$2.10\t$2.40\nRye loaf\t$5.00\t$5.50')).toEqual([
      'New prices.',
      'Bagel: old price $2.10, new price (from 2/1) $2.40.',
      'Rye loaf: old price $5.00, new price (from 2/1) $5.50.',
    ]);
  });

  it('reads pipes without the outer ones and a CSV export with semicolons as a table', () => {
    expect(units('Hours over the holidays:\nBranch | 24 Dec | 26 Dec\nHarbour St | 8am-1pm | closed\nMill Lane | 9am-2pm | 10am-4pm')).toEqual([
      'Hours over the holidays.',
      'Harbour St: 24 Dec 8am-1pm, 26 Dec closed.',
      'Mill Lane: 24 Dec 9am-2pm, 26 Dec 10am-4pm.',
    ]);
    // A tool's keys as the header ("sku;name;price") are the marketer's: they go, the values stay.
    expect(units('New in store:\nsku;name;price\nK-1;Linen apron;$34.00\nK-2;Oak board;$58.00')).toEqual(['New in store.', 'K-1 Linen apron $34.00.', 'K-2 Oak board $58.00.']);
    // Prose with semicolons is no table.
    expect(units('Bring boots; gloves; a flask.\nWe meet at 9; we walk till noon; lunch at the hut.')).toEqual(['Bring boots.', 'Gloves.', 'A flask.', 'We meet at 9.', 'We walk till noon.', 'Lunch at the hut.']);
  });
});

describe('a mail footer', () => {
  it('drops "this message may contain confidential information" in six languages', () => {
    for (const [footer, language] of [
      ['This message may contain confidential information.', 'en'],
      ['Diese Nachricht kann vertrauliche Informationen enthalten.', 'de'],
      ['Este mensaje puede contener información confidencial.', 'es'],
      ['Ce message peut contenir des informations confidentielles.', 'fr'],
      ['Esta mensagem pode conter informação confidencial.', 'pt'],
      ['Questo messaggio può contenere informazioni riservate.', 'it'],
    ] as const) expect(units(`The office reopens on 4 January.\n${footer}`, language)).toHaveLength(1);
  });
});

describe('numbers dictated in words', () => {
  it('writes cardinals, prices with cents, phone numbers, times and dates as digits', () => {
    expect(writeSpokenNumbers('the deposit is three hundred forty dollars and the room sleeps six')).toBe('the deposit is 340 dollars and the room sleeps 6');
    expect(writeSpokenNumbers('la cuota es de doscientos cuarenta y cinco mil pesos')).toBe('la cuota es de 245.000 pesos');
    expect(writeSpokenNumbers('der Eintritt kostet zwölf franken fünfzig pro Person')).toBe('der Eintritt kostet 12.50 franken pro Person');
    expect(writeSpokenNumbers('appelez le zéro six un deux trois quatre cinq six sept huit')).toBe('appelez le 0612345678');
    expect(writeSpokenNumbers('a consulta é às onze e meia na rua das Flores quatrocentos e sete')).toBe('a consulta é às 11:30 na rua das Flores 407');
    expect(writeSpokenNumbers('ritrovo alle otto e quindici sabato sei febbraio, quota trentadue euro')).toBe('ritrovo alle 8:15 sabato 6 febbraio, quota 32 euro');
    expect(writeSpokenNumbers('Lieferung am Freitag den dritten Juli')).toBe('Lieferung am Freitag den 3. Juli');
    expect(writeSpokenNumbers('the party is on march twenty first, use code SNOW forty')).toBe('the party is on march 21, use code SNOW40');
  });

  it('leaves articles and words that are only numbers elsewhere', () => {
    expect(writeSpokenNumbers('una sorpresa para una clienta')).toBe('una sorpresa para una clienta');
    expect(writeSpokenNumbers('se sei libero vieni')).toBe('se sei libero vieni');
    expect(writeSpokenNumbers('one more thing')).toBe('one more thing');
  });

  it('applies to a dictated prompt, whose first comma ends its label', () => {
    expect(units('email for all volunteers comma the cleanup is on saturday january ninth at nine thirty period bring gloves period call five five five two zero one nine if it rains period')).toEqual([
      'The cleanup is on Saturday January 9 at 9:30.',
      'Bring gloves.',
      'Call 5552019 if it rains.',
    ]);
  });
});

describe('request frames and brief labels the sixth batch showed', () => {
  it('reads "me ayudas con un correo…?" as the request and "que sepan que" as the marketer\'s', () => {
    expect(units('hola, me ayudas con un correo para los nuevos socios? que sepan que el vestuario abre a las 6:00', 'es')).toEqual(['El vestuario abre a las 6:00.']);
  });
  it('drops the goal of the email, "the idea is", and a count of topics as labels', () => {
    expect(units('Objetivo: fazer o cliente ativar o cartão.\nO cartão chega em 5 dias úteis.', 'pt')).toEqual(['O cartão chega em 5 dias úteis.']);
    expect(units("L'idée est : atelier gratuit le samedi 5 décembre à 14 h.", 'fr')).toEqual(['Atelier gratuit le samedi 5 décembre à 14 h.']);
    expect(units('Newsletter, 3 topics:\n1) new opening hours from Monday', 'en')).toEqual(['New opening hours from Monday']);
  });
  it('keeps a JSON body pasted with its request line, without the notes for the writer', () => {
    expect(units('POST /v1/emails/generate {"prompt":"Your table for 4 is booked on Friday at 8pm.","notes_for_writer":"do not promise a window seat"}')).toEqual([
      'Your table for 4 is booked on Friday at 8pm.',
    ]);
  });
  it('writes "(was: …)" as what it was before, drops "obvs" and model wordings offered to the writer', () => {
    expect(units('Pickup moves to the north gate (was: main entrance).')).toEqual(['Pickup moves to the north gate (previously main entrance).']);
    expect(units('You get $15 credit (NZD obvs) on your next order.')).toEqual(['You get $15 credit (NZD) on your next order.']);
    expect(units("Les avis comptent, quelque chose comme « votre avis nous aide ». Le lien est valable 7 jours.", 'fr')).toEqual(['Les avis comptent.', 'Le lien est valable 7 jours.']);
  });
  it('reads "Hey, brauche eine Mail für…" as the request', () => {
    expect(units('Hey, brauche eine Mail für den Flohmarkt am Samstag, 5. Dezember, ab 9 Uhr.', 'de')).toEqual(['Flohmarkt am Samstag, 5. Dezember, ab 9 Uhr.']);
  });
});

describe('a brief read for its facts', () => {
  it('blanks the sentences that are all note to the writer, keeping every other fact where it was', () => {
    const text = 'Le salon ouvre le 6 mars. Chiffres validés par Paul le 20/02 — ne pas l\'écrire. Entrée 12 €.';
    const read = blankWriterNotes(text, 'fr');
    expect(read).toHaveLength(text.length);
    expect(read).not.toMatch(/20\/02|Paul/u);
    expect(read.indexOf('Entrée 12 €.')).toBe(text.indexOf('Entrée 12 €.'));
    expect(units('[INTERN: Freigabe durch Recht am 12.11.] Ihr Tarif bleibt gleich.', 'de')).toEqual(['Ihr Tarif bleibt gleich.']);
  });
});

describe('the layout said in passing, and a Markdown heading that labels an email', () => {
  it('drops "with a button to shop" and keeps what the clause before it says', () => {
    expect(units('Welcome email: 10% off your first box with code HI10, with a button to the shop.')).toEqual(['10% off your first box with code HI10.']);
    expect(units('Adventsaktion: 3 Kerzen zum Preis von 2, mit einem Button zum Shop.', 'de')).toEqual(['Adventsaktion: 3 Kerzen zum Preis von 2.']);
  });
  it('keeps a heading that is a day label with a figure ("### J+2")', () => {
    expect(readAsMeant('### J+2\n- la visite guidée')).toContain('J+2');
    expect(readAsMeant('## What changes\n- the hours')).not.toContain('What changes');
  });
});

describe('what the whole corpus showed a note reader must keep', () => {
  it('keeps a fact after a note, a bracketed note is only its brackets, and facts a label heads', () => {
    expect(units('Ticket #A-1 (agent: Sam — don\'t put his name in, sign it Harbour Bakes Care).')).toEqual(['Harbour Bakes Care.']);
    expect(units('Polizza n. AX-77 per la targa del profilo (non scrivere la targa). Scade il 15/12.', 'it')).toEqual(['Polizza n. AX-77 per la targa del profilo.', 'Scade il 15/12.']);
    expect(units('Objectif : 25 000 $ pour la banque alimentaire.', 'fr')).toEqual(['25 000 $ pour la banque alimentaire.']);
    expect(units('Pour qui : peaux sèches, dès 12 ans', 'fr')).toEqual(['Peaux sèches, dès 12 ans.']);
  });
  it('keeps what is attached for the reader, and a course about Excel', () => {
    expect(units('Return approved. Label attached, drop it at any post office within 14 days.')).toEqual(['Return approved.', 'Label attached, drop it at any post office within 14 days.']);
    expect(units('Hemos estrenado 20 cursos nuevos de IA y Excel.', 'es')).toEqual(['Hemos estrenado 20 cursos nuevos de IA y Excel.']);
    expect(units('Telefon 0351 555 20 30. Bitte nichts zu Rabatten schreiben.', 'de')).toEqual(['Telefon 0351 555 20 30.']);
  });
});

describe('what the seventh batch’s series showed single emails need too', () => {
  it('reads a spoken hour without its half of the day in the evening an evening hour before it sets', () => {
    expect(writeSpokenNumbers('el concierto es a las nueve de la noche y las puertas abren a las ocho y media')).toBe('el concierto es a las 9 de la noche y las puertas abren a las 20:30');
    expect(writeSpokenNumbers('cena alle otto di sera, aperitivo dalle sette e mezza')).toBe('cena alle 8 di sera, aperitivo dalle 19:30');
    // Without an evening before it, or far from it, an hour stays as said.
    expect(writeSpokenNumbers('abrimos a las nueve y media')).toBe('abrimos a las 9:30');
    expect(writeSpokenNumbers('cierre a las diez de la noche, reapertura a las cinco y media')).toBe('cierre a las 10 de la noche, reapertura a las 5:30');
  });

  it('drops a long “nichts von … schreiben”, chat Portuguese “n fala que”, and “bitte keine … und nicht „…“”', () => {
    expect(units('Neue Akkus ab 3. Dezember. Nichts von der alten Rückrufaktion für die Akkus vom Modell Kestrel schreiben, das ist intern.', 'de')).toEqual(['Neue Akkus ab 3. Dezember.']);
    expect(units('Frete grátis até domingo. N fala que o frete subiu em outubro, pfv.', 'pt')).toEqual(['Frete grátis até domingo.']);
    expect(units('Sale bis Sonntag. Bitte keine künstliche Eile und nicht „letzte Chance“.', 'de')).toEqual(['Sale bis Sonntag.']);
    // A reader asked for no returns without a label is told so.
    expect(units('Bitte keine Rücksendungen ohne Etikett.', 'de')).toEqual(['Bitte keine Rücksendungen ohne Etikett.']);
  });
});

describe('notes the eighth batch showed: forbidden wording, required text, who to send to, the writer’s own language', () => {
  it('drops a “no” before quoted wording, in any language, but not a quote that is the reader’s', () => {
    expect(units('Rates fall on 1 March. Please do not call it "the best rate in town" or "risk-free".')).toEqual(['Rates fall on 1 March.']);
    expect(units('Live on Tue 8 Dec at 11am PT / 2pm ET. Don’t mix PT and ET times in one line.').join(' ')).not.toMatch(/mix/);
    // "No coupon" said to the writer goes; "no code needed" is the reader's.
    expect(units('Spedizione gratuita fino a domenica. Niente coupon, non ne abbiamo.', 'it')).toEqual(['Spedizione gratuita fino a domenica.']);
    expect(units('Relance panier : -10 % avec PANIER10. Pas de compte à rebours.', 'fr').join(' ')).not.toMatch(/rebours/);
    expect(units('Kein Gutscheincode nötig, der Rabatt gilt an der Kasse.', 'de')).toEqual(['Kein Gutscheincode nötig, der Rabatt gilt an der Kasse.']);
    // Its reason goes with it, figure or not.
    expect(units('Doors at 7pm. Don’t mix PT and ET, last time we did that and 40 people came 3 hours early.')).toEqual(['Doors at 7pm.']);
    expect(units('Oferta até domingo. Não usar "imperdível" nem "última chance".', 'pt')).toEqual(['Oferta até domingo.']);
    expect(units('Soldes jusqu’au 6 janvier. Pas de « dernière chance », pas d’urgence.', 'fr')).toEqual(['Soldes jusqu’au 6 janvier.']);
    expect(units('Nuova collezione dal 3 marzo. Niente parole tipo "imperdibile" o "esclusivo", e non dire quanti pezzi restano.', 'it')).toEqual(['Nuova collezione dal 3 marzo.']);
    // A quoted button or place the reader uses stays.
    expect(units('Sans clic sur « Je confirme » avant le 31 janvier, votre compte sera fermé.', 'fr')).toEqual(['Sans clic sur « Je confirme » avant le 31 janvier, votre compte sera fermé.']);
  });

  it('drops the label of text required word for word, keeping the text; “(interdit)” marks a prohibition', () => {
    expect(units('Aviso legal obligatorio, literal: «Consulte las condiciones en tienda».', 'es')).toEqual(['«Consulte las condiciones en tienda».']);
    expect(units('Vente de masques. Aucune allégation de santé (interdit).', 'fr')).toEqual(['Vente de masques.']);
    expect(units('The following line must appear exactly as written.\nWe are regulated by the FCA.')).toEqual(['We are regulated by the FCA.']);
    // "obrigatório" in a fact is no label about required text.
    expect(units('- o passaporte é obrigatório na fronteira: validade mínima de 6 meses', 'pt').join(' ')).toMatch(/passaporte é obrigatório/);
  });

  it('addresses who the email is for when told to send it only to them', () => {
    expect(units('Invia solo ai soci con tessera Oro: cena riservata il 12 dicembre alle 20.', 'it')).toEqual(['Ai soci con tessera Oro: cena riservata il 12 dicembre alle 20.']);
    expect(units('Envia só aos clientes com cartão Mais: 2 meses grátis na renovação.', 'pt')).toEqual(['Aos clientes com cartão Mais: 2 meses grátis na renovação.']);
    expect(units('Bitte eine Mail nur an Mitglieder seit 2020 (Liste ist gefiltert): 10 € Gutschein bis 31.01.', 'de')).toEqual(['An Mitglieder seit 2020: 10 € Gutschein bis 31.01.']);
  });

  it('drops the writer’s apology for their own language, and a tone label in any language', () => {
    expect(units('Abrimos el domingo 6. Perdón mi español, corrige todo por favor.', 'es')).toEqual(['Abrimos el domingo 6.']);
    expect(units('Dédicace samedi 5 décembre à 16h (desole pour les accents, clavier qwerty).', 'fr')).toEqual(['Dédicace samedi 5 décembre à 16h.']);
    expect(units('Neuer Kurs ab 9. Januar. Tone of voice: warm und knapp.', 'de')).toEqual(['Neuer Kurs ab 9. Januar.']);
  });

  it('drops a remark about what was said elsewhere, and German and European Portuguese “don’t say it” imperatives', () => {
    expect(units('Free mulled wine, 10% off all night (not 15% like I said on Monday).')).toEqual(['Free mulled wine, 10% off all night.']);
    expect(units('Abholung im Lager Nord, Halle 2 (der Laden ist zu klein, schreib das aber nicht).', 'de')).toEqual(['Abholung im Lager Nord, Halle 2.']);
    expect(units('Cabaz a 39,90 € (não digas que é o mesmo do ano passado).', 'pt')).toEqual(['Cabaz a 39,90 €.']);
  });

  it('writes a follow-up from the email quoted under the request, and drops “same details”', () => {
    const prompt = 'Fai un secondo invio più corto di questa mail, dicendo che restano 40 posti. Stessi dati.\n\nIl giorno ven 20 nov 2026 alle ore 9:00 Coro Alpino <info@coro.example> ha scritto:\n> Concerto di Natale sabato 19 dicembre alle 21 nella chiesa di San Marco.\n> Biglietti 12 € su coro.example/natale.';
    expect(units(prompt, 'it')).toEqual(['Restano 40 posti.', 'Concerto di Natale sabato 19 dicembre alle 21 nella chiesa di San Marco.', 'Biglietti 12 € su coro.example/natale.']);
    // An earlier reply quoted under a forward stays out, even when a footer says "this email".
    const forward = 'Can you turn this into an email to all guests?\n\nThe tasting on 4 December is moved to 11 December.\nThis email is confidential.\n\n> On Thu, 26 Nov 2026, Tom wrote:\n> How many are coming?';
    expect(units(forward).join(' ')).not.toMatch(/How many/);
  });

  it('writes a Portuguese reminder from the invite quoted under it, with what to add, without the number not to give', () => {
    const prompt = 'Faz um lembrete curto desse convite que mandamos. Acrescenta que agora tem estacionamento por R$ 10.\n\nEm seg., 16 de nov. de 2026 às 10:00, Loja Sol <oi@sol.example> escreveu:\n> Venha para o nosso bazar no sábado, 5 de dezembro, das 10h às 16h.\n\nSó 12 confirmaram, não põe número.';
    expect(units(prompt, 'pt')).toEqual(['Agora tem estacionamento por R$ 10.', 'Venha para o nosso bazar no sábado, 5 de dezembro, das 10h às 16h.']);
  });

  it('writes a correction from the email quoted under it, with the corrected value in the quote too', () => {
    const prompt = 'Schreib bitte eine kurze Korrektur zu unserer Mail unten: der Kurs ist nicht am 3.12., sondern am Freitag, 4.12. Kein großes Drama.\n\nAm Mo., 23. Nov. 2026 um 9:00 schrieb Yoga Nord <info@yoga.example>:\n> Liebe Mitglieder, der Workshop am 3.12. kostet 25 €.\n\n(Ich habe mich beim Datum vertan, das muss keiner wissen.)';
    expect(units(prompt, 'de')).toEqual(['Der Kurs ist nicht am 3.12., sondern am Freitag, 4.12.', 'Liebe Mitglieder, der Workshop am 4.12. kostet 25 €.']);
  });
});
