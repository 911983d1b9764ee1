-- The definition table becomes a rowid table (issue: the exhaustive space): WITHOUT ROWID kept
-- each 1.1 KB definition in overflow pages, at 2.7 KB a row, more than the scenario table's copy.
-- Same columns, same rows, same triggers.
DROP TRIGGER scenario_definition_added;
DROP TRIGGER scenario_definition_changed;

CREATE TABLE definition_rows (
  hash TEXT PRIMARY KEY NOT NULL,     -- scenario.hash: SHA-256 of what the outcome depends on
  definition TEXT NOT NULL            -- canonical JSON (catalogue format 1), without "expect"
) STRICT;

INSERT INTO definition_rows (hash, definition) SELECT hash, definition FROM definition;
DROP TABLE definition;
ALTER TABLE definition_rows RENAME TO definition;

CREATE TRIGGER scenario_definition_added AFTER INSERT ON scenario BEGIN
  INSERT OR IGNORE INTO definition (hash, definition) VALUES (new.hash, new.definition);
END;

CREATE TRIGGER scenario_definition_changed AFTER UPDATE OF hash ON scenario BEGIN
  INSERT OR IGNORE INTO definition (hash, definition) VALUES (new.hash, new.definition);
END;
