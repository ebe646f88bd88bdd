/** The `html` file export: the email as one self-contained HTML file (images stay remote). */
import type { PreparedEmail } from '../content';

export interface ExportFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

export function fileBaseName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'email'
  );
}

export function htmlFile(email: PreparedEmail): ExportFile {
  return { data: Buffer.from(email.html, 'utf8'), contentType: 'text/html; charset=utf-8', fileName: `${fileBaseName(email.name)}.html` };
}
