import { useState, type FormEvent } from 'react';
import type { Purpose } from '@brandmail/sdk';
import { COPY_LANGUAGES, PURPOSES } from '../../../generate/types';
import { describeError } from '../lib/client';
import { useClient } from '../lib/context';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

/** The brief: what the email says, what it is for, how many emails (a series), and its language (default: the brand's). */
export function PromptForm({ projectId, onStarted }: { projectId: string; onStarted(conversationId: string): void }) {
  const client = useClient();
  const [prompt, setPrompt] = useState('');
  const [purpose, setPurpose] = useState<Purpose>('auto');
  const [language, setLanguage] = useState('');
  // '' = as the brief says ("a 3-email welcome series"), else one email.
  const [count, setCount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const started = await client.emails.generate({ projectId, prompt, purpose, ...(language ? { language } : {}), ...(count ? { count: Number(count) } : {}) });
      onStarted(started.conversationId);
    } catch (err) {
      setError(describeError(err));
      setBusy(false);
    }
  }

  return (
    <form className="card prompt-form" onSubmit={submit} aria-label="Describe the email">
      <label htmlFor="prompt">What should the email say?</label>
      <textarea
        id="prompt"
        rows={5}
        required
        maxLength={4000}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        placeholder="Spring sale: 20% off all coffee beans until Sunday with the code SPRING20. Link to the shop."
      />
      <div className="form-row">
        <div className="field">
          <label htmlFor="purpose">Purpose</label>
          <select id="purpose" value={purpose} onChange={(e) => setPurpose(e.target.value as Purpose)}>
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
          <select id="count" value={count} onChange={(e) => setCount(e.target.value)}>
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
          <select id="language" value={language} onChange={(e) => setLanguage(e.target.value)}>
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
        <button className="primary" type="submit" disabled={busy || !prompt.trim()}>
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
