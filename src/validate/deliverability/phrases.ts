/**
 * Phrases spam filters weigh, in the spirit of SpamAssassin's body rules (and the published
 * lists ESPs warn about), for the languages brandmail writes. Matched case-insensitively on whole
 * words; each match costs points up to a cap.
 */
export const SPAM_PHRASES: Record<string, string[]> = {
  en: [
    'act now', 'act immediately', 'apply now', 'as seen on', 'buy direct', 'cash bonus', 'cheap meds', 'click below', 'congratulations you',
    'double your income', 'earn extra cash', 'earn money', 'eliminate debt', 'extra income', 'fast cash', 'financial freedom', 'free access',
    'free gift', 'free money', 'free trial', 'get paid', 'guaranteed', 'increase sales', 'limited time only', 'lowest price', 'make money',
    'million dollars', 'miracle', 'money back', 'no catch', 'no credit check', 'no fees', 'no obligation', 'no strings attached', 'once in a lifetime',
    'order now', 'prize', 'risk-free', 'risk free', 'satisfaction guaranteed', 'special promotion', 'this is not spam', 'urgent', 'while supplies last',
    'winner', 'you have been selected', 'you are a winner', "you've won", '100% free', '100% satisfied', 'best price', 'bonus', 'call now',
    'cancel at any time', 'credit card offers', 'dear friend', 'do it today', "don't delete", 'exclusive deal', 'get it now', 'giveaway',
    'incredible deal', 'instant access', 'lose weight', 'meet singles', 'no cost', 'not junk', 'offer expires', 'pure profit', 'viagra', 'casino',
    'work from home', 'be your own boss', 'cash prize', 'claim your', 'wire transfer', 'verify your account', 'account suspended',
  ],
  es: [
    'gratis', 'dinero fácil', 'gane dinero', 'gana dinero', 'oferta exclusiva', 'compre ahora', 'compra ahora', 'sin costo', 'sin compromiso',
    'haga clic aquí', 'ganador', 'felicidades', 'premio', 'urgente', 'tiempo limitado', '100% gratis', 'dinero extra', 'sin riesgo', 'oferta especial',
  ],
  fr: [
    'gratuit', 'argent facile', 'gagnez de l’argent', "gagnez de l'argent", 'offre exclusive', 'achetez maintenant', 'sans engagement',
    'cliquez ici', 'gagnant', 'félicitations', 'urgent', 'durée limitée', '100% gratuit', 'sans risque', 'offre spéciale', 'prix le plus bas',
  ],
  de: [
    'kostenlos', 'gratis', 'schnelles geld', 'geld verdienen', 'exklusives angebot', 'jetzt kaufen', 'unverbindlich', 'hier klicken', 'gewinner',
    'herzlichen glückwunsch', 'dringend', 'nur für kurze zeit', '100% kostenlos', 'ohne risiko', 'sonderangebot', 'tiefstpreis',
  ],
  pt: [
    'grátis', 'dinheiro fácil', 'ganhe dinheiro', 'oferta exclusiva', 'compre agora', 'sem compromisso', 'clique aqui', 'vencedor', 'parabéns',
    'urgente', 'tempo limitado', '100% grátis', 'sem risco', 'oferta especial', 'menor preço',
  ],
  it: [
    'gratis', 'gratuito', 'soldi facili', 'guadagna soldi', 'offerta esclusiva', 'compra ora', 'senza impegno', 'clicca qui', 'vincitore',
    'congratulazioni', 'urgente', 'tempo limitato', '100% gratis', 'senza rischi', 'offerta speciale', 'prezzo più basso',
  ],
  nl: [
    'gratis', 'snel geld', 'geld verdienen', 'exclusieve aanbieding', 'koop nu', 'vrijblijvend', 'klik hier', 'winnaar', 'gefeliciteerd', 'dringend',
    'beperkte tijd', '100% gratis', 'zonder risico', 'speciale aanbieding', 'laagste prijs',
  ],
};

let compiled: Array<{ phrase: string; language: string; re: RegExp }> | undefined;

export function findSpamPhrases(text: string): Array<{ phrase: string; language: string; index: number }> {
  compiled ??= Object.entries(SPAM_PHRASES).flatMap(([language, phrases]) =>
    phrases.map((phrase) => ({
      phrase,
      language,
      re: new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'),
    })),
  );
  const seen = new Set<string>();
  const out: Array<{ phrase: string; language: string; index: number }> = [];
  for (const { phrase, language, re } of compiled) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m && !seen.has(phrase)) {
      seen.add(phrase);
      out.push({ phrase, language, index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}
