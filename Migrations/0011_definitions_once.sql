-- Each definition's text kept once (issue: the exhaustive space). The definition table copied
-- every scenario's definition for the history of runs: a third of a large file, the same text
-- the scenario row holds. A row of `definition_row` now holds its text only once no scenario
-- shows it (the scenario changed or was removed); until then it is NULL and the text is the
-- scenario's, the one with this hash. The `definition` view keeps the table's columns and rows:
-- every definition ever imported, by hash, the first text seen for it.
DROP TRIGGER scenario_definition_added;
DROP TRIGGER scenario_definition_changed;

-- A scenario found by its hash: the view reads a current definition from its scenario.
CREATE INDEX scenario_by_hash ON scenario (hash);

CREATE TABLE definition_row (
  hash TEXT PRIMARY KEY NOT NULL,     -- scenario.hash: SHA-256 of what the outcome depends on
  definition TEXT                     -- canonical JSON (catalogue format 1), without "expect";
                                      -- NULL while it is the definition of the scenario with
                                      -- this hash
) STRICT, WITHOUT ROWID;

INSERT INTO definition_row (hash, definition)
SELECT d.hash,
       CASE WHEN d.definition IS (SELECT s.definition FROM scenario AS s WHERE s.hash = d.hash)
            THEN NULL ELSE d.definition END
FROM definition AS d;
DROP TABLE definition;

CREATE VIEW definition AS
SELECT d.hash,
       coalesce(d.definition,
                (SELECT s.definition FROM scenario AS s WHERE s.hash = d.hash)) AS definition
FROM definition_row AS d;

-- A new hash: its text is the scenario's (a hash seen before keeps its first text).
CREATE TRIGGER scenario_definition_added AFTER INSERT ON scenario BEGIN
  INSERT OR IGNORE INTO definition_row (hash, definition) VALUES (new.hash, NULL);
END;

CREATE TRIGGER scenario_definition_changed AFTER UPDATE OF hash ON scenario BEGIN
  INSERT OR IGNORE INTO definition_row (hash, definition) VALUES (new.hash, NULL);
END;

-- Before a scenario shows another text, or leaves, the row of its hash takes the text it had.
CREATE TRIGGER scenario_definition_kept BEFORE UPDATE OF definition, hash ON scenario
WHEN old.definition IS NOT new.definition OR old.hash IS NOT new.hash BEGIN
  UPDATE definition_row SET definition = old.definition
  WHERE hash = old.hash AND definition IS NULL;
END;

CREATE TRIGGER scenario_definition_removed BEFORE DELETE ON scenario BEGIN
  UPDATE definition_row SET definition = old.definition
  WHERE hash = old.hash AND definition IS NULL;
END;
