-- Scenarios keyed by small integers (issue: the exhaustive space). A scenario's id, 34 to 70
-- characters, was written in every row naming the scenario (its tags, their index, its
-- expectations, and each of its outcomes in every run), and its 64-character content hash in
-- the scenario, its index and its definition row: ~1,000 bytes a scenario of the standard space
-- before any outcome. Each id now has a number, kept in `scenario_number` for good (a run names
-- a removed scenario by it), and rows name scenarios by number and hashes by their key in
-- `hash`. A generated scenario's title, ~240 characters its space makes again, is no longer
-- stored either. The `scenario` table becomes `scenario_row`; a view named `scenario` gives the
-- columns it had (a generated scenario's title is NULL there, as its definition is). The views users query (`outcome`, `latest_final_orientation`,
-- `run_mismatch`, `run_outcome_resolved`, `definition`) keep their columns and their rows.
DROP VIEW latest_mismatch;
DROP VIEW run_mismatch;
DROP VIEW latest_final_orientation;
DROP VIEW outcome;
DROP VIEW run_outcome_resolved;
DROP VIEW definition;
DROP TRIGGER scenario_definition_added;
DROP TRIGGER scenario_definition_changed;
DROP TRIGGER scenario_definition_kept;
DROP TRIGGER scenario_definition_removed;

-- Every scenario id ever stored, numbered: current scenarios in import order, then the ids
-- only runs name.
CREATE TABLE scenario_number (
  number INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE
) STRICT;

INSERT INTO scenario_number (id) SELECT id FROM scenario ORDER BY position;
INSERT OR IGNORE INTO scenario_number (id)
SELECT DISTINCT scenario FROM run_outcome ORDER BY scenario;

-- Every hash of a scenario or a definition has its key, as results' hashes have had.
INSERT OR IGNORE INTO hash (hash) SELECT hash FROM scenario ORDER BY position;
INSERT OR IGNORE INTO hash (hash) SELECT hash FROM definition_row ORDER BY hash;

CREATE TABLE scenario_row (
  number INTEGER PRIMARY KEY REFERENCES scenario_number (number),
  position INTEGER NOT NULL,          -- import order: export keeps it
  title TEXT,                         -- NULL for a generated scenario: its space makes it
  device TEXT NOT NULL CHECK (device IN ('iphone', 'ipad')),
  hash_key INTEGER NOT NULL REFERENCES hash (id), -- the SHA-256 of the definition, in `hash`
  definition TEXT,                    -- canonical JSON (catalogue format 1), without "expect";
                                      -- NULL for a generated scenario kept by reference
  space TEXT,                         -- a generated scenario's space ('standard', 'small')
  space_index INTEGER,                -- and its index there: `generate --space S` makes it
  CHECK ((definition IS NULL) = (space IS NOT NULL AND space_index IS NOT NULL)),
  CHECK ((space IS NULL) = (space_index IS NULL)),
  CHECK ((title IS NULL) = (definition IS NULL))
) STRICT;

-- A reference's title was the one its space makes (`generate --import` wrote both).
INSERT INTO scenario_row
  (number, position, title, device, hash_key, definition, space, space_index)
SELECT n.number, s.position, CASE WHEN s.definition IS NOT NULL THEN s.title END, s.device, h.id, s.definition, s.space, s.space_index
FROM scenario AS s
JOIN scenario_number AS n ON n.id = s.id
JOIN hash AS h ON h.hash = s.hash;

CREATE TABLE scenario_tag_numbered (
  scenario_number INTEGER NOT NULL REFERENCES scenario_row (number) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (scenario_number, tag)
) STRICT, WITHOUT ROWID;

INSERT INTO scenario_tag_numbered (scenario_number, tag, position)
SELECT n.number, t.tag, t.position
FROM scenario_tag AS t JOIN scenario_number AS n ON n.id = t.scenario;

CREATE TABLE expectation_numbered (
  scenario_number INTEGER NOT NULL REFERENCES scenario_row (number) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  profile TEXT NOT NULL,
  profile_index INTEGER NOT NULL,     -- the profile's index in the expectation's "profiles"
  step INTEGER NOT NULL CHECK (step >= 0),
  interface_orientation TEXT,
  status_bar_orientation TEXT,
  rotated INTEGER CHECK (rotated IN (0, 1)),
  checks_error INTEGER NOT NULL CHECK (checks_error IN (0, 1)),
  error TEXT,                         -- with checks_error = 1: NULL means no error expected
  crashed INTEGER CHECK (crashed IN (0, 1)),
  evidence TEXT NOT NULL
    CHECK (evidence IN ('device', 'simulator', 'documented', 'observed', 'inferred', 'recorded')),
  source TEXT,
  checks_decider INTEGER NOT NULL DEFAULT 0 CHECK (checks_decider IN (0, 1)),
  decider TEXT,
  checks_geometry_error INTEGER NOT NULL DEFAULT 0 CHECK (checks_geometry_error IN (0, 1)),
  geometry_error INTEGER,
  skipped INTEGER CHECK (skipped IN (0, 1)),
  warning TEXT,
  notified TEXT,
  PRIMARY KEY (scenario_number, position, profile)
) STRICT, WITHOUT ROWID;

INSERT INTO expectation_numbered
  (scenario_number, position, profile, profile_index, step, interface_orientation,
   status_bar_orientation, rotated, checks_error, error, crashed, evidence, source,
   checks_decider, decider, checks_geometry_error, geometry_error, skipped, warning, notified)
SELECT n.number, e.position, e.profile, e.profile_index, e.step, e.interface_orientation,
       e.status_bar_orientation, e.rotated, e.checks_error, e.error, e.crashed, e.evidence,
       e.source, e.checks_decider, e.decider, e.checks_geometry_error, e.geometry_error,
       e.skipped, e.warning, e.notified
FROM expectation AS e JOIN scenario_number AS n ON n.id = e.scenario;

CREATE TABLE run_outcome_numbered (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  scenario_number INTEGER NOT NULL REFERENCES scenario_number (number),
  profile TEXT NOT NULL,
  result INTEGER NOT NULL REFERENCES "result" (id),
  PRIMARY KEY (run, scenario_number, profile)
) STRICT, WITHOUT ROWID;

INSERT INTO run_outcome_numbered (run, scenario_number, profile, result)
SELECT o.run, n.number, o.profile, o.result
FROM run_outcome AS o JOIN scenario_number AS n ON n.id = o.scenario;

-- A definition kept for history, by the key of its hash: its text, or the reference of a
-- generated scenario; neither while it is the definition of the scenario with that hash.
CREATE TABLE definition_row_keyed (
  hash_key INTEGER PRIMARY KEY REFERENCES hash (id),
  definition TEXT,
  space TEXT,
  space_index INTEGER
) STRICT;

INSERT INTO definition_row_keyed (hash_key, definition, space, space_index)
SELECT h.id, d.definition, d.space, d.space_index
FROM definition_row AS d JOIN hash AS h ON h.hash = d.hash;

-- Foreign keys are off while migrating: the drops cascade to nothing.
DROP TABLE run_outcome;
DROP TABLE expectation;
DROP TABLE scenario_tag;
DROP TABLE definition_row;
DROP TABLE scenario;
ALTER TABLE scenario_tag_numbered RENAME TO scenario_tag;
ALTER TABLE expectation_numbered RENAME TO expectation;
ALTER TABLE run_outcome_numbered RENAME TO run_outcome;
ALTER TABLE definition_row_keyed RENAME TO definition_row;

CREATE INDEX scenario_row_by_position ON scenario_row (position);
CREATE INDEX scenario_row_by_hash ON scenario_row (hash_key);
CREATE INDEX scenario_tag_by_tag ON scenario_tag (tag);

-- The scenarios with the columns the table had.
CREATE VIEW scenario AS
SELECT n.id, s.position, s.title, s.device, s.definition, h.hash, s.space, s.space_index
FROM scenario_row AS s
JOIN scenario_number AS n ON n.number = s.number
JOIN hash AS h ON h.id = s.hash_key;

CREATE VIEW run_outcome_resolved AS
SELECT r.id AS run, n.id AS scenario, o.profile, o.result
FROM run AS r
JOIN run_outcome AS o ON o.run = coalesce(r.same_as, r.id)
JOIN scenario_number AS n ON n.number = o.scenario_number;

CREATE VIEW outcome AS
SELECT o.run, o.scenario, o.profile, s.step, s.action, s.device_orientation,
       coalesce(s.reported_device_orientation, s.device_orientation) AS reported_device_orientation,
       s.interface_orientation, s.status_bar_orientation, s.rotated, s.decider, s.supported,
       s.error_name, s.error_message, s.geometry_error_code, s.geometry_error_message, s.skipped,
       s.window_orientations, coalesce(s.notified, '[]') AS notified, s.manual_transform,
       s.warnings
FROM run_outcome_resolved AS o
JOIN result AS r ON r.id = o.result
JOIN sequence_step AS s ON s.sequence = r.sequence;

CREATE VIEW latest_final_orientation AS
SELECT o.run, o.scenario, o.profile, s.step, s.interface_orientation, s.status_bar_orientation,
       r.crashed, s.error_name
FROM run_outcome_resolved AS o
JOIN result AS r ON r.id = o.result
JOIN sequence_step AS s ON s.sequence = r.sequence
WHERE o.run = (SELECT max(id) FROM run)
  AND s.step = (SELECT max(step) FROM sequence_step WHERE sequence = r.sequence);

CREATE VIEW run_mismatch AS
WITH checks AS (
  SELECT o.run, o.scenario, o.profile, e.step, e.evidence, e.source, s.step AS reached,
         e.interface_orientation AS want_interface, s.interface_orientation AS got_interface,
         e.status_bar_orientation AS want_status_bar, s.status_bar_orientation AS got_status_bar,
         e.rotated AS want_rotated, s.rotated AS got_rotated,
         e.checks_decider, e.decider AS want_decider, s.decider AS got_decider,
         e.checks_error, e.error AS want_error, s.error_name AS got_error,
         e.crashed AS want_crashed,
         e.checks_geometry_error, e.geometry_error AS want_geometry,
         s.geometry_error_code AS got_geometry,
         e.skipped AS want_skipped, s.skipped AS got_skipped,
         e.warning AS want_warning, s.warnings AS got_warnings,
         e.notified AS want_notified, coalesce(s.notified, '[]') AS got_notified
  FROM run_outcome_resolved AS o
  JOIN scenario_number AS n ON n.id = o.scenario
  JOIN expectation AS e ON e.scenario_number = n.number AND e.profile IN (o.profile, '*')
  LEFT JOIN result AS r ON r.id = o.result
  LEFT JOIN sequence_step AS s ON s.sequence = r.sequence AND s.step = e.step
)
SELECT run, scenario, profile, step, 'step' AS field, 'reached' AS wanted, 'not reached' AS got,
       evidence, source
FROM checks WHERE reached IS NULL
UNION ALL
SELECT run, scenario, profile, step, 'interfaceOrientation', want_interface, got_interface,
       evidence, source
FROM checks WHERE reached IS NOT NULL AND want_interface IS NOT NULL
  AND want_interface IS NOT got_interface
UNION ALL
SELECT run, scenario, profile, step, 'statusBarOrientation', want_status_bar, got_status_bar,
       evidence, source
FROM checks WHERE reached IS NOT NULL AND want_status_bar IS NOT NULL
  AND want_status_bar IS NOT got_status_bar
UNION ALL
SELECT run, scenario, profile, step, 'rotated',
       CASE want_rotated WHEN 1 THEN 'true' ELSE 'false' END,
       CASE got_rotated WHEN 1 THEN 'true' ELSE 'false' END, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_rotated IS NOT NULL
  AND want_rotated IS NOT got_rotated
UNION ALL
SELECT run, scenario, profile, step, 'decider', coalesce(want_decider, 'null'),
       coalesce(got_decider, 'null'), evidence, source
FROM checks WHERE reached IS NOT NULL AND checks_decider = 1 AND want_decider IS NOT got_decider
UNION ALL
SELECT run, scenario, profile, step, 'error', coalesce(want_error, 'null'),
       coalesce(got_error, 'null'), evidence, source
FROM checks WHERE reached IS NOT NULL AND checks_error = 1 AND want_error IS NOT got_error
UNION ALL
SELECT run, scenario, profile, step, 'crashed',
       CASE want_crashed WHEN 1 THEN 'true' ELSE 'false' END,
       CASE WHEN got_error IS NULL THEN 'false' ELSE 'true' END, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_crashed IS NOT NULL
  AND want_crashed IS NOT (got_error IS NOT NULL)
UNION ALL
SELECT run, scenario, profile, step, 'geometryError', coalesce(CAST(want_geometry AS TEXT), 'null'),
       coalesce(CAST(got_geometry AS TEXT), 'null'), evidence, source
FROM checks WHERE reached IS NOT NULL AND checks_geometry_error = 1
  AND want_geometry IS NOT got_geometry
UNION ALL
SELECT run, scenario, profile, step, 'skipped',
       CASE want_skipped WHEN 1 THEN 'true' ELSE 'false' END,
       CASE got_skipped WHEN 1 THEN 'true' ELSE 'false' END, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_skipped IS NOT NULL
  AND want_skipped IS NOT got_skipped
UNION ALL
SELECT run, scenario, profile, step, 'warning', 'a warning containing "' || want_warning || '"',
       CASE WHEN got_warnings = '[]' THEN 'no warning' ELSE 'other warnings' END, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_warning IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM json_each(got_warnings) WHERE instr(value, want_warning) > 0)
UNION ALL
SELECT run, scenario, profile, step, 'notified', want_notified, got_notified, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_notified IS NOT NULL
  AND (EXISTS (SELECT 1 FROM json_each(want_notified) AS w
               WHERE w.value NOT IN (SELECT value FROM json_each(got_notified)))
    OR EXISTS (SELECT 1 FROM json_each(got_notified) AS g
               WHERE g.value NOT IN (SELECT value FROM json_each(want_notified))));

CREATE VIEW latest_mismatch AS
SELECT * FROM run_mismatch WHERE run = (SELECT max(id) FROM run);

-- Every definition ever imported, by the key of its hash: the first text, or reference, seen
-- for it. A row holding neither is the definition of the scenario with this hash. (One table:
-- SQLite reads it row by row where a query joins it, where it would build the whole of a view
-- that joins.)
CREATE VIEW definition_by_key AS
SELECT d.hash_key,
       CASE WHEN d.definition IS NULL AND d.space IS NULL
            THEN (SELECT s.definition FROM scenario_row AS s WHERE s.hash_key = d.hash_key)
            ELSE d.definition END AS definition,
       CASE WHEN d.definition IS NULL AND d.space IS NULL
            THEN (SELECT s.space FROM scenario_row AS s WHERE s.hash_key = d.hash_key)
            ELSE d.space END AS space,
       CASE WHEN d.definition IS NULL AND d.space IS NULL
            THEN (SELECT s.space_index FROM scenario_row AS s WHERE s.hash_key = d.hash_key)
            ELSE d.space_index END AS space_index
FROM definition_row AS d;

-- The same by hash.
CREATE VIEW definition AS
SELECT h.hash, d.definition, d.space, d.space_index
FROM definition_by_key AS d
JOIN hash AS h ON h.id = d.hash_key;

CREATE TRIGGER scenario_definition_added AFTER INSERT ON scenario_row BEGIN
  INSERT OR IGNORE INTO definition_row (hash_key) VALUES (new.hash_key);
END;

CREATE TRIGGER scenario_definition_changed AFTER UPDATE OF hash_key ON scenario_row BEGIN
  INSERT OR IGNORE INTO definition_row (hash_key) VALUES (new.hash_key);
END;

-- Before a scenario shows another definition, or leaves, the row of its hash takes the text or
-- reference it had. A text turned into the reference of the same hash (a generated scenario
-- imported again) is the same definition: nothing is kept.
CREATE TRIGGER scenario_definition_kept BEFORE UPDATE OF definition, hash_key, space, space_index
ON scenario_row
WHEN old.hash_key IS NOT new.hash_key
  OR (new.definition IS NOT NULL AND old.definition IS NOT new.definition)
  OR (new.space IS NOT NULL AND old.space IS NOT NULL
      AND (old.space IS NOT new.space OR old.space_index IS NOT new.space_index)) BEGIN
  UPDATE definition_row
  SET definition = old.definition, space = old.space, space_index = old.space_index
  WHERE hash_key = old.hash_key AND definition IS NULL AND space IS NULL;
END;

CREATE TRIGGER scenario_definition_removed BEFORE DELETE ON scenario_row BEGIN
  UPDATE definition_row
  SET definition = old.definition, space = old.space, space_index = old.space_index
  WHERE hash_key = old.hash_key AND definition IS NULL AND space IS NULL;
END;
