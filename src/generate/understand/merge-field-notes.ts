/**
 * Where a value comes from in the sending tool, said beside its merge tag: "Betrag per Serienfeld
 * {{spendenbetrag}}", "amount via merge field {{amount}}", "(campo {{saldo_punti}})", "(field
 * {{points}})". The tag is the reader's value; naming it a field is the marketer's note (de-113,
 * it-112 of the ninth batch showed it to the reader). "Betrag per Serienfeld {{x}}" reads "Betrag:
 * {{x}}"; a bracket that names a field keeps only its tag, "({{x}})": the value is the reader's.
 * A label that names the fields ("Champs de fusion :", "Merge fields:") is the label reader's
 * (NOTE_LABEL in ./units.ts).
 */
import { PROMPT_MERGE_TAG } from '../read/shapes';

/** The words that name a tool's field, in the six languages. */
export const FIELD_WORDS = String.raw`(?:merge[- ](?:field|tag|variable)s?|(?:custom\s+)?field|serienfeld(?:er)?|seriendruckfeld|platzhalter|feld|champs?(?:\s+de\s+fusion|\s+personnalis[ée]s?)?|balises?|variables?|campos?(?:\s+de\s+(?:combinaci[oó]n|fusi[oó]n|mesclagem|personaliza[cç][aã]o))?|vari[áa]veis|vari[áa]vel|campi|campo(?:\s+(?:di\s+)?unione)?|variabil[ei])`;

const BRACKET = new RegExp(String.raw`\((?:(?:im|in the|dans le|en el|no|nel)\s+(?:tool|outil|herramienta|ferramenta|strumento)\s*)?(?:${FIELD_WORDS})\s*:?\s*(${PROMPT_MERGE_TAG})\s*\)`, 'giu');
const INLINE = new RegExp(String.raw`(?<=[\p{L}\p{N}])\s+(?:(?:per|via|als|aus|with|by|from|as|in|avec|par|en|dans|con|por|com|pelo|pela|no|na|nel|dal|tramite)\s+(?:(?:the|le|la|el|o|a|il|dem|das)\s+)?)?(?:${FIELD_WORDS})\s*:?\s*(?=${PROMPT_MERGE_TAG})`, 'giu');

/** The text with the words that name a merge tag's field left out; the text as it was without any. */
export function withoutFieldNames(text: string): string {
  return text.replace(BRACKET, '($1)').replace(INLINE, ': ');
}

/** A label that is only such a name ("Champs de fusion", "Merge fields", "Serienfelder"). */
export const FIELD_NAMES = new RegExp(`^${FIELD_WORDS}$`, 'iu');
