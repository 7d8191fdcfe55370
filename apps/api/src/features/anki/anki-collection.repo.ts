import Database from 'better-sqlite3';

// The SQL of an Anki collection (`collection.anki2` inside an .apkg, ADR 039): its own SQLite
// database in Anki's schema 11, made in memory for one export and serialised into the package.
// apkg-writer.ts decides what goes in; this module holds every statement (ADR 076: SQL only in repos).

const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

/** The collection's one row of `col`: its creation day and times, and its JSON settings as text. */
export interface AnkiCollectionRow {
  crt: number;
  mod: number;
  scm: number;
  conf: string;
  models: string;
  decks: string;
  dconf: string;
}

/** A note row: `flds` holds the fields joined by Anki's separator, `sfld` the sort field. */
export interface AnkiNoteRow {
  id: number;
  guid: string;
  mid: number;
  mod: number;
  tags: string;
  flds: string;
  sfld: string;
  csum: number;
}

/** A new card of a note (`ord`: which of the note type's templates), due in position `due`. */
export interface AnkiCardRow {
  id: number;
  nid: number;
  did: number;
  ord: number;
  mod: number;
  due: number;
}

/** A new, empty collection in memory. Close it when done (after `serialize`). */
export function openAnkiCollection() {
  const db = new Database(':memory:');
  db.exec(SCHEMA);
  const insertCollection = db.prepare<[number, number, number, string, string, string, string]>(
    `INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags)
     VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')`,
  );
  const insertNote = db.prepare<[number, string, number, number, string, string, string, number]>(
    `INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data)
     VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')`,
  );
  const insertCard = db.prepare<[number, number, number, number, number, number]>(
    `INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
     VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')`,
  );
  return {
    writeCollection: (c: AnkiCollectionRow) => {
      insertCollection.run(c.crt, c.mod, c.scm, c.conf, c.models, c.decks, c.dconf);
    },
    addNote: (n: AnkiNoteRow) => {
      insertNote.run(n.id, n.guid, n.mid, n.mod, n.tags, n.flds, n.sfld, n.csum);
    },
    addCard: (c: AnkiCardRow) => {
      insertCard.run(c.id, c.nid, c.did, c.ord, c.mod, c.due);
    },
    /** Runs `write` in one transaction (one commit for the whole deck). */
    inTransaction: (write: () => void) => db.transaction(write)(),
    /** The collection's database file, as bytes. */
    serialize: (): Uint8Array => db.serialize(),
    close: () => db.close(),
  };
}
