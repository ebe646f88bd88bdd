/**
 * A stored text column folded for search in SQL as lib/search-fold.ts folds the search term, so a
 * search box ignores case and accents alike on both backends ("jose" finds José, "ecole" ÉCOLE,
 * "дом" ДОМ). SQLite calls that very function (`search_fold`, registered where the connection
 * opens, store/db.ts). PostgreSQL does the same steps in SQL: decomposed (normalize, NFD) and its
 * diacritics dropped first, so "JOSÉ" is "JOSE" before any lower-casing; lower-cased under ICU's
 * root collation, which lowers as JavaScript does, where the server has it (a database made with
 * LC_CTYPE=C lowers A–Z only under its own); the letters root collation spells out, spelled out.
 * Searches run on one account's rows; no index serves a folded column.
 */
import { sql, type RawBuilder } from 'kysely';
import { DIACRITICS, FOLDED_LETTERS } from '../lib/search-fold';
import type { Db, Dialect } from './db';

const SINGLE = Object.entries(FOLDED_LETTERS).filter(([, to]) => to.length === 1);
const DOUBLE = Object.entries(FOLDED_LETTERS).filter(([, to]) => to.length > 1);

export function foldedForSearch(text: RawBuilder<string>, dialect: Dialect, icu: boolean): RawBuilder<string> {
  if (dialect === 'sqlite') return sql<string>`search_fold(${text})`;
  const bare = sql<string>`regexp_replace(normalize(${text}, NFD), ${DIACRITICS}, '', 'g')`;
  const lowered = icu ? sql<string>`lower(${bare} collate "und-x-icu")` : sql<string>`lower(${bare})`;
  let out = sql<string>`translate(${lowered}, ${SINGLE.map(([c]) => c).join('')}, ${SINGLE.map(([, to]) => to).join('')})`;
  for (const [c, to] of DOUBLE) out = sql<string>`replace(${out}, ${c}, ${to})`;
  return out;
}

const icuOf = new WeakMap<Db, Promise<boolean>>();

/** Whether this PostgreSQL has ICU's root collation (most builds do); SQLite needs none. Asked once per database, again after a failed ask. */
export function hasIcu(db: Db, dialect: Dialect): Promise<boolean> {
  if (dialect !== 'postgres') return Promise.resolve(false);
  let known = icuOf.get(db);
  if (!known) {
    known = sql<{ n: number }>`select count(*)::int as n from pg_catalog.pg_collation where collname = 'und-x-icu'`.execute(db).then(
      ({ rows }) => !!rows[0]?.n,
      (err: unknown) => {
        icuOf.delete(db);
        throw err;
      },
    );
    icuOf.set(db, known);
  }
  return known;
}
