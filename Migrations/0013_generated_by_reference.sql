-- Generated scenarios kept by reference (issue: the exhaustive space). A scenario that
-- `rotationdb generate --import` wrote is named by its space and its index there, from which the
-- generator makes it again, the same bytes: its canonical JSON, 930 bytes of its 1.6 KB row in
-- the standard space, is no longer stored. `definition` is NULL exactly when `space` and
-- `space_index` are set. Scenarios imported before keep their text (a new `generate --import`
-- turns them into references). Same rows; the triggers keep a reference for history as they
-- keep a text.
DROP VIEW definition;
DROP TRIGGER scenario_definition_added;
DROP TRIGGER scenario_definition_changed;
DROP TRIGGER scenario_definition_kept;
DROP TRIGGER scenario_definition_removed;

CREATE TABLE scenario_rebuilt (
  id TEXT PRIMARY KEY NOT NULL,
  position INTEGER NOT NULL,          -- import order: export keeps it
  title TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('iphone', 'ipad')),
  definition TEXT,                    -- canonical JSON (catalogue format 1), without "expect";
                                      -- NULL for a generated scenario kept by reference
  hash TEXT NOT NULL,                 -- SHA-256 of the definition
  space TEXT,                         -- a generated scenario's space ('standard', 'small')
  space_index INTEGER,                -- and its index there: `generate --space S` makes it
  CHECK ((definition IS NULL) = (space IS NOT NULL AND space_index IS NOT NULL)),
  CHECK ((space IS NULL) = (space_index IS NULL))
) STRICT;

INSERT INTO scenario_rebuilt (id, position, title, device, definition, hash)
SELECT id, position, title, device, definition, hash FROM scenario;
-- Foreign keys are off while migrating: the drop does not cascade to tags and expectations,
-- and the rename carries their references along.
DROP TABLE scenario;
ALTER TABLE scenario_rebuilt RENAME TO scenario;

CREATE INDEX scenario_by_position ON scenario (position, id);
CREATE INDEX scenario_by_hash ON scenario (hash);

-- A definition kept for history: its text, or the reference of a generated scenario.
ALTER TABLE definition_row ADD COLUMN space TEXT;
ALTER TABLE definition_row ADD COLUMN space_index INTEGER;

-- Every definition ever imported, by hash: the first text, or reference, seen for it. A row
-- holding neither is the definition of the scenario with this hash.
CREATE VIEW definition AS
SELECT d.hash,
       CASE WHEN d.definition IS NULL AND d.space IS NULL
            THEN (SELECT s.definition FROM scenario AS s WHERE s.hash = d.hash)
            ELSE d.definition END AS definition,
       CASE WHEN d.definition IS NULL AND d.space IS NULL
            THEN (SELECT s.space FROM scenario AS s WHERE s.hash = d.hash)
            ELSE d.space END AS space,
       CASE WHEN d.definition IS NULL AND d.space IS NULL
            THEN (SELECT s.space_index FROM scenario AS s WHERE s.hash = d.hash)
            ELSE d.space_index END AS space_index
FROM definition_row AS d;

CREATE TRIGGER scenario_definition_added AFTER INSERT ON scenario BEGIN
  INSERT OR IGNORE INTO definition_row (hash, definition) VALUES (new.hash, NULL);
END;

CREATE TRIGGER scenario_definition_changed AFTER UPDATE OF hash ON scenario BEGIN
  INSERT OR IGNORE INTO definition_row (hash, definition) VALUES (new.hash, NULL);
END;

-- Before a scenario shows another definition, or leaves, the row of its hash takes the text or
-- reference it had. A text turned into the reference of the same hash (a generated scenario
-- imported again) is the same definition: nothing is kept.
CREATE TRIGGER scenario_definition_kept BEFORE UPDATE OF definition, hash, space, space_index
ON scenario
WHEN old.hash IS NOT new.hash
  OR (new.definition IS NOT NULL AND old.definition IS NOT new.definition)
  OR (new.space IS NOT NULL AND old.space IS NOT NULL
      AND (old.space IS NOT new.space OR old.space_index IS NOT new.space_index)) BEGIN
  UPDATE definition_row
  SET definition = old.definition, space = old.space, space_index = old.space_index
  WHERE hash = old.hash AND definition IS NULL AND space IS NULL;
END;

CREATE TRIGGER scenario_definition_removed BEFORE DELETE ON scenario BEGIN
  UPDATE definition_row
  SET definition = old.definition, space = old.space, space_index = old.space_index
  WHERE hash = old.hash AND definition IS NULL AND space IS NULL;
END;
