-- A compact store (issue: the exhaustive space). Most scenario-profile pairs share one of
-- a few thousand sequences of steps: a result names its sequence, and each sequence's steps are
-- stored once, however many results share them. Each SHA-256 a result is keyed by (a scenario's
-- definition, a profile) is kept once in `hash`, and a result names it by its id, where every
-- result held two 64-character texts under a UNIQUE index. `result` and `run_outcome` are rebuilt
-- with the same rows (their index by result, which no query used, is gone); the views keep their
-- columns and meaning, and `result_step`, a table until now, is a view of the same rows.
DROP VIEW latest_mismatch;
DROP VIEW run_mismatch;
DROP VIEW latest_final_orientation;
DROP VIEW outcome;
DROP VIEW run_outcome_resolved;

CREATE TABLE sequence (
  id INTEGER PRIMARY KEY,
  digest TEXT UNIQUE                  -- SHA-256 of the steps' stored values; NULL when carried
                                      -- over from result_step (one sequence per older result)
) STRICT;

CREATE TABLE sequence_step (
  sequence INTEGER NOT NULL REFERENCES sequence (id) ON DELETE CASCADE,
  step INTEGER NOT NULL,
  action TEXT NOT NULL,
  device_orientation TEXT NOT NULL,
  interface_orientation TEXT NOT NULL,
  status_bar_orientation TEXT NOT NULL,
  rotated INTEGER NOT NULL CHECK (rotated IN (0, 1)),
  decider TEXT,
  supported TEXT NOT NULL,            -- JSON array, contract order
  error_name TEXT,
  error_message TEXT,
  manual_transform TEXT,              -- JSON object or NULL
  warnings TEXT NOT NULL,             -- JSON array
  reported_device_orientation TEXT,
  geometry_error_code INTEGER,
  geometry_error_message TEXT,
  skipped INTEGER NOT NULL DEFAULT 0 CHECK (skipped IN (0, 1)),
  window_orientations TEXT,           -- JSON object, several windows
  notified TEXT,                      -- JSON array of names; NULL in rows older than version 6
  PRIMARY KEY (sequence, step)
) STRICT, WITHOUT ROWID;

-- Older results keep their steps, each as a sequence of its own.
INSERT INTO sequence (id, digest) SELECT id, NULL FROM result;
INSERT INTO sequence_step (sequence, step, action, device_orientation, interface_orientation,
  status_bar_orientation, rotated, decider, supported, error_name, error_message,
  manual_transform, warnings, reported_device_orientation, geometry_error_code,
  geometry_error_message, skipped, window_orientations, notified)
SELECT result, step, action, device_orientation, interface_orientation, status_bar_orientation,
  rotated, decider, supported, error_name, error_message, manual_transform, warnings,
  reported_device_orientation, geometry_error_code, geometry_error_message, skipped,
  window_orientations, notified
FROM result_step;

CREATE TABLE hash (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE           -- a scenario's hash (scenario.hash) or a profile's
) STRICT;

INSERT INTO hash (hash)
SELECT scenario_hash FROM result UNION SELECT profile_hash FROM result ORDER BY 1;

CREATE TABLE result_keyed (
  id INTEGER PRIMARY KEY,
  scenario_key INTEGER NOT NULL REFERENCES hash (id),
  profile_key INTEGER NOT NULL REFERENCES hash (id),
  engine_version TEXT NOT NULL,
  crashed INTEGER NOT NULL CHECK (crashed IN (0, 1)),
  micros INTEGER,                     -- microseconds; NULL in rows older than version 7
  sequence INTEGER NOT NULL REFERENCES sequence (id),
  UNIQUE (scenario_key, profile_key, engine_version)
) STRICT;

INSERT INTO result_keyed (id, scenario_key, profile_key, engine_version, crashed, micros, sequence)
SELECT r.id, s.id, p.id, r.engine_version, r.crashed, r.micros, r.id
FROM result AS r
JOIN hash AS s ON s.hash = r.scenario_hash
JOIN hash AS p ON p.hash = r.profile_hash;

CREATE TABLE run_outcome_keyed (
  run INTEGER NOT NULL REFERENCES run (id) ON DELETE CASCADE,
  scenario TEXT NOT NULL,
  profile TEXT NOT NULL,
  result INTEGER NOT NULL REFERENCES result_keyed (id),
  PRIMARY KEY (run, scenario, profile)
) STRICT, WITHOUT ROWID;

INSERT INTO run_outcome_keyed (run, scenario, profile, result)
SELECT run, scenario, profile, result FROM run_outcome;

DROP TABLE result_step;
DROP TABLE run_outcome;
DROP TABLE result;
-- Renaming carries the references of run_outcome_keyed along.
ALTER TABLE result_keyed RENAME TO result;
ALTER TABLE run_outcome_keyed RENAME TO run_outcome;

-- Every run's outcomes, whether its own or those of the run it repeats.
CREATE VIEW run_outcome_resolved AS
SELECT r.id AS run, o.scenario, o.profile, o.result
FROM run AS r
JOIN run_outcome AS o ON o.run = coalesce(r.same_as, r.id);

-- Every result's steps, as result_step held them until version 7.
CREATE VIEW result_step AS
SELECT r.id AS result, s.step, s.action, s.device_orientation, s.interface_orientation,
       s.status_bar_orientation, s.rotated, s.decider, s.supported, s.error_name,
       s.error_message, s.manual_transform, s.warnings, s.reported_device_orientation,
       s.geometry_error_code, s.geometry_error_message, s.skipped, s.window_orientations,
       s.notified
FROM result AS r
JOIN sequence_step AS s ON s.sequence = r.sequence;

-- The views below keep their columns and meaning; they read the steps through the result's
-- sequence.
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

-- Every stated expectation field that a run's outcome does not meet. A step the run never
-- reached (the app crashed before) shows as 'not reached'.
CREATE VIEW run_mismatch AS
WITH checks AS (
  SELECT o.run, e.scenario, o.profile, e.step, e.evidence, e.source, s.step AS reached,
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
  JOIN expectation AS e ON e.scenario = o.scenario AND e.profile IN (o.profile, '*')
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

-- The latest run's mismatches.
CREATE VIEW latest_mismatch AS
SELECT * FROM run_mismatch WHERE run = (SELECT max(id) FROM run);
