/**
 * The words a series adds to its emails so that each has its own opening and subject (issue #23):
 * a short lead line for every email after the first, in the voice of its role, and a subject
 * prefix used only when two emails of a series would otherwise share a subject. None states a
 * fact (no number, date, price or claim): the brief's facts stay the only facts.
 */
import type { CopyLanguage, Register } from '../types';

type RoleGroup = 'follow-up' | 'story' | 'details' | 'reminder' | 'incentive' | 'last' | 'launch' | 'day-of' | 'step' | 'upgrade';

/** The group whose words a role uses. */
export function roleGroup(role: string): RoleGroup {
  if (role === 'story') return 'story';
  if (role === 'details' || role === 'recommendation' || role === 'social-proof' || role === 'tips' || role.startsWith('tip')) return 'details';
  if (role.startsWith('reminder') || role === 'reassurance' || role.startsWith('countdown') || role === 'early-access') return 'reminder';
  if (role === 'incentive' || role === 'offer') return 'incentive';
  if (role === 'last-chance' || role === 'last-call') return 'last';
  if (role === 'launch') return 'launch';
  if (role === 'day-of') return 'day-of';
  if (role === 'first-step' || role === 'next-step') return 'step';
  if (role === 'upgrade') return 'upgrade';
  return 'follow-up';
}

/**
 * A line that addresses the reader is written in both registers, `formal|informal` (Sie|du, vous|tu,
 * usted|tú, Lei|tu): the brand's register picks one, so a series never mixes them ("Abbiamo qualcosa
 * per te. Completi l'ordine quando vuole." read as two writers).
 */
const LEADS: Record<CopyLanguage, Record<RoleGroup, string[]>> = {
  en: {
    'follow-up': ['A quick follow-up from us.', 'One more note from us.'],
    story: ['A little about who we are.', 'Here is the story behind what we do.'],
    details: ['Here is a closer look.', 'A few details worth knowing.'],
    reminder: ['Just a quick reminder.', 'A friendly reminder from us.'],
    incentive: ['We have something for you.', 'A little something to help you decide.'],
    last: ['Last reminder from us.', 'A final note before it ends.'],
    launch: ['The day is here.', 'It is finally here.'],
    'day-of': ['Today is the day.', 'See you soon.'],
    step: ['Your next step.', 'Here is what to do next.'],
    upgrade: ['Time to choose your plan.', 'Keep everything you have set up.'],
  },
  es: {
    'follow-up': ['Te escribimos de nuevo.', 'Una nota más de nuestra parte.'],
    story: ['Un poco sobre quiénes somos.', 'Esta es la historia detrás de lo que hacemos.'],
    details: ['Te lo contamos con más detalle.', 'Algunos detalles que conviene saber.'],
    reminder: ['Un breve recordatorio.', 'Solo queríamos recordárselo.|Solo queríamos recordártelo.'],
    incentive: ['Tenemos algo para usted.|Tenemos algo para ti.', 'Un pequeño empujón para decidirse.|Un pequeño empujón para decidirte.'],
    last: ['Último recordatorio.', 'Una última nota antes de que termine.'],
    launch: ['Por fin ha llegado el día.', 'Ya está aquí.'],
    'day-of': ['Hoy es el día.', 'Nos vemos muy pronto.'],
    step: ['Su siguiente paso.|Tu siguiente paso.', 'Esto es lo que puede hacer ahora.|Esto es lo que puedes hacer ahora.'],
    upgrade: ['Es momento de elegir su plan.|Es momento de elegir tu plan.', 'Conserve todo lo que ha configurado.|Conserva todo lo que has configurado.'],
  },
  fr: {
    'follow-up': ['Un petit mot de suivi.', 'Encore un mot de notre part.'],
    story: ['Un peu de notre histoire.', 'L’histoire derrière ce que nous faisons.'],
    details: ['Tous les détails.', 'Quelques détails à connaître.'],
    reminder: ['Un petit rappel.', 'Nous tenions à vous le rappeler.|Nous tenions à te le rappeler.'],
    incentive: ['Nous avons quelque chose pour vous.|Nous avons quelque chose pour toi.', 'Un petit coup de pouce pour vous décider.|Un petit coup de pouce pour te décider.'],
    last: ['Dernier rappel.', 'Un dernier mot avant la fin.'],
    launch: ['Le grand jour est arrivé.', 'C’est enfin là.'],
    'day-of': ['C’est aujourd’hui.', 'À très bientôt.'],
    step: ['Votre prochaine étape.|Ta prochaine étape.', 'Voici ce que vous pouvez faire maintenant.|Voici ce que tu peux faire maintenant.'],
    upgrade: ['Il est temps de choisir votre formule.|Il est temps de choisir ta formule.', 'Gardez tout ce que vous avez configuré.|Garde tout ce que tu as configuré.'],
  },
  de: {
    'follow-up': ['Eine kurze Nachricht von uns.', 'Noch ein Gruß von uns.'],
    story: ['Ein wenig über uns.', 'Die Geschichte hinter unserer Arbeit.'],
    details: ['Alle Einzelheiten im Überblick.', 'Ein paar Dinge, die Sie wissen sollten.|Ein paar Dinge, die du wissen solltest.'],
    reminder: ['Eine kurze Erinnerung.', 'Wir möchten Sie kurz daran erinnern.|Wir möchten dich kurz daran erinnern.'],
    incentive: ['Wir haben etwas für Sie.|Wir haben etwas für dich.', 'Eine kleine Entscheidungshilfe.'],
    last: ['Die letzte Erinnerung.', 'Ein letzter Hinweis, bevor es endet.'],
    launch: ['Der große Tag ist da.', 'Endlich ist es so weit.'],
    'day-of': ['Heute ist es so weit.', 'Bis gleich.'],
    step: ['Ihr nächster Schritt.|Dein nächster Schritt.', 'So geht es weiter.'],
    upgrade: ['Zeit, Ihren Tarif zu wählen.|Zeit, deinen Tarif zu wählen.', 'Behalten Sie alles, was Sie eingerichtet haben.|Behalte alles, was du eingerichtet hast.'],
  },
  pt: {
    'follow-up': ['Voltamos a escrever.', 'Mais uma mensagem nossa.'],
    story: ['Um pouco sobre quem somos.', 'A história por trás do que fazemos.'],
    details: ['Todos os detalhes.', 'Alguns detalhes que vale a pena saber.'],
    reminder: ['Um lembrete rápido.', 'Só queríamos lembrar.'],
    incentive: ['Temos algo para você.', 'Uma ajudinha para você decidir.'],
    last: ['Último lembrete.', 'Uma última mensagem antes de acabar.'],
    launch: ['Chegou o grande dia.', 'Finalmente chegou.'],
    'day-of': ['É hoje.', 'Até já.'],
    step: ['O seu próximo passo.', 'Veja o que fazer agora.'],
    upgrade: ['É hora de escolher o seu plano.', 'Mantenha tudo o que você configurou.'],
  },
  it: {
    'follow-up': ['Le scriviamo di nuovo.|Ti scriviamo di nuovo.', 'Ancora due parole da parte nostra.'],
    story: ['Un po’ di noi.', 'La storia dietro quello che facciamo.'],
    details: ['Tutti i dettagli.', 'Qualche dettaglio da sapere.'],
    reminder: ['Un breve promemoria.', 'Volevamo ricordarglielo.|Volevamo ricordartelo.'],
    incentive: ['Abbiamo qualcosa per Lei.|Abbiamo qualcosa per te.', 'Una piccola spinta per decidere.'],
    last: ['Ultimo promemoria.', 'Un’ultima nota prima della fine.'],
    launch: ['Il grande giorno è arrivato.', 'Finalmente ci siamo.'],
    'day-of': ['Oggi è il giorno.', 'A presto.'],
    step: ['Il Suo prossimo passo.|Il tuo prossimo passo.', 'Ecco cosa fare adesso.'],
    upgrade: ['È il momento di scegliere il Suo piano.|È il momento di scegliere il tuo piano.', 'Conservi tutto quello che ha configurato.|Conserva tutto quello che hai configurato.'],
  },
};

const PREFIX: Record<CopyLanguage, Record<RoleGroup, string>> = {
  en: { 'follow-up': 'Following up', story: 'Our story', details: 'A closer look', reminder: 'Reminder', incentive: 'For you', last: 'Last chance', launch: 'It’s here', 'day-of': 'Today', step: 'Next step', upgrade: 'Your plan' },
  es: { 'follow-up': 'Seguimos', story: 'Nuestra historia', details: 'En detalle', reminder: 'Recordatorio', incentive: 'Para usted|Para ti', last: 'Última oportunidad', launch: 'Ya está aquí', 'day-of': 'Hoy', step: 'Siguiente paso', upgrade: 'Su plan|Tu plan' },
  fr: { 'follow-up': 'Suite', story: 'Notre histoire', details: 'En détail', reminder: 'Rappel', incentive: 'Pour vous|Pour toi', last: 'Dernière chance', launch: 'C’est là', 'day-of': 'Aujourd’hui', step: 'Prochaine étape', upgrade: 'Votre formule|Ta formule' },
  de: { 'follow-up': 'Nachtrag', story: 'Unsere Geschichte', details: 'Im Detail', reminder: 'Erinnerung', incentive: 'Für Sie|Für dich', last: 'Letzte Chance', launch: 'Es ist da', 'day-of': 'Heute', step: 'Nächster Schritt', upgrade: 'Ihr Tarif|Dein Tarif' },
  pt: { 'follow-up': 'Continuando', story: 'A nossa história', details: 'Em detalhe', reminder: 'Lembrete', incentive: 'Para você', last: 'Última chance', launch: 'Chegou', 'day-of': 'Hoje', step: 'Próximo passo', upgrade: 'O seu plano' },
  it: { 'follow-up': 'Seguito', story: 'La nostra storia', details: 'Nel dettaglio', reminder: 'Promemoria', incentive: 'Per Lei|Per te', last: 'Ultima occasione', launch: 'È arrivato', 'day-of': 'Oggi', step: 'Prossimo passo', upgrade: 'Il Suo piano|Il tuo piano' },
};

/** The line in the brand's register: `formal|informal`, or one line for both. */
const inRegister = (line: string, register: Register) => {
  const [formal, informal = formal] = line.split('|');
  return register === 'informal' ? informal : formal;
};

/**
 * The lead lines for the email at `position` (2…) with `role`, in the order to try them: the turn
 * starts with the position, so two emails of one group open differently.
 */
export function seriesLeads(language: CopyLanguage, role: string, position: number, ends = true, register: Register = 'formal'): string[] {
  const group = roleGroup(role);
  // The last email of a series whose brief sets no end (a post-purchase review request) is the last word, not "before it ends".
  const lines = group === 'last' && !ends ? [LEADS[language].last[0], ...LEADS[language]['follow-up']] : LEADS[language][group];
  return lines.map((_, k) => inRegister(lines[(position + k) % lines.length], register));
}

/** A subject prefix for the role ("Reminder", "Last chance"). */
export function subjectPrefix(language: CopyLanguage, role: string, ends = true, register: Register = 'formal'): string {
  const group = roleGroup(role);
  return inRegister(PREFIX[language][group === 'last' && !ends ? 'follow-up' : group], register);
}
