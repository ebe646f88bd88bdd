/**
 * A prompt typed as a request to a copywriter — a question ("can u do an email…?", "Tu peux me
 * faire un mail pour…?"), a need ("need a quick one for…", "preciso de um email avisando que…") or a
 * casual imperative with a clitic ("hazme un correo", "mi scrivi una mail…") — is the marketer
 * talking to the writer. The recipient reads the message the request carries, never the request,
 * and no fact inside the request's own words ("a shipping update for order 88213") is lost.
 */
import { describe, expect, it } from 'vitest';
import { generate, normalize } from './helpers';

type Case = { brand: string; language: string; prompt: string; request: string[]; facts: string[] };

const cases: Case[] = [
  {
    brand: 'northwind', language: 'en',
    prompt: 'hey can you write something for our winter boot clearance - 30% off all Merrell and Salomon boots through Dec 6, in store and online. code BOOTS30 online only',
    request: ['can you write', 'write something'], facts: ['winter boot clearance', 'BOOTS30', 'Salomon'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'can u do an email telling ppl our holiday gift guide is live? 3 picks: the Ridge 30L pack ($149), merino beanie ($38), and the trail thermos ($42). link northwind.com/gifts',
    request: ['can u', 'telling ppl', 'do an email'], facts: ['holiday gift guide is live', '$149', '$38', '$42'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'Write a shipping update for order 88213: the Alpine down jacket is backordered until January 12, the rest shipped today with UPS 1Z999AA10123456784.',
    request: ['write a shipping update'], facts: ['88213', '1Z999AA10123456784', 'backordered'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: "need a quick one for the newsletter crowd: we're closed Dec 24-26, back Dec 27 at 10am. online orders placed after Dec 20 ship in January",
    request: ['need a quick one', 'newsletter crowd'], facts: ['closed', 'ship in january'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'pls draft sth short - our CEO Dana Whitfield is hosting an AMA on Discord Thursday Dec 3 at 5pm ET. questions in advance to ama@northwind.com',
    request: ['draft sth', 'pls'], facts: ['Dana Whitfield', 'ama@northwind.com'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'hi can u write the email for ppl whose parcel is late bc of the courier backlog.. orders placed 24-26 nov will go out by wed 2nd dec. sorry!!',
    request: ['write the email', 'for ppl'], facts: ['courier backlog', 'parcel is late'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: 'Tu peux me faire un mail pour annoncer notre atelier macarons le samedi 12 décembre à 14h, 45 € par personne, 8 places seulement ?',
    request: ['tu peux', 'faire un mail'], facts: ['atelier macarons', '45 €', '8 places'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: "Est-ce que vous pourriez rédiger un courriel pour dire à nos clients que la boutique ferme à 16h le 24 décembre ?",
    request: ['pourriez', 'rédiger', 'dire à nos clients'], facts: ['16'],
  },
  {
    brand: 'lume', language: 'it',
    prompt: 'mi scrivi una mail per dire ai clienti che il negozio di via Roma 12 resta aperto anche la domenica 6 e 13 dicembre, orario 10-19?',
    request: ['mi scrivi', 'dire ai clienti'], facts: ['via Roma 12', 'aperto'],
  },
  {
    brand: 'lume', language: 'it',
    prompt: 'Puoi prepararmi una mail per annunciare la nuova carta dei vini: 40 etichette, degustazione gratuita venerdì 4 dicembre alle 19.',
    request: ['puoi', 'prepararmi'], facts: ['40 etichette', 'degustazione gratuita'],
  },
  {
    brand: 'aurora', language: 'pt',
    prompt: 'preciso de um email avisando que a entrega do pedido 55123 vai atrasar 3 dias por causa da greve dos Correios, desculpa pelo transtorno',
    request: ['preciso de um email', 'avisando'], facts: ['55123', '3 dias', 'greve dos Correios'],
  },
  {
    brand: 'aurora', language: 'pt',
    prompt: 'Você pode escrever um email para os clientes dizendo que o café da manhã de sábado custa R$ 39,90 por pessoa?',
    request: ['você pode', 'escrever um email'], facts: ['R$ 39,90'],
  },
  {
    brand: 'casaverde', language: 'es',
    prompt: 'oye hazme un correo rapido: el pedido 4471 de Lucía salió hoy con Seur, llega el martes. número de seguimiento SE88120045',
    request: ['hazme', 'correo rapido'], facts: ['4471', 'SE88120045'],
  },
  {
    brand: 'casaverde', language: 'es',
    prompt: '¿Me puedes escribir un correo para avisar a los clientes de que el 8 de diciembre cerramos la tienda de Fuencarral?',
    request: ['me puedes', 'escribir un correo'], facts: ['cerramos', 'Fuencarral'],
  },
  {
    brand: 'sonnenschein', language: 'de',
    prompt: 'Kannst du mir eine kurze Mail schreiben, dass unser Stollen ab 30. November vorbestellt werden kann, 1 kg für 24,90 €?',
    request: ['kannst du', 'mail schreiben'], facts: ['Stollen', '24,90'],
  },
];

// Notes, labels and asides of a brief in the marketer's voice, with the message they carry.
cases.push(
  {
    brand: 'northwind', language: 'en',
    prompt: 'Invite our trail club to a night hike on Fri 11 December at 7pm, meeting at the Portland store. $15, max 20 people.',
    request: ['invite our trail club'], facts: ['night hike', '$15'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: "havent seen some members since summer.. tell them the climbing wall reopens Mon 4 Jan, and we waive the $30 joining fee until 31 Jan",
    request: ['havent seen', 'tell them'], facts: ['climbing wall reopens', '$30'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'We would appreciate a short survey request to customers who rented skis in November. It takes 3 minutes: northwind.com/survey. Please sign the email Maya Lindqvist.',
    request: ['we would appreciate', 'survey request to', 'sign the email'], facts: ['rented skis', 'Maya Lindqvist'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'Pasting from the planning doc for the January newsletter — Topic A: the repair café returns Jan 9 at 10am. Topic B: our winter sale ends Jan 15.',
    request: ['topic a', 'topic b', 'planning doc'], facts: ['repair café', 'Jan 15'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: 'Pour la newsletter de janvier — 1) la galette frangipane (8 parts, 32 €) arrive le 2 janvier ; 2) fermeture annuelle du 4 au 18 janvier inclus.',
    request: ['pour la newsletter'], facts: ['galette frangipane', '32 €'],
  },
);

cases.push(
  {
    brand: 'eclair', language: 'fr',
    prompt: 'coucou, faut une invit pour notre goûter de Noël : mercredi 16/12 à 15h, 6 € par enfant, réservation au 01 42 00 00 00',
    request: ['faut une invit', 'coucou'], facts: ['goûter de Noël', '6 €'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: 'Sondage de satisfaction pour les clients de la boutique des Martyrs (achats de novembre). Durée : 2 minutes. Lien : eclair.example/avis.',
    request: ['sondage de satisfaction pour les clients'], facts: ['boutique des Martyrs', '2 minutes'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: 'Relance des clients sans commande depuis 4 mois : le coffret de 12 macarons à 24 €. Présente nos chefs Inès et Hugo.',
    request: ['relance des clients', 'présente nos'], facts: ['12 macarons', 'Inès et Hugo'],
  },
  {
    brand: 'lume', language: 'it',
    prompt: 'mail promo natale x il panettone artigianale 1 kg a 32€, spedizione gratuita sopra i 50€',
    request: ['mail promo natale x'], facts: ['panettone artigianale', '32€'],
  },
  {
    brand: 'aurora', language: 'pt',
    prompt: 'manda mail aos clientes com pedido pendente: o pagamento do boleto vence amanhã, valor R$ 89,90',
    request: ['manda mail', 'aos clientes com pedido pendente'], facts: ['boleto', 'R$ 89,90'],
  },
  {
    brand: 'aurora', language: 'pt',
    prompt: 'boas-vindas pro clube do café: 1º pacote grátis, depois R$ 49,90/mês',
    request: ['boas-vindas pro'], facts: ['clube do café', 'R$ 49,90'],
  },
);

cases.push({
  brand: 'casaverde', language: 'es',
  prompt: '¿puedes mandar un recordatorio a los clientes de que el sorteo de la cesta navideña es el 20 de diciembre? participan todas las compras de más de 30 €',
  // A hamper in a raffle is no abandoned cart ("¿Se te olvida algo?").
  request: ['de que el sorteo', 'se te olvida', 'completar mi compra'], facts: ['sorteo de la cesta navideña', '30 €'],
});

cases.push(
  {
    brand: 'northwind', language: 'en',
    prompt: 'we need an email letting customers know our prices go up 5% on Jan 1 (first increase since 2022). lock in current prices by ordering before Dec 31',
    // A price that rises is no offer: the email once read "Enjoy 5% off".
    request: ['we need an email', 'letting customers', '5% off', 'enjoy'], facts: ['prices go up 5%', 'Dec 31'],
  },
  {
    brand: 'sonnenschein', language: 'de',
    prompt: 'kannst du was schreiben für unsere Stammkunden? ab Montag gibt es wieder Dinkelbrötchen, 0,90 € das Stück',
    request: ['kannst du', 'was schreiben'], facts: ['Dinkelbrötchen', '0,90 €'],
  },
  {
    brand: 'aurora', language: 'pt',
    prompt: 'oi, faz um email pros clientes avisando que a loja da Rua Augusta 1500 vai fechar mais cedo no dia 24, às 14h',
    request: ['faz um email', 'pros clientes', 'avisando', 'que a loja'], facts: ['Rua Augusta 1500', '14h'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: 'Pouvez-vous préparer un courriel de bienvenue pour les nouveaux abonnés ? -10 % sur la première commande avec le code BIENVENUE, valable 30 jours.',
    request: ['pouvez-vous', 'nouveaux abonnés ?'], facts: ['BIENVENUE', '30 jours'],
  },
  {
    brand: 'casaverde', language: 'es',
    prompt: 'Necesito un email para avisar que el envío gratis sube a partir de 40 € desde el 1 de enero',
    request: ['necesito un email', 'r que'], facts: ['40 €'],
  },
);

cases.push({
  brand: 'sonnenschein', language: 'de',
  prompt: 'Schreib eine Rückhol-Mail an Kunden, die seit 4 Monaten nichts bestellt haben: Wir backen jetzt auch sonntags, und wer bis zum 20. Dezember bestellt, bekommt 10 % Rabatt. Bitte keine Emojis.',
  request: ['rückhol-mail', 'die seit 4 monaten nichts bestellt', 'keine emojis'], facts: ['sonntags', '10 %'],
});

// A message forwarded from a team chat, a greeting to the colleague asked, a request with nothing
// for the reader in it, a note in brackets: the thread's and the marketer's, never the recipient's.
cases.push(
  {
    brand: 'northwind', language: 'en',
    prompt: 'Forwarded from #support on Slack:\n> @maria order 55120 – the oak side table is backordered until Jan 12, we can ship the walnut one this week at the same price\nCan you turn this into an email to the customer?',
    request: ['forwarded from', '#support', '@maria', 'turn this into'], facts: ['55120', 'walnut'],
  },
  {
    brand: 'lume', language: 'it',
    prompt: 'Inoltro da Teams (#vendite):\n> @giulia ordine n. 88213 spedito oggi con BRT, tracking 0047123456\nmi scrivi una mail breve e cordiale per lei?',
    request: ['inoltro da', '#vendite', '@giulia', 'breve e cordiale'], facts: ['88213', '0047123456'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: 'Hey Sam, can you draft the reminder for members whose renewal fails on Dec 3? The card on file was declined; they can update it at northwind.com/account before Dec 10.',
    request: ['hey sam', 'can you draft'], facts: ['Dec 10', 'northwind.com/account'],
  },
  {
    brand: 'northwind', language: 'en',
    prompt: "December news: wreath workshop Sat Dec 12 at 2pm ($45, 10 spots); new hours 9-6 Tue-Sun. (Don't mention the online shop yet, it isn't ready.)",
    request: ["don't mention", 'online shop', "isn't ready"], facts: ['wreath workshop', '$45'],
  },
  {
    brand: 'eclair', language: 'fr',
    prompt: "Newsletter de décembre : atelier bûche le samedi 12 décembre à 15h (25 €). (Ne parle pas encore de la boutique en ligne, pas prête.)",
    request: ['ne parle pas', 'boutique en ligne'], facts: ['atelier bûche', '25 €'],
  },
);

// Requests the rewrite rules did not know (understand/request.ts): a voseo imperative, a verb
// after a filler, a German question with its verb last, a formal "favor redigir", a macro turned
// into an email. The asking goes; the course, the plan or the event it names stays.
cases.push(
  {
    brand: 'casaverde', language: 'es',
    prompt: 'Armá el correo de la feria de artesanos para los vecinos de Villa Crespo: sábado 5 de diciembre de 10 a 18 h en la plaza, entrada libre.',
    request: ['armá', 'armá el correo'], facts: ['villa crespo', 'entrada libre'],
  },
  {
    brand: 'casaverde', language: 'es',
    prompt: 'oye mandame el mail d la cata pa los socios: cata de vermuts el jueves 10 a las 20 h, 18 € por persona.',
    request: ['oye', 'mandame'], facts: ['18 €', 'cata de vermuts'],
  },
  {
    brand: 'sonnenschein', language: 'de',
    prompt: 'Hallo, kannst du bitte eine kurze Mail an alle aus dem Yogakurs Mittwochabend schreiben? Der Kurs am 9.12. fällt aus, Ersatztermin ist Freitag, 11.12., 19 Uhr.',
    request: ['kannst du', 'schreiben?'], facts: ['Yogakurs', '11.12.', '19 uhr'],
  },
  {
    brand: 'sonnenschein', language: 'de',
    prompt: 'Kannst du die Ankündigung schreiben? Ab Montag, 7. Dezember, backen wir auch Stollen ohne Rosinen, 14,50 € das Stück.',
    request: ['kannst du', 'ankündigung schreiben'], facts: ['Stollen', '14,50 €'],
  },
  {
    brand: 'aurora', language: 'pt',
    prompt: 'Bom dia, favor redigir comunicado aos assinantes do plano Família da TeleRio: a partir de 1º de fevereiro a mensalidade passa a R$ 129,90.',
    request: ['favor redigir', 'redigir'], facts: ['plano família', 'R$ 129,90'],
  },
  {
    brand: 'casaverde', language: 'es',
    prompt: 'Convertí esta plantilla de soporte en un correo para el cliente. Su reembolso de 42 € por el pedido 7781 se hizo el 27/11 a la tarjeta terminada en 0412.',
    request: ['convertí', 'plantilla de soporte'], facts: ['42 €', '7781', '0412'],
  },
  {
    brand: 'lume', language: 'it',
    prompt: 'Rimanda la mail del mercatino di Natale, ma con il nuovo orario: domenica 13 dicembre dalle 9 alle 17 in piazza Duomo.',
    request: ['rimanda la mail', 'rimanda'], facts: ['mercatino di natale', 'piazza duomo'],
  },
);

describe('a request to the copywriter is never read by the recipient', () => {
  for (const c of cases)
    it(`${c.language}: ${c.prompt.slice(0, 60)}…`, async () => {
      const { rendered, composed } = await generate(c.brand, c.prompt, { language: c.language, now: '2026-11-28T10:00:00Z' });
      const text = normalize(`${composed.document.subject ?? ''}\n${composed.document.preheader ?? ''}\n${rendered.text}`);
      for (const words of c.request) expect(text, `"${words}" reached the recipient`).not.toContain(normalize(words));
      for (const fact of c.facts) expect(text, `"${fact}" was lost`).toContain(normalize(fact));
    });
});

describe('a casual numbered list', () => {
  it('is one item per number, though typed without capitals or full stops', async () => {
    const { brief } = await generate(
      'northwind',
      "could you put together a newsletter? 1. new store opening in Bend on Dec 12 2. we're hiring seasonal staff, apply at northwind.com/jobs 3. ski tune-ups are $35 through January",
      { language: 'en', now: '2026-11-28T10:00:00Z' },
    );
    expect(brief.message?.filter((u) => u.item).map((u) => u.text)).toEqual([
      'New store opening in Bend on Dec 12',
      "We're hiring seasonal staff, apply at northwind.com/jobs",
      'Ski tune-ups are $35 through January',
    ]);
  });
  it('needs three numbers in order to read a date as an item', async () => {
    const { brief } = await generate('sonnenschein', 'Unser Weihnachtsmarkt ist vom 1. Dezember bis 2. Januar geöffnet.', { language: 'de', now: '2026-11-28T10:00:00Z' });
    expect(brief.message?.some((u) => u.item)).toBe(false);
  });
});
