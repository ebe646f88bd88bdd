/**
 * Transactional kinds: the email is the one asked for. A refund is a refund, a cancellation a
 * cancellation, an invoice an invoice… in six languages; the heading, subject, intro and button
 * fit the kind, and no email borrows another kind's words ("Thank you for your order" on a refund).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BANKS, type CopyKey } from '../../src/generate/copy';
import type { Ctx, Phrase } from '../../src/generate/copy/types';
import { composeEmail } from '../../src/generate/compose';
import { understandPrompt } from '../../src/generate/understand';
import type { CopyLanguage, Register, TransactionalKind } from '../../src/generate/types';
import { checkSpelling } from '../../src/validate/spelling';
import { warmGrammar } from '../../src/validate/spelling/grammar';
import { loadBrand, normalize } from './helpers';

const NOW = new Date('2025-06-02T10:00:00Z');
const brand = loadBrand('northwind');

type NewKind = Exclude<TransactionalKind, 'order' | 'shipping' | 'password' | 'booking' | 'receipt' | 'generic'>;

/** Prompts written as users write them, two or three per kind and language. */
const PROMPTS: Record<CopyLanguage, Record<NewKind, string[]>> = {
  en: {
    refund: [
      'Let the customer know we refunded $42.10 to their Visa for the returned hiking boots, order 88121.',
      'Refund confirmation: €15 back to PayPal for the late delivery fee.',
      'We processed a full refund for the damaged mug (order 5521); it should reach your card within a week.',
    ],
    cancellation: [
      "Confirm that order 7734 has been cancelled at the customer's request; nothing will be charged.",
      'Subscription cancellation: their Premium plan is canceled and stays active until March 3.',
      "We had to cancel the customer's order 2201 because the item is out of stock.",
    ],
    invoice: [
      'Send invoice INV-3391 for the October design retainer, $1,800, due November 30.',
      'Your monthly bill is ready: $64.20 for the Fiber 500 plan, payment due on the 15th.',
      'Friendly reminder that invoice 4410 is overdue; please pay at the link.',
    ],
    'payment-failed': [
      'The card on file was declined for the $19 monthly renewal; ask them to update their payment details.',
      'Payment failed for order 6672, please try another card.',
    ],
    appointment: ['Reminder of their haircut appointment with Sam on Friday at 3 pm.', 'Confirm the dental appointment on May 4 at 9:30 at our Elm Street clinic.'],
    delivered: ['Let them know their parcel was delivered to the front desk this morning.', 'Order 1182 has been delivered. Ask them to contact us if anything is missing.'],
    delay: ['Apologise: order 5530 is delayed by a supplier issue; new estimate is next Thursday.', "The customer's standing desk is backordered until May 12."],
    verification: ['Verify your email address for your new Lumen account, code 551 902.', 'Account activation email: click the link to activate your account.'],
    security: ['Security alert: a new login to their account from Safari on a Mac in Madrid.', "Tell the user their password was changed today; if it wasn't them, contact support."],
    'order-update': ['Your order 4471 is ready for pickup at our Pearl District shop.', 'A note about order #9921: the gift wrapping you asked for has been added.'],
  },
  es: {
    refund: ['Hemos reembolsado 35 € del pedido 7720 a tu tarjeta; lo verás en 5 días.', 'Confirmación de reembolso: devolvemos 12,90 € por el artículo dañado.'],
    cancellation: ['Avisa al cliente de que su pedido 3312 ha sido cancelado por falta de stock.', 'Confirma la cancelación de la suscripción Plus; seguirá activa hasta el 1 de abril.'],
    invoice: ['Envía la factura 2026-118 por el diseño web: 1.200 €, vence el 30 de junio.', 'Recordatorio: tienes un pago pendiente de 49 € de la cuota de mayo.'],
    'payment-failed': ['Tu tarjeta ha sido rechazada al renovar la suscripción; actualiza tu método de pago.', 'No hemos podido procesar el pago de tu pedido 8812.'],
    appointment: ['Recordatorio de tu cita en la peluquería el martes a las 17:00.', 'Confirma la cita con el fisioterapeuta el 12 de mayo a las 10:30.'],
    delivered: ['Tu pedido 4410 fue entregado hoy en conserjería.', 'Confirmación de entrega: el paquete se entregó a las 12:15.'],
    delay: ['Tu pedido 6620 lleva retraso por la huelga de transporte; llegará la próxima semana.', 'El envío del pedido 1190 está retrasado unos días.'],
    verification: ['Verifica tu correo para activar tu cuenta de Lumen, código 448 120.', 'Código de verificación para iniciar sesión: 731 004.'],
    security: ['Alerta de seguridad: nuevo inicio de sesión en tu cuenta desde un iPhone en Bogotá.', 'Aviso de seguridad: se ha cambiado la contraseña de tu cuenta.'],
    'order-update': ['Tu pedido 5512 está listo para recoger en la tienda de Gràcia.', 'Novedades del pedido 7781: hemos añadido la tarjeta regalo.'],
  },
  fr: {
    refund: ['Nous avons remboursé 24,90 € sur votre carte pour la commande 5561.', 'Remboursement effectué : 60 € pour le retour du manteau.'],
    cancellation: ["Confirme au client que sa commande 8841 est annulée, aucun débit n'a eu lieu.", "Résiliation de l'abonnement Premium confirmée, accès jusqu'au 30 avril."],
    invoice: ['Envoyer la facture F-2031 pour la prestation de mars : 850 € HT, à régler sous 30 jours.', "Rappel : l'échéance de 120 € de votre abonnement est le 5 juin."],
    'payment-failed': ['Votre carte a été refusée lors du renouvellement ; mettez à jour votre moyen de paiement.', 'Échec du paiement pour la commande 3320.'],
    appointment: ["Rappel de votre rendez-vous chez l'ostéopathe jeudi à 14 h.", 'Confirmer le RDV de contrôle technique le 3 juin à 8 h 30.'],
    delivered: ['Votre colis a été livré ce matin en point relais.', 'Confirmation de livraison de la commande 7712.'],
    delay: ["Votre commande 4402 a du retard à cause d'une rupture chez le fournisseur.", 'La livraison de votre canapé est retardée au 20 juin.'],
    verification: ['Vérifiez votre adresse e-mail pour activer votre compte Lumen : code 120 448.', 'Code de vérification pour votre connexion : 804 221.'],
    security: ['Alerte de sécurité : nouvelle connexion à votre compte depuis Lyon.', 'Activité inhabituelle détectée sur le compte du client.'],
    'order-update': ['Votre commande 5520 est prête à être retirée en boutique.', 'Petit point sur la commande 9912 : la carte cadeau a été ajoutée.'],
  },
  de: {
    refund: ['Wir haben Ihnen 59,90 € für die Rücksendung der Bestellung 4471 erstattet.', 'Rückerstattung von 12 € auf dein PayPal-Konto ist veranlasst.'],
    cancellation: ['Bitte bestätigen, dass die Bestellung 7712 storniert wurde.', 'Kündigungsbestätigung für das Jahresabo, Zugang bis 31. Mai.'],
    invoice: ['Rechnung Nr. 2026-044 für die Beratung im April: 950 € netto, zahlbar bis 15. Mai.', 'Zahlungserinnerung: Der Betrag von 45 € für März ist noch offen.'],
    'payment-failed': ['Deine Karte wurde abgelehnt, bitte aktualisiere deine Zahlungsmethode.', 'Zahlung fehlgeschlagen: die Lastschrift für das Abo kam zurück.'],
    appointment: ['Erinnerung an deinen Termin beim Friseur am Freitag um 16 Uhr.', 'Terminbestätigung für die Inspektion am 4. Juni um 8:00 Uhr.'],
    delivered: ['Ihr Paket wurde zugestellt und beim Nachbarn abgegeben.', 'Deine Bestellung 3381 ist angekommen.'],
    delay: ['Ihre Bestellung 9920 verzögert sich wegen eines Lieferengpasses.', 'Lieferverzögerung beim Sofa Modell Oslo, neuer Termin folgt.'],
    verification: ['Bitte bestätige deine E-Mail-Adresse für dein neues Konto, Code 118 204.', 'Dein Bestätigungscode lautet 902 114.'],
    security: ['Sicherheitswarnung: neue Anmeldung bei Ihrem Konto von einem Windows-PC in Wien.', 'Teile dem Nutzer mit, dass sein Passwort geändert wurde.'],
    'order-update': ['Ihre Bestellung 6612 liegt zur Abholung im Laden bereit.', 'Kurzes Update zu deiner Bestellung 4410: die Geschenkverpackung ist dabei.'],
  },
  pt: {
    refund: ['Reembolsamos R$ 89,90 do pedido 5521 no seu cartão.', 'Estorno de R$ 45,00 referente à devolução do tênis.'],
    cancellation: ['Avise o cliente que o pedido 8812 foi cancelado por falta de estoque.', 'Confirmação de cancelamento da assinatura Premium.'],
    invoice: ['Segue a fatura de maio do plano Fibra 500: R$ 119,90, vencimento dia 10.', 'Boleto da mensalidade de junho disponível: R$ 250,00.'],
    'payment-failed': ['O pagamento da assinatura foi recusado; atualize a forma de pagamento.', 'Cartão recusado na renovação do plano.'],
    appointment: ['Lembrete do seu agendamento no salão na sexta às 15h.', 'Confirme a consulta médica do dia 4 de junho às 9h.'],
    delivered: ['Seu pedido 3310 foi entregue na portaria hoje.', 'Confirmação de entrega da encomenda 7781.'],
    delay: ['Seu pedido 4412 está atrasado por causa da greve dos Correios.', 'Houve um atraso na entrega do sofá; nova previsão é dia 20.'],
    verification: ['Confirme seu e-mail para ativar sua conta, código 221 904.', 'Código de verificação para entrar no app: 448 120.'],
    security: ['Alerta de segurança: novo acesso à sua conta a partir de um Android em Lisboa.', 'Atividade suspeita detectada na conta do cliente.'],
    'order-update': ['Seu pedido 5521 está pronto para retirada na loja da Paulista.', 'Novidades sobre o pedido 8840: incluímos o cartão de presente.'],
  },
  it: {
    refund: ["Ti abbiamo rimborsato 39 € per l'ordine 6621 sulla carta.", "Rimborso di 15,50 € per l'articolo difettoso effettuato oggi."],
    cancellation: ["Comunica che l'ordine 4412 è stato annullato su richiesta del cliente.", "Conferma la disdetta dell'abbonamento Plus, attivo fino al 30 aprile."],
    invoice: ['Invia la fattura n. 88/2026 per la consulenza di marzo: 600 € + IVA, scadenza 30 aprile.', 'Sollecito di pagamento per la rata di maggio di 75 €.'],
    'payment-failed': ['Il pagamento del rinnovo è stato rifiutato; aggiorna il metodo di pagamento.', "Carta rifiutata per l'abbonamento mensile."],
    appointment: ['Promemoria per il tuo appuntamento dal parrucchiere venerdì alle 16.', 'Conferma la visita di controllo del 4 giugno alle 9:30.'],
    delivered: ['Il tuo pacco è stato consegnato oggi in portineria.', "Conferma di consegna per l'ordine 7712."],
    delay: ["L'ordine 5530 è in ritardo per un problema con il fornitore.", 'La consegna del divano è stata posticipata al 20 giugno.'],
    verification: ['Conferma la tua email per attivare il tuo account, codice 552 018.', "Codice di verifica per l'accesso: 118 440."],
    security: ['Avviso di sicurezza: nuovo accesso al tuo account da un Mac a Milano.', "Attività sospetta rilevata sull'account del cliente."],
    'order-update': ['Il tuo ordine 6612 è pronto per il ritiro in negozio.', "Novità sull'ordine 9912: abbiamo aggiunto il biglietto d'auguri."],
  },
};

const LANGUAGES = Object.keys(PROMPTS) as CopyLanguage[];
const ALL_KINDS: TransactionalKind[] = [
  'order', 'order-update', 'shipping', 'delivered', 'delay', 'cancellation', 'refund', 'password',
  'verification', 'security', 'booking', 'appointment', 'receipt', 'invoice', 'payment-failed', 'generic',
];

function understand(prompt: string, language: string) {
  const understood = understandPrompt({ prompt, brand, now: NOW, language, purpose: 'transactional' });
  if (!understood.ok) throw new Error(understood.message);
  return understood.brief;
}

function compose(prompt: string, language: string) {
  const brief = understand(prompt, language);
  return { brief, ...composeEmail(brief, brand) };
}

/** One slot of a bank for a kind, as the copywriter fills it (the tx.* slots have one variant). */
function copy(lang: string, key: CopyKey, kind: TransactionalKind, register: Register): string {
  const base = lang.split('-')[0] as CopyLanguage;
  const c = {
    brand: brand.name, lang, upTo: false, amount: false, freeShipping: false, closure: false, kind, register, tone: 'neutral',
    f: (formal: string, informal: string) => (register === 'formal' ? formal : informal),
  } as Ctx;
  const entry = BANKS[base][key] as readonly Phrase[];
  const phrase = entry[0]!;
  const out = typeof phrase === 'string' ? phrase : phrase(c);
  if (typeof out !== 'string') throw new Error(`${lang} ${key} ${kind}: no copy`);
  return out;
}

const both = (lang: string, key: CopyKey, kind: TransactionalKind) => [copy(lang, key, kind, 'formal'), copy(lang, key, kind, 'informal')].map(normalize);

type Inline = string | Array<string | { fallback: string }>;
const plain = (line: Inline | undefined) => (typeof line === 'string' ? line : (line ?? []).map((p) => (typeof p === 'string' ? p : p.fallback)).join(''));

/** Every visible string of the composed email, lower-cased, spaces normalised. */
function emailText(document: { subject: Inline; preheader?: Inline; blocks: unknown[] }): string {
  return normalize(`${plain(document.subject)}\n${plain(document.preheader)}\n${JSON.stringify(document.blocks)}`);
}

function title(document: { blocks: Array<{ type: string; id?: string }> }): string {
  const block = document.blocks.find((b) => b.type === 'heading' && b.id === 'title') as { text: string } | undefined;
  return normalize(block?.text ?? '');
}

describe('transactional kinds are read from the prompt', () => {
  for (const lang of LANGUAGES) {
    for (const [kind, prompts] of Object.entries(PROMPTS[lang]) as Array<[NewKind, string[]]>) {
      it.each(prompts)(`${lang} ${kind}: %s`, (prompt) => {
        expect(understand(prompt, lang).facts.transactional).toBe(kind);
      });
    }
  }

  it('reads the issue’s refund as a refund, not an order confirmation', () => {
    const prompt = 'Your refund of $23.50 for order #5567 (damaged bag of Sumatra Mandheling) was issued to your Mastercard ending 8812; allow 5–7 business days.';
    expect(understand(prompt, 'en').facts.transactional).toBe('refund');
  });

  it('keeps order confirmations, shipping, password, booking and receipts as they were', () => {
    const cases: Array<[string, string, TransactionalKind]> = [
      ['Thank you for your order #1001: two bags of Ethiopia Guji.', 'en', 'order'],
      ['Order confirmation for order 3391, pickup Saturday at the Main St shop.', 'en', 'order'],
      ['Gracias por tu pedido 7741: ramo de 12 rosas.', 'es', 'order'],
      ['Merci pour votre commande 3318 : bûche 3 chocolats.', 'fr', 'order'],
      ['Danke für deine Bestellung 44120: 6 Flaschen Riesling.', 'de', 'order'],
      ['Obrigado pelo seu pedido 2210: 2 cafés especiais.', 'pt', 'order'],
      ['Grazie per il tuo ordine 5512: 2 confezioni di caffè.', 'it', 'order'],
      ['Order 3301 shipped with UPS, tracking 1Z999AA1.', 'en', 'shipping'],
      ['Password reset email, the link expires in 30 minutes.', 'en', 'password'],
      ['Booking confirmed: table for 4 on Friday at 8 pm.', 'en', 'booking'],
      ['Send a receipt for the $120 payment received on May 3.', 'en', 'receipt'],
    ];
    for (const [prompt, lang, kind] of cases) expect(understand(prompt, lang).facts.transactional, prompt).toBe(kind);
  });

  it('reads the kind words of an order notice across its number ("Pedido 2291 confirmado")', () => {
    const cases: Array<[string, string]> = [
      ['Pedido 2291 confirmado: 2 pacotes de café Catuaí 500 g e 1 moedor manual, total R$ 247,80, pago no Pix.', 'pt'],
      ['Pedido n.º 5531 confirmado: 3 ramos de rosas.', 'es'],
      ['Commande n° 4471 confirmée : 2 bûches.', 'fr'],
      ['Ordine 8812 confermato: 2 confezioni di caffè.', 'it'],
    ];
    for (const [prompt, lang] of cases) {
      const b = understandPrompt({ prompt, brand, now: NOW, language: lang, purpose: 'auto' });
      expect(b.ok && b.brief.purpose, prompt).toBe('transactional');
      expect(b.ok && b.brief.facts.transactional, prompt).toBe('order');
    }
  });

  it('never reads a mere mention of an order as a confirmation', () => {
    const cases: Array<[string, string]> = [
      ['Your order 4471 is ready for pickup at the Pearl District shop.', 'en'],
      ['Your order was delivered this afternoon.', 'en'],
      ['Your order 5512093 for Thursday delivery has been cancelled because the payment did not go through.', 'en'],
      ['Tu pedido 5512 está listo para recoger.', 'es'],
      ['Ihre Bestellung 6612 liegt zur Abholung bereit.', 'de'],
    ];
    for (const [prompt, lang] of cases) expect(understand(prompt, lang).facts.transactional, prompt).not.toBe('order');
  });

  it('never reads a booking reference as a booking confirmed', () => {
    const cases: Array<[string, string]> = [
      ['Tell the passenger their flight SK 926 on December 2 has a schedule change: departure now 13:40. Booking reference 6HXQ2P.', 'en'],
      ['Su vuelo IB 3170 cambia de horario: sale a las 13:40. Localizador de la reserva: K7PQ2M.', 'es'],
      ['Ihr Flug LH 400 hat eine neue Abflugzeit: 13:40 Uhr. Buchungsnummer 4XK9PL.', 'de'],
    ];
    for (const [prompt, lang] of cases) expect(understand(prompt, lang).facts.transactional, prompt).not.toBe('booking');
    expect(understand('Your table for 4 is booked for Friday at 8 pm.', 'en').facts.transactional).toBe('booking');
    expect(understand('Prenotazione confermata: tavolo per 2, sabato alle 20.', 'it').facts.transactional).toBe('booking');
  });

  it('never reads a delivery to come as one made', () => {
    const cases: Array<[string, string]> = [
      ['Your order will be delivered tomorrow between 9 and 12.', 'en'],
      ['Ihr Paket wird morgen zugestellt.', 'de'],
      ['Tu pedido será entregado mañana.', 'es'],
      ['Votre commande sera livrée demain.', 'fr'],
      ['O seu pedido será entregue amanhã.', 'pt'],
      ['Il tuo ordine sarà consegnato domani.', 'it'],
    ];
    for (const [prompt, lang] of cases) expect(understand(prompt, lang).facts.transactional, prompt).not.toBe('delivered');
  });

  it('reads the kind from what happened, not from an option or a policy the prompt mentions', () => {
    const cases: Array<[string, string, TransactionalKind]> = [
      ['Order 77-4410 is delayed; the new estimate is December 9. They may cancel for a full refund at any time.', 'en', 'delay'],
      ['Cancelled order 40017 (oak sideboard, out of stock). Full refund of £649 to their card in 3-5 days.', 'en', 'cancellation'],
      ['Booking confirmed for 2 nights, free cancellation until 48 hours before arrival.', 'en', 'booking'],
      ['Promemoria: visita medica domani alle 11:20. Disdetta almeno 48 ore prima.', 'it', 'appointment'],
      ['Your flight time changed to 13:40. If it does not suit you, you can request a refund.', 'en', 'generic'],
    ];
    for (const [prompt, lang, kind] of cases) expect(understand(prompt, lang).facts.transactional, prompt).toBe(kind);
  });

  it('says nothing about an order when the prompt gives no kind', () => {
    const brief = understand('Your 2026 tax forms are available in your account.', 'en');
    expect(brief.facts.transactional).toBe('generic');
    const text = emailText(composeEmail(brief, brand).document);
    for (const claim of ['your order', 'received your order', 'getting it ready']) expect(text).not.toContain(claim);
  });
});

describe('the email is the kind asked for', () => {
  for (const lang of LANGUAGES) {
    for (const [kind, prompts] of Object.entries(PROMPTS[lang]) as Array<[NewKind, string[]]>) {
      it(`${lang} ${kind}: heading and subject of the kind, no other kind's words`, () => {
        for (const prompt of prompts) {
          const { brief, document } = compose(prompt, lang);
          const language = brief.language;
          expect(both(language, 'tx.heading', kind), prompt).toContain(title(document));
          const subjects = both(language, 'tx.subject', kind);
          expect(subjects, prompt).toContain(normalize(plain(document.subject)));
          const own = (['tx.heading', 'tx.intro', 'tx.subject', 'tx.preheader'] as CopyKey[]).flatMap((key) => both(language, key, kind));
          const text = emailText(document);
          for (const other of ALL_KINDS.filter((k) => k !== kind)) {
            for (const key of ['tx.heading', 'tx.intro'] as CopyKey[]) {
              for (const line of both(language, key, other)) {
                if (own.some((o) => o.includes(line))) continue;
                expect(text, `${prompt} → contains ${other}'s ${key}`).not.toContain(line);
              }
            }
          }
        }
      });
    }
  }

  it('writes the issue’s refund as a refund', () => {
    const prompt = 'Your refund of $23.50 for order #5567 (damaged bag of Sumatra Mandheling) was issued to your Mastercard ending 8812; allow 5–7 business days.';
    const { document } = compose(prompt, 'en');
    expect(title(document)).toBe('your refund');
    expect(normalize(plain(document.subject))).toContain('refund');
    const text = emailText(document);
    for (const wrong of ['thank you for your order', 'order is confirmed', 'getting it ready', 'on its way', 'as soon as it ships', 'has shipped']) expect(text).not.toContain(wrong);
  });

  it('gives the refund a heading of its own in every language', () => {
    const refunds: Record<CopyLanguage, string[]> = {
      en: ['your refund'],
      es: ['su reembolso', 'tu reembolso'],
      fr: ['votre remboursement', 'ton remboursement'],
      de: ['ihre erstattung', 'deine erstattung'],
      pt: ['o seu reembolso'],
      it: ['il suo rimborso', 'il tuo rimborso'],
    };
    for (const lang of LANGUAGES) expect(refunds[lang]).toContain(title(compose(PROMPTS[lang].refund[0]!, lang).document));
  });

  it('labels the button for what the customer does next', () => {
    const url = 'https://northwind-outfitters.example/account/123';
    const expected: Array<[NewKind | 'order', CopyKey]> = [
      ['refund', 'cta.account'],
      ['invoice', 'cta.invoice'],
      ['payment-failed', 'cta.payment'],
      ['appointment', 'cta.appointment'],
      ['verification', 'cta.verify'],
      ['delay', 'cta.track'],
    ];
    for (const lang of LANGUAGES) {
      for (const [kind, key] of expected) {
        const prompt = `${PROMPTS[lang][kind as NewKind][0]} ${url}`;
        const { brief, document } = compose(prompt, lang);
        expect(brief.facts.transactional, prompt).toBe(kind);
        const button = document.blocks.find((b) => b.type === 'button') as { label: string } | undefined;
        expect(button, prompt).toBeDefined();
        expect(both(brief.language, key, kind), prompt).toContain(normalize(button!.label));
      }
    }
  });
});

describe('the transactional copy is spelt right', () => {
  beforeAll(async () => {
    await warmGrammar();
  }, 60_000);

  const KEYS: CopyKey[] = ['tx.heading', 'tx.intro', 'tx.subject', 'tx.preheader'];
  const CTAS: CopyKey[] = ['cta.order', 'cta.invoice', 'cta.payment', 'cta.appointment', 'cta.verify'];
  for (const lang of ['en', 'es', 'fr', 'de', 'pt-BR', 'pt-PT', 'it']) {
    it(`${lang}: no spelling mistakes in any kind's heading, intro, subject, preheader or button`, async () => {
      const lines = new Set<string>();
      for (const kind of ALL_KINDS) for (const key of KEYS) for (const register of ['formal', 'informal'] as Register[]) lines.add(copy(lang, key, kind, register));
      for (const key of CTAS) lines.add(copy(lang, key, 'generic', 'formal'));
      const html = `<!doctype html><html lang="${lang}"><body>${[...lines].map((l) => `<p>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('')}</body></html>`;
      const result = await checkSpelling({ html, language: lang }, { allow: [brand.name, ...brand.name.split(/\s+/)] });
      expect(result.language?.split('-')[0]).toBe(lang.split('-')[0]);
      // Every unknown word, capitalised ones too (German nouns; a capitalised unknown word is only 'info' otherwise).
      const problems = result.issues.filter((i) => i.code === 'SPELLING' || i.code.startsWith('GRAMMAR_'));
      expect(problems.map((i) => `${i.code} ${i.word ?? ''} ${i.snippet ?? i.message}`)).toEqual([]);
    }, 60_000);
  }
});
