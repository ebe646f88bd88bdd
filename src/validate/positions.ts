/** Offsets in the HTML source ↔ 1-based line and column, as editors and parse5 count them. */
export class LineIndex {
  private readonly starts: number[];

  constructor(private readonly source: string) {
    const starts = [0];
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = starts;
  }

  position(offset: number): { line: number; column: number } {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }

  /** The source around `offset`: its line, cut to about 120 characters centred on the position. */
  snippet(offset: number, length = 0): string {
    const { line } = this.position(offset);
    const start = this.starts[line - 1];
    const nextStart = line < this.starts.length ? this.starts[line] : this.source.length;
    let end = nextStart;
    while (end > start && (this.source[end - 1] === '\n' || this.source[end - 1] === '\r')) end--;
    let from = start;
    let to = end;
    const width = 120;
    if (to - from > width) {
      const centre = Math.min(offset + Math.floor(length / 2), end);
      from = Math.max(start, centre - width / 2);
      to = Math.min(end, from + width);
      from = Math.max(start, to - width);
    }
    const text = this.source.slice(from, to).trim();
    return (from > start ? '…' : '') + text + (to < end ? '…' : '');
  }
}
