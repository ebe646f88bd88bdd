/**
 * Discounts ("20% off", "up to 30 %", "€10 de réduction", "10 € Rabatt") and free shipping
 * ("free shipping over $50", "envío gratis", "livraison offerte dès 60 €").
 */
import { amountAtStart, findAmounts, findPercentages } from '../read/money';
import { joinList } from '../copy/format';
import type { CopyLanguage, Discount } from '../types';

const UP_TO = /(?:up to|upto|as much as|hasta(?: un| el)?|jusqu'?\s?[àa]|bis zu|ate|até|fino al?|fino a un)\s*$/iu;
// Words that make an amount a discount rather than a price or a threshold.
const DISCOUNT_AFTER =
  /^\s*(?:off|discount|de descuento|de réduction|de reduction|de remise|rabatt|nachlass|de desconto|di sconto|in meno|günstiger|gunstiger|offerts?)\b/iu;
const DISCOUNT_BEFORE =
  /(?:save|saving|get|take|descuento de|ahorra|économisez|economisez|remise de|réduction de|reduction de|spare|sparen sie|spar|economize|desconto de|sconto di|risparmia)\s*$/iu;
const THRESHOLD_BEFORE =
  /(?:over|above|from|orders? (?:of|over|above)|more than|min(?:imum)?(?: order)?(?: of)?|a partir de|más de|mas de|desde|dès|des|à partir de|a partir de|ab|über|uber|acima de|sopra|sopra i|oltre|da)\s*$/iu;

/**
 * A percentage that is a rate, a fee or a change, not money off: "4.35% APY", "5.49% APR",
 * "1.5% late fee", "18% GST", "3 % lordo annuo", "Zinsen von 2 %", "from 8% to 9%".
 */
const RATE_AFTER =
  /^\s*(?:apy|apr|aer|p\.?\s?a\.?|interest|rate|yield|returns?|fee|late fee|service fee|commission|tax|vat|gst|iva|tva|mwst|ust|tae|tin|taeg|tan|cet|de interes|d'interet|de juros|di interesse|zinsen|zins|lordo|lordi|netto|annuo|annui|al ano|al anno|par an|pro jahr|ao ano|a\.a\.|anual|annual|per year|a year|fees?|charge|surcharge|markup|de recargo|de comision|de frais|gebuhr|de taxa|di commissione|(?:to|a|à|auf|para|al|→|->)\s*\d{1,2}(?:[.,]\d{1,2})?\s?%)(?![\p{L}])/iu;
const RATE_BEFORE =
  /(?:rate|interest|comiss[aã]o|comisi[oó]n|commissione|provision|iva|tva|mwst|tarifa|multa|arrhes|acompte|reajuste|aumento|augmentation|anzahlung|caparra|acconto|sinal|juros|inter[eé]s|int[eé]r[eê]ts?|interessi|yield|apy|apr|fee|tax|vat|gst|commission|tasa|taux|zins(?:satz)?|taxa|tasso|rendimento|rende(?:ndo)?|rinde|rapporte|(?:changes?|changing|changed|increases?|increasing|rises?|goes|going|moves?|raised?|lowered?|cambia|passe|steigt|sobe|passa) (?:from|de|von|da|dal)|(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s*(?:to|a|à|auf|para|al|→|->))|(?:rises?|rising|increases?|increasing|goes up|climbs?|sobe|sube|steigt|augmente|aumenta|passa|passe) (?:to|a|à|auf|para|al))\s*(?:of|de|du|von|di|do|da|il|el|le|un|uno|una)?\s*$/iu;

/**
 * A percentage is money off only when its words say so: "off", "de descuento", "Rabatt" after it,
 * "save"/"-" before it, a scope ("20 % sur les manteaux", "15 % su tutti i giochi"), an end ("15 %
 * até 9 de maio") or an offer named in its sentence ("Black Friday: 30% everything"). Otherwise it
 * is a share, a strength or a change: "5% niacinamide", "chocolate 70%", "6,8 %" of a beer, "cuts
 * noise by 40%", "donate 5% of sales".
 */
// "-20 %", not a list's "- 20 %".
const PERCENT_MINUS_BEFORE = /(?:^|[\s(:])[-−–]$/u;
const PERCENT_SCOPE_AFTER =
  /^\s*(?:extra\s+|adicional\s+|supplémentaires?\s+|in più\s+)?(?:on|sur|su|sul|sulla|sui|sugli|sulle|auf|en|em|nos|nas|sobre)\s+(?![\d])/iu;
const PERCENT_UNTIL_AFTER = /^\s*(?:until|till|hasta|jusqu|bis|até|ate|fino)(?![\p{L}])/iu;
const PERCENT_SHARE_AFTER = /^\s*(?:of|de|des|du|der|di|del|della|dello|dei|degli|delle|do|da|dos|das)\s/iu;
const OFFER_CONTEXT =
  /(?<![\p{L}])(?:off|discounts?|discounted|sale|on sale|save|savings?|deals?|promos?|promo code|promotions?|coupons?|vouchers?|codes?|clearance|markdowns?|black friday|cyber monday|buen fin|hot sale|rebajas?|descuentos?|ofertas?|promoci[oó]n(?:es)?|liquidaci[oó]n|cup[oó]n|c[oó]digo|soldes|r[ée]ductions?|remises?|rabais|vendredi fou|d[ée]stockage|sconti|sconto|saldi|promozion[ei]|offert[ae]|codice|rabatt|aktion|angebot|reduziert|schn[äa]ppchen|gutschein|descontos?|promo[çc][ãa]o|saldos|liquida[çc][ãa]o|cupom|korting)(?![\p{L}])/iu;

function sentenceAround(text: string, start: number, end: number): string {
  const from = Math.max(...['.', '!', '?', '\n', ';'].map((c) => text.lastIndexOf(c, start - 1))) + 1;
  const stops = ['. ', '!', '?', '\n', ';'].map((c) => text.indexOf(c, end)).filter((i) => i >= 0);
  return text.slice(from, stops.length ? Math.min(...stops) : text.length);
}

/**
 * "our prices go up 5% on Jan 1", "los precios suben un 4 %", "erhöhen wir die Preise um 3 %": a
 * percentage a price rises by is the opposite of an offer (the email once read "Enjoy 5% off").
 */
const INCREASE_BEFORE =
  /(?<![\p{L}])(?:go(?:es)? up|going up|went up|rise|rises|rising|rose|increase[sd]?|increasing|raise[sd]?|raising|up by|hike of|suben?|subir[aá]n?|aumenta[nr]?|aumentar[aá]n?|incrementa[nr]?|augmente(?:nt|ront)?|augmenter|hausse(?:nt)? de|steigen|steigt|erh[öo]hen|erh[öo]ht|teurer|sobem?|subir[aã]o|aumentam|reajust\p{L}*|salgono|rincar\p{L}*)(?:\s+(?:by|of|un|en|el|de|du|um|em|di|del|dello|della|wir|ihre|die|preise|prices|precios|prix|pre[çc]os|prezzi|\p{L}+))?(?:\s+(?:by|of|un|en|de|um|em|di|del))?\s*$/iu;

function percentIsOffer(text: string, start: number, end: number, before: string, after: string): boolean {
  if (INCREASE_BEFORE.test(before) && !DISCOUNT_AFTER.test(after)) return false;
  if (DISCOUNT_AFTER.test(after) || DISCOUNT_BEFORE.test(before)) return true;
  if (RATE_AFTER.test(after) || RATE_BEFORE.test(before)) return false;
  // "-20 % di uva rispetto al 2025" is a change of a quantity, "-20 % sur tout" money off.
  if (PERCENT_SHARE_AFTER.test(after)) return false;
  if (PERCENT_MINUS_BEFORE.test(before) || PERCENT_SCOPE_AFTER.test(after) || PERCENT_UNTIL_AFTER.test(after)) return true;
  return OFFER_CONTEXT.test(sentenceAround(text, start, end));
}

export function extractDiscount(text: string): Discount | undefined {
  return findDiscount(text)?.discount;
}

/** The discount and where its words end, so the scope after it ("off all jackets") can be read. */
export function findDiscount(text: string): { discount: Discount; end: number } | undefined {
  for (const p of findPercentages(text)) {
    if (p.value <= 0 || p.value >= 100) continue;
    const before = text.slice(Math.max(0, p.start - 20), p.start);
    const after = text.slice(p.end, p.end + 24);
    if (!percentIsOffer(text, p.start, p.end, before, after)) continue;
    return { discount: { kind: 'percent', value: p.value, upTo: UP_TO.test(before) }, end: p.end };
  }
  for (const a of findAmounts(text)) {
    const before = text.slice(Math.max(0, a.start - 25), a.start);
    const after = text.slice(a.end, a.end + 20);
    if (THRESHOLD_BEFORE.test(before)) continue;
    if (DISCOUNT_AFTER.test(after) || DISCOUNT_BEFORE.test(before)) {
      if (a.value > 0) return { discount: { kind: 'amount', value: a.value, currency: a.currency, upTo: UP_TO.test(before) }, end: a.end };
    }
  }
  return undefined;
}

const FREE_SHIPPING =
  /free (?:shipping|delivery)|ships? free|envío gratis|envio gratis|envío gratuito|envio gratuito|livraison (?:gratuite|offerte)|frais de port offerts|kostenloser versand|versandkostenfrei|gratis versand|frete grátis|frete gratis|envio grátis|spedizione gratuita|consegna gratuita/iu;

/** The words before a free-shipping threshold's amount: "over", "on orders over", "de más de", "dès". */
const THRESHOLD_AFTER =
  /^\s*(?:on )?(?:orders? |pedidos |commandes |bestellungen |compras |ordini )?(?:over|above|from|of|de más de|de mas de|a partir de|desde|dès|des|à partir de|ab|über|uber|acima de|sopra|oltre|da|superiores a|supérieures à)\s*/iu;

export function extractFreeShipping(text: string): { minimum?: { value: number; currency: string } } | undefined {
  const m = FREE_SHIPPING.exec(text);
  if (!m) return undefined;
  // A threshold right after ("free shipping over $50", "livraison offerte dès 60 €").
  const tail = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
  const lead = THRESHOLD_AFTER.exec(tail);
  const minimum = lead ? amountAtStart(tail.slice(lead[0].length)) : undefined;
  return minimum && minimum.value > 0 ? { minimum: { value: minimum.value, currency: minimum.currency } } : {};
}

/**
 * What the discount applies to, with its preposition, as the prompt writes it: "all jackets",
 * "en todas las plantas", "sur toute la boutique", "auf alle Jacken". Sitewide words are kept too
 * ("everything", "sur tout le site"), since they are what the offer says.
 */
const SCOPE: Record<string, RegExp> = {
  // Not a condition ("10% off if you complete your order today"): the email words its own.
  en: /^\s*(?:off|discount)\s+(?!(?:if|when|once|until|till|through|by|before|with|using|code)(?![\p{L}]))((?:on\s+)?[^.,;:!?\n()]{2,50}?)(?=\s+(?:until|till|through|ending|ends|with|using|for|from|when|if|this|next|before|by|and|code)(?![\p{L}])|[.,;:!?\n()]|$)/iu,
  es: /^\s*(?:de descuento|de rebaja|menos)?\s*((?:en|sobre)\s+[^.,;:!?\n()]{2,50}?)(?=\s+(?:hasta|con|desde|del|este|esta|y|para|si|antes)(?![\p{L}])|[.,;:!?\n()]|$)/iu,
  fr: /^\s*(?:de réduction|de reduction|de remise|de rabais)?\s*((?:sur|sur tout|sur toute|sur tous|sur toutes)\s+[^.,;:!?\n()]{2,50}?)(?=\s+(?:jusqu|avec|dès|des|du|ce|cette|et|pour|si|avant)(?![\p{L}])|[.,;:!?\n()]|$)/iu,
  de: /^\s*(?:rabatt|nachlass|günstiger)?\s*((?:auf|für)\s+[^.,;:!?\n()]{2,50}?)(?=\s+(?:bis|mit|ab|vom|diese[nms]?|und|wenn|vor)(?![\p{L}])|[.,;:!?\n()]|$)/iu,
  pt: /^\s*(?:de desconto|off)?\s*((?:em|no|na|nos|nas|sobre)\s+[^.,;:!?\n()]{2,50}?)(?=\s+(?:até|ate|com|a partir|neste|nesta|e|para|se|antes)(?![\p{L}])|[.,;:!?\n()]|$)/iu,
  it: /^\s*(?:di sconto|in meno)?\s*((?:su|sul|sulla|sui|sugli|sulle)\s+[^.,;:!?\n()]{2,50}?)(?=\s+(?:fino|con|dal|questo|questa|e|per|se|prima|entro)(?![\p{L}])|[.,;:!?\n()]|$)/iu,
};

export function extractDiscountScope(text: string, end: number, language: string): string | undefined {
  const re = SCOPE[language];
  if (!re) return undefined;
  const m = re.exec(text.slice(end, end + 80));
  if (!m) return undefined;
  const scope = m[1].replace(/\s+/g, ' ').trim();
  if (scope.split(' ').length > 7 || /\b(?:code|c[oó]digo|codice|gutschein)\b/i.test(scope)) return undefined;
  // "off your first order", "sur votre prochaine commande": who gets it, not what it covers. A first
  // or next thing that is no order ("no primeiro banho", "on the first box", "sur le premier cours")
  // is what the offer covers: without it, the email offers more than the prompt does.
  if (
    /(?:^|\s)(?:first|primeira|primeiro|primera|primer|première|premier|prima|primo|ersten?|erster|next|próxima|proxima|próximo|proximo|prochaine|prochain|prossim[ao]|nächsten?|naechsten?)(?![\p{L}])(?:\s+\p{L}+)?\s*(?:order|purchase|buy|shop|compra|pedido|encomenda|commande|achat|bestellung|einkauf|kauf|ordine|acquisto|time|vez|fois|mal|volta)?(?![\p{L}])/iu.exec(
      scope,
    )?.[0].match(/(?:order|purchase|buy|shop|compra|pedido|encomenda|commande|achat|bestellung|einkauf|kauf|ordine|acquisto|time|vez|fois|mal|volta)$/iu)
  )
    return undefined;
  if (
    /^(?:on\s+)?(?:your|their|his|her|my|orders?|purchases?|everything you|(?:en|sobre|sur|auf|für|em|no|na|su|sul|sulla) (?:tu|su|sus|votre|ta|ton|vos|ihre?n?|deine?n?|sua|seu|tua|tuo|la prochaine|le prochain|el próximo|la próxima|o próximo|a próxima|il prossimo|la prossima|ihre nächste|deine nächste))\b/iu.test(
      scope,
    )
  )
    return undefined;
  return scope;
}

/** The preposition an offer's scope takes in each language ("20% off on X", "20 % sur X"). */
export const SCOPE_PREPOSITION: Record<string, string> = { en: 'on', es: 'en', fr: 'sur', de: 'auf', pt: 'em', it: 'su' };

const SITEWIDE = new Set(
  'all every everything sitewide storewide entire whole store shop site products items order orders range collection our the your any selected select todo toda todos todas tienda productos pedido tout toute tous toutes boutique produits commande alle allem gesamte sortiment produkte bestellung loja produtos tutto tutta tutti tutte negozio prodotti ordine sul sulla sui sugli sulle sur auf für fur en em no na nos nas su on de del des'.split(
    ' ',
  ),
);

function foldWord(w: string): string {
  return w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Distinctive stems of a scope ("all jackets" → ["jacket"]); none for a sitewide offer. */
export function scopeStems(scope: string): string[] {
  return (foldWord(scope).match(/[\p{L}]{4,}/gu) ?? [])
    .filter((w) => !SITEWIDE.has(w))
    .map((w) => w.replace(/(?:es|en|s|e)$/, ''))
    .filter((w) => w.length >= 4);
}

/** Whether an offer's scope covers a product, by the product's name. Sitewide scopes cover all. */
export function scopeCovers(scope: string | undefined, productName: string): boolean {
  if (!scope) return true;
  const stems = scopeStems(scope);
  if (!stems.length) return true;
  const name = foldWord(productName);
  return stems.some((stem) => name.includes(stem));
}

/**
 * The discount a text states, with what it covers (brief and refinements alike). A scope read in
 * another language than the email's ("25% off boots" for a Spanish email) cannot be carried over,
 * but the brand's products it names can ("en Cascade Hiking Boots"); otherwise the email presents
 * the offer without that limit and a warning says so.
 */
export function readDiscount(
  text: string,
  context: { scopeLanguage: string; copy: CopyLanguage; tag: string; sameLanguage: boolean; products: ReadonlyArray<{ name: string }> },
  warnings: string[],
): Discount | undefined {
  const found = findDiscount(text);
  if (!found) return undefined;
  const scope = extractDiscountScope(text, found.end, context.scopeLanguage);
  if (!scope) return found.discount;
  if (context.sameLanguage) return { ...found.discount, scope };
  const covered = context.products.filter((p) => scopeCovers(scope, p.name)).map((p) => p.name);
  if (covered.length && covered.length <= 3) return { ...found.discount, scope: `${SCOPE_PREPOSITION[context.copy]} ${joinList(covered, context.tag)}` };
  warnings.push(
    `The offer applies to "${scope}", which could not be written in ${context.tag}: the email presents it without that limit. Add the scope in ${context.tag} to the prompt, or configure an LLM writer.`,
  );
  return found.discount;
}
