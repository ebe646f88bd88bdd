import type SQLite from 'better-sqlite3';

/**
 * Says, cheaply, whether an embedded database may have changed: a number that moves whenever a
 * write through this connection runs, or another connection (the CLI, another process) has
 * committed. It guards the in-memory copies of the hottest point reads (store/prepared.ts).
 *
 * Why not just read: in a busy server a SQLite point read costs tens of microseconds, most of it
 * in the two fcntl() calls of WAL's read lock and what they evict from the CPU caches — more
 * than the rest of an authenticated request. `PRAGMA data_version` pays that price once per
 * event-loop turn instead of once per read: the requests handled in one turn all see the
 * database as it was when the turn began, plus everything this process wrote since (which
 * moves the clock at once).
 */
export class ChangeClock {
  private epoch = 0;
  private seenVersion = -1;
  private checkedThisTurn = false;
  private readonly endTurn = () => {
    this.checkedThisTurn = false;
  };

  constructor(private readonly dataVersion: () => number) {}

  /** Equal values mean nothing was committed in between (by anyone this connection can see). */
  now(): number {
    if (!this.checkedThisTurn) {
      this.checkedThisTurn = true;
      setImmediate(this.endTurn);
      const version = this.dataVersion();
      if (version !== this.seenVersion) {
        this.seenVersion = version;
        this.epoch++;
      }
    }
    return this.epoch;
  }

  /** A write through this connection: `data_version` does not count those (by definition). */
  noteWrite = () => {
    this.epoch++;
  };
}

/** The clock of an embedded database; writes through it are noted by its Kysely adapter (store/sqlite.ts). */
export function changeClockOf(database: SQLite.Database): ChangeClock {
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  return new ChangeClock(() => dataVersion.get() as number);
}
