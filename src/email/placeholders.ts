/**
 * Platform merge tags and unsubscribe tags must reach the HTML byte for byte
 * (`{{ first_name|default:'there' }}`, `<%asm_group_unsubscribe_raw_url%>`), but React escapes
 * quotes and angle brackets in everything it renders. So a render that translates tokens puts an
 * inert alphanumeric placeholder where each one goes and swaps the real text in afterwards,
 * escaping only what could break out of its context.
 */
import { randomBytes } from 'node:crypto';

type Context = 'text' | 'attribute';

export class Placeholders {
  private readonly prefix = `bm${randomBytes(6).toString('hex')}p`;
  private readonly values: Array<{ value: string; context: Context }> = [];

  /** A placeholder for text content: the value may not open a tag, so `<` is escaped. */
  text(value: string): string {
    return this.add(value, 'text');
  }

  /** A placeholder for a double-quoted attribute value: only `"` could end it early. */
  attribute(value: string): string {
    return this.add(value, 'attribute');
  }

  get size(): number {
    return this.values.length;
  }

  apply(html: string): string {
    if (this.values.length === 0) return html;
    return html.replace(new RegExp(`${this.prefix}(\\d+)x`, 'g'), (_, index: string) => {
      const { value, context } = this.values[Number(index)]!;
      return context === 'text' ? value.replace(/</g, '&lt;') : value.replace(/"/g, '&quot;');
    });
  }

  private add(value: string, context: Context): string {
    return `${this.prefix}${this.values.push({ value, context }) - 1}x`;
  }
}
