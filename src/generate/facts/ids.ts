import type { Candidate, FactType } from './types';

/**
 * Identifiers a recipient looks up: order, invoice, tracking and reference numbers, card or account
 * endings, promo codes. Each is found by the word that announces it, in the six languages, and is
 * compared as its letters and digits only ("#5567" = "5567", "SH-20931" = "sh20931").
 */
const ID = String.raw`#?\s?([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*|[A-Z0-9-]*\d[A-Z0-9-]*[A-Z0-9])`;
const NUMBER_WORD = String.raw`(?:\s*(?:ID|no\.?|nr\.?|n[º°o]\.?|number|num(?:ber|éro|ero)?\.?|número|numero|#|:))?\s*`;

const ANNOUNCED: Array<[FactType, string]> = [
  ['tracking-number', String.raw`tracking(?:\s+(?:number|no\.?|code|#))?|rastreio|c[óo]digo de rastreamento|seguimiento|n[úu]mero de seguimiento|suivi|num[ée]ro de suivi|Sendungsnummer|Sendungsverfolgung|Trackingnummer|tracciamento|codice di tracciamento`],
  ['invoice-number', String.raw`invoice|factura|facture|Rechnung(?:snummer)?|fattura|fatura|nota fiscal`],
  ['order-number', String.raw`orders?|pedido|commande|Bestellung|Bestellnummer|Auftrag|ordine|encomenda`],
  ['reference-number', String.raw`reference|ref\.?|booking|reservation|confirmation|case|ticket|claim|policy|member(?:ship)?|account|referencia|reserva|localizador|expediente|r[ée]f[ée]rence|r[ée]servation|dossier|Referenz|Buchung(?:snummer)?|Vorgang|Kundennummer|riferimento|prenotazione|pratica|protocolo|protocollo|contrato|contratto|Vertrag`],
  ['code', String.raw`(?:promo|discount|coupon|voucher|gift)?\s?codes?|coupon|código|cupom|cup[óo]n|Gutscheincode|Rabattcode|Code|codice(?: sconto)?|code promo`],
];

const ENDING = /(?:ending(?: in)?|ends in|last four|terminada en|que termina en|terminant par|se terminant par|finissant par|endet auf|Endung|endend auf|final|terminado em|terminada em|que termina com|che termina con|terminante in|finale)\s*(?:\*+|•+)?\s*(\d{4})\b/giu;

export function findIdentifiers(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const [type, words] of ANNOUNCED) {
    // Case-insensitive for the announcing word; a code's own capitals are checked below.
    const re = new RegExp(String.raw`\b(?:${words})\b${NUMBER_WORD}${type === 'code' ? String.raw`["“'«]?([A-Z0-9][A-Z0-9-]{2,})\b` : ID}`, 'giu');
    for (const m of text.matchAll(re)) {
      const id = m[1];
      // Codes are written in capitals ("BLACK30"); an identifier has a digit.
      if (type === 'code' ? id !== id.toUpperCase() || id.length < 3 : !/\d/.test(id)) continue;
      if (type !== 'code' && /^\d{1,2}$/.test(id)) continue;
      const start = m.index! + m[0].lastIndexOf(id) - (m[0][m[0].lastIndexOf(id) - 1] === '#' ? 1 : 0);
      out.push({ type, start, end: m.index! + m[0].length, value: { kind: 'token', value: id.replace(/[^\p{L}\d]/gu, '').toLowerCase() } });
    }
  }
  for (const m of text.matchAll(ENDING)) {
    out.push({ type: 'account', start: m.index!, end: m.index! + m[0].length, value: { kind: 'token', value: m[1] } });
  }
  // A capitalised code standing alone: "BLACK30", "WELCOME10", "FREESHIP".
  for (const m of text.matchAll(/(?<![\p{L}\d#-])([A-Z]{3,}\d{1,4}|[A-Z]{2,}\d+[A-Z]*)(?![\p{L}\d-])/gu))
    out.push({ type: 'code', start: m.index!, end: m.index! + m[0].length, value: { kind: 'token', value: m[1].toLowerCase() } });
  return out;
}
