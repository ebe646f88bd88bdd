import { BANKS, type CopyKey } from '../copy';
import type { CopyLanguage } from '../types';

/**
 * The labels a reader sees for the keys of a JSON payload. Developers name fields in English
 * whatever language the email is in (Shopify's, Stripe's and Klaviyo's event payloads all do):
 * an Italian shipping email built from `{"size":"M","qty":2,"carrier":"BRT"}` must say "Taglia",
 * "Quantità", "Corriere", not "Size", "Qty", "Carrier". Keys not listed keep their own words.
 * Fields the email's own details rows label (order number, carrier, tracking, delivery, event
 * date, time, place, price) take the phrase bank's label, so a field reads the same in both.
 */
const BANK_KEYS: Record<string, CopyKey> = {
  order: 'order.number',
  carrier: 'order.carrier',
  tracking: 'order.tracking',
  eta: 'order.delivery',
  total: 'order.amount',
  date: 'event.when',
  time: 'event.time',
  venue: 'event.where',
  price: 'event.price',
};

/** The bank's label, when it is a plain phrase (one that varies with the register or pt-PT is left to LABELS). */
function bankLabel(field: string, language: CopyLanguage): string | undefined {
  const key = BANK_KEYS[field];
  const entry = key ? BANKS[language][key] : undefined;
  const first = Array.isArray(entry) ? entry[0] : undefined;
  return typeof first === 'string' ? first : undefined;
}

type Labels = Partial<Record<CopyLanguage, string>>;

const LABELS: Record<string, Labels> = {
  size: { es: 'Talla', fr: 'Taille', de: 'Größe', pt: 'Tamanho', it: 'Taglia' },
  qty: { es: 'Cantidad', fr: 'Quantité', de: 'Menge', pt: 'Quantidade', it: 'Quantità' },
  color: { es: 'Color', fr: 'Couleur', de: 'Farbe', pt: 'Cor', it: 'Colore' },
  subtotal: { es: 'Subtotal', fr: 'Sous-total', de: 'Zwischensumme', pt: 'Subtotal', it: 'Subtotale' },
  shipping: { es: 'Envío', fr: 'Livraison', de: 'Versand', pt: 'Envio', it: 'Spedizione' },
  tracking: { pt: 'Código de rastreamento' },
  order: { pt: 'Número do pedido' },
  address: { es: 'Dirección', fr: 'Adresse', de: 'Adresse', pt: 'Endereço', it: 'Indirizzo' },
  phone: { es: 'Teléfono', fr: 'Téléphone', de: 'Telefon', pt: 'Telefone', it: 'Telefono' },
  code: { es: 'Código', fr: 'Code', de: 'Code', pt: 'Código', it: 'Codice' },
  discount: { es: 'Descuento', fr: 'Réduction', de: 'Rabatt', pt: 'Desconto', it: 'Sconto' },
  expires: { en: 'Valid until', es: 'Válido hasta', fr: 'Valable jusqu’au', de: 'Gültig bis', pt: 'Válido até', it: 'Valido fino al' },
};

/** Spellings of the same field ("quantity", "tracking_number", "estimated_delivery") → a LABELS entry. */
const ALIASES: Record<string, string> = {
  quantity: 'qty',
  colour: 'color',
  unit_price: 'price',
  amount: 'total',
  total_price: 'total',
  grand_total: 'total',
  shipping_cost: 'shipping',
  courier: 'carrier',
  tracking_number: 'tracking',
  tracking_code: 'tracking',
  tracking_id: 'tracking',
  estimated_delivery: 'eta',
  delivery_date: 'eta',
  expected_delivery: 'eta',
  order_number: 'order',
  order_id: 'order',
  location: 'venue',
  coupon: 'code',
  coupon_code: 'code',
  promo_code: 'code',
  discount_code: 'code',
  expiry: 'expires',
  expires_at: 'expires',
  valid_until: 'expires',
};

/** `order.number`, `order.id`: the number of the object it is in. */
const OWN_NUMBER = /^(?:number|id|no|nr)$/;

/**
 * The label for `key` (inside an object held under `parent`) in `language`, or undefined when the
 * key is not a common payload field: the caller then writes the key's own words.
 */
export function payloadLabel(key: string, parent: string | undefined, language: CopyLanguage): string | undefined {
  const norm = key.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
  const parentNorm = parent?.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  const field = OWN_NUMBER.test(norm) && parentNorm && (ALIASES[parentNorm] ?? parentNorm) === 'order' ? 'order' : (ALIASES[norm] ?? norm);
  // English keys read as English already ("Size", "Carrier"); what a key stands for ("number" in an order) does not.
  if (language === 'en' && field === norm && !LABELS[field]?.en) return undefined;
  return bankLabel(field, language) ?? LABELS[field]?.[language];
}

/** Keys naming what an item of a list is ("name", "title", "product"): the line leads with its value. */
export const ITEM_NAME_KEY = /^(?:name|title|product|product_name|item|sku_name|nome|nombre|nom|titel|titolo|t[ií]tulo|produ[ck]t[oe]?)$/iu;
