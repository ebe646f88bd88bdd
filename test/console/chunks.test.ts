/** How the Contacts screen splits an uploaded file into requests, and numbers rows back. */
import { describe, expect, it } from 'vitest';
import { chunksOf, csvChunks, csvRecords, jsonChunks } from '../../src/console/app/contacts/chunks';

describe('contact upload chunks', () => {
  it('keeps quoted commas, quotes and line breaks inside one CSV record', () => {
    expect(csvRecords('email,note\r\na@x.example,"one, ""two""\nthree"\nb@x.example,plain')).toEqual(['email,note', 'a@x.example,"one, ""two""\nthree"', 'b@x.example,plain']);
  });

  it('repeats the header in every part and offsets rows so the server’s numbers are the file’s', () => {
    const text = ['email', ...Array.from({ length: 5 }, (_, i) => `p${i}@x.example`)].join('\n') + '\n\n';
    const chunks = csvChunks(text, 2);
    expect(chunks.map((c) => c.kind === 'csv' && [c.body, c.offset])).toEqual([
      ['email\np0@x.example\np1@x.example\n', 0],
      ['email\np2@x.example\np3@x.example\n', 2],
      ['email\np4@x.example\n', 4],
    ]);
    // The server calls the second data row of part 2 "row 3" (header = 1): the file's line 5.
    expect(3 + chunks[1].offset).toBe(5);
  });

  it('reads JSON arrays and { contacts } objects, and says what is wrong with other files', () => {
    expect(jsonChunks('[{"email":"a@x.example"},{"email":"b@x.example"},{"email":"c@x.example"}]', 2).map((c) => c.offset)).toEqual([0, 2]);
    expect(chunksOf('list.txt', '{"contacts":[{"email":"a@x.example"}]}')[0].kind).toBe('json');
    expect(() => chunksOf('list.json', '{"people":[]}')).toThrow(/array of contacts/);
    expect(() => chunksOf('list.json', '[oops')).toThrow(/not valid JSON/);
    expect(() => chunksOf('list.csv', 'email\n')).toThrow(/no contacts/);
    expect(() => chunksOf('list.csv', '')).toThrow(/empty/);
  });
});
