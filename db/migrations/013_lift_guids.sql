-- Exchange with FieldWorks (issue 15, ADR 037). Every dictionary entry gets a stable guid, the
-- identity LIFT gives an entry: importing an updated LIFT file matches entries by it, and an
-- exported file keeps it, so FLEx recognises the entries it already has.

ALTER TABLE lexs ADD COLUMN guid TEXT;

-- A random (version 4) UUID, written the way LIFT and FLEx write guids.
UPDATE lexs SET guid = lower(
  hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
  substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))
);

CREATE UNIQUE INDEX lexs_guid ON lexs (guid);

-- Every way of adding an entry (the dictionary, the CSV and JSON import, the CLI) gets a guid
-- without being told: an entry added without one is given one at once.
CREATE TRIGGER lexs_guid_given AFTER INSERT ON lexs WHEN NEW.guid IS NULL
BEGIN
  UPDATE lexs SET guid = lower(
    hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
    substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))
  ) WHERE id = NEW.id;
END;

-- Settings the exchange remembers between runs (the vernacular writing system of the last LIFT
-- import, which the LIFT export writes words in by default).
CREATE TABLE exchange_settings (
  name   TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);
