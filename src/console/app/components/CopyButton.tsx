import { useState } from 'react';

/** Copies a value shown once (a key, a signing secret) and says so. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button type="button" onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false))}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
