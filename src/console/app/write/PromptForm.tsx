import { useState } from 'react';
import * as z from 'zod';
import { COPY_LANGUAGES, PURPOSES } from '../../../generate/types';
import { describeError } from '../lib/client';
import { useClient } from '../lib/context';
import { FieldError, field, serverErrors, useZodForm } from '../lib/form';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

/** The most a prompt may say (the API fails a longer one with GENERATION_FAILED, generate/schema.ts). */
export const MAX_PROMPT = 4_000;

/**
 * The brief's fields. The API's GenerateRequest is not bundled (it names the whole email
 * document schema); these are its rules for what a person types, with its lists.
 */
const Brief = z.object({
  prompt: z.string().trim().min(1, 'Say what the email is about: the offer, the news, the facts it must carry.').max(MAX_PROMPT),
  purpose: z.enum(['auto', ...PURPOSES]),
  // '' = as the brief says ("a 3-email welcome series"), else one email.
  count: z.union([z.literal(''), z.enum(['1', '2', '3', '4', '5', '6', '7'])]),
  // '' = the brand's language.
  language: z.union([z.literal(''), z.enum(COPY_LANGUAGES)]),
});

/** The brief: what the email says, what it is for, how many emails (a series), and its language (default: the brand's). */
export function PromptForm({ projectId, onStarted }: { projectId: string; onStarted(conversationId: string): void }) {
  const client = useClient();
  const form = useZodForm(Brief, { defaultValues: { prompt: '', purpose: 'auto', count: '', language: '' } });
  const [error, setError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting || form.formState.isSubmitSuccessful;

  const submit = form.handleSubmit(async ({ prompt, purpose, count, language }) => {
    setError(null);
    try {
      const started = await client.emails.generate({ projectId, prompt, purpose, ...(language ? { language } : {}), ...(count ? { count: Number(count) } : {}) });
      onStarted(started.conversationId);
    } catch (err) {
      if (!serverErrors(form, err, { prompt: 'prompt', purpose: 'purpose', count: 'count', language: 'language' })) setError(describeError(err));
      throw err; // not a successful submit: the button is ready again
    }
  });

  return (
    <form className="card prompt-form" onSubmit={(e) => submit(e).catch(() => undefined)} aria-label="Describe the email" noValidate>
      <label htmlFor="prompt">What should the email say?</label>
      <textarea
        {...field(form, 'prompt', 'prompt')}
        rows={5}
        aria-required="true"
        maxLength={MAX_PROMPT}
        placeholder="Spring sale: 20% off all coffee beans until Sunday with the code SPRING20. Link to the shop."
      />
      <FieldError form={form} name="prompt" id="prompt" />
      <div className="form-row">
        <div className="field">
          <label htmlFor="purpose">Purpose</label>
          <select {...field(form, 'purpose', 'purpose')}>
            <option value="auto">Detect from the prompt</option>
            {PURPOSES.map((p) => (
              <option key={p} value={p}>
                {p.replace(/-/g, ' ')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="count">Emails</label>
          <select {...field(form, 'count', 'count')}>
            <option value="">As the brief says (else one)</option>
            {[1, 2, 3, 4, 5, 6, 7].map((n) => (
              <option key={n} value={String(n)}>
                {n === 1 ? 'One email' : `A series of ${n}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="language">Language</label>
          <select {...field(form, 'language', 'language')}>
            <option value="">The brand’s language</option>
            {COPY_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l] ?? l}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="actions">
        <button className="primary" type="submit" disabled={busy}>
          {busy ? 'Starting…' : 'Write the email'}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
