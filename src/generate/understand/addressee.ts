import { GREETING_WORDS, PROMPT_MERGE_TAG } from '../read/shapes';
import type { MessageUnit } from '../types';

/**
 * The reader's name as the prompt's own merge tag. Marketers write the tag of their platform
 * where the name goes ("Hi {{first_name}}, your order shipped", a JSON payload's
 * `"first_name": "{{nome}}"`, "reminder for {{patient_first_name}}: …"). The email greets with
 * that tag as written — its own greeting would greet twice ("Hi there, … Hi {{first_name}}, your
 * order…") or lose the tag — and the unit keeps only what follows the greeting.
 */
/** A tag that stands for a name: its field says so ("first_name", "nome", "FNAME", "Vorname"). */
const NAME_FIELD = /name|nome|nombre|pr[eé]nom|vorname|fname|cliente|customer|kunde|patient|paciente|prenom/iu;
const GREETED = new RegExp(`^(?:(?:${GREETING_WORDS})\\s+)?(${PROMPT_MERGE_TAG})\\s*[,!:]?\\s*`, 'iu');
const ANY_TAG = new RegExp(PROMPT_MERGE_TAG, 'gu');

const isNameTag = (tag: string) => NAME_FIELD.test(tag);

/**
 * The addressee's tag and the units without the greeting that carried it; the units as they were
 * and no addressee when the prompt greets no one by a tag. A name tag the units lost (it stood in
 * a label about the email, "reminder for {{patient_first_name}}:") is still the addressee.
 */
export function readAddressee(units: MessageUnit[], prompt: string): { addressee?: string; units: MessageUnit[] } {
  for (let i = 0; i < units.length; i++) {
    const m = GREETED.exec(units[i].text);
    if (!m || !isNameTag(m[1])) continue;
    const rest = units[i].text.slice(m[0].length);
    const kept = rest
      ? [...units.slice(0, i), { ...units[i], text: rest[0].toLocaleUpperCase() + rest.slice(1) }, ...units.slice(i + 1)]
      : [...units.slice(0, i), ...units.slice(i + 1)];
    return { addressee: m[1], units: kept };
  }
  const inUnits = new Set(units.flatMap((u) => u.text.match(ANY_TAG) ?? []));
  const lost = (prompt.match(ANY_TAG) ?? []).find((tag) => isNameTag(tag) && !inUnits.has(tag));
  return lost ? { addressee: lost, units } : { units };
}
