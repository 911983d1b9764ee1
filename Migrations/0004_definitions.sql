-- Every scenario definition a run may have evaluated, kept by its hash (once), so that an old
-- run is described with the definition it evaluated even after the scenario changed or left.
CREATE TABLE definition (
  hash TEXT PRIMARY KEY NOT NULL,     -- SHA-256 of definition (scenario.hash)
  definition TEXT NOT NULL            -- canonical JSON (catalogue format 1), without "expect"
) STRICT, WITHOUT ROWID;

INSERT OR IGNORE INTO definition (hash, definition) SELECT hash, definition FROM scenario;

CREATE TRIGGER scenario_definition_added AFTER INSERT ON scenario BEGIN
  INSERT OR IGNORE INTO definition (hash, definition) VALUES (new.hash, new.definition);
END;

CREATE TRIGGER scenario_definition_changed AFTER UPDATE OF hash ON scenario BEGIN
  INSERT OR IGNORE INTO definition (hash, definition) VALUES (new.hash, new.definition);
END;
