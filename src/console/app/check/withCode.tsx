import type { ReactNode } from 'react';

/**
 * A check's message with its `backticked` names (`<style>`, `@media`, `margin`) shown as code, as
 * the checks write them in Markdown's way: a person reads "<style> element" set apart, not the
 * backticks. The text stays text (React escapes it); an unpaired backtick is left as written.
 */
export function withCode(text: string): ReactNode[] {
  const parts = text.split(/`([^`\n]+)`/);
  return parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part)).filter((p) => p !== '');
}
