-- The views, each declared once. Applied after the numbered migrations, and made again
-- whenever this file changes: the numbered migrations from version 22 on run without views
-- (the migrator drops them first), and `schema_views` keeps the SHA-256 of the text the views
-- were last made from. The ownership check compares a database's views with the ones this file
-- makes. A view's columns and rows are part of what users query by hand (README, "The schema").

-- The scenarios with the columns the table had until version 14 (a generated scenario's
-- title and definition are NULL: its space and index make it).
CREATE VIEW scenario AS
SELECT n.id, s.position, s.title, s.device, s.definition, h.hash, s.space, s.space_index
FROM scenario_row AS s
JOIN scenario_number AS n ON n.number = s.number
JOIN hash AS h ON h.id = s.hash_key;

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

-- The same by hash (a table until version 11).
CREATE VIEW definition AS
SELECT h.hash, d.definition, d.space, d.space_index
FROM definition_by_key AS d
JOIN hash AS h ON h.id = d.hash_key;

-- Each result with the keys it is made of, as the `result` table held them until version 20.
CREATE VIEW result_keyed AS
SELECT r.id, r.scenario_key, k.profile_key, k.engine_version, r.crashed, r.micros, r.sequence
FROM result AS r JOIN result_kind AS k ON k.id = r.kind;

-- Every result's steps, as result_step held them until version 8.
CREATE VIEW result_step AS
SELECT r.id AS result, s.step, s.action, s.device_orientation, s.interface_orientation,
       s.status_bar_orientation, s.rotated, s.decider, s.supported, s.error_name,
       s.error_message, s.manual_transform, s.warnings, s.reported_device_orientation,
       s.geometry_error_code, s.geometry_error_message, s.skipped, s.window_orientations,
       s.notified
FROM result AS r
JOIN sequence_step AS s ON s.sequence = r.sequence;

-- Which result each scenario (by number) had under a profile in a run: a run keeps one row a
-- scenario and each profile's kind of result (version 20).
CREATE VIEW run_outcome AS
SELECT s.run, s.scenario_number, p.profile, s.scenario_key * 1048576 + p.result_kind AS result
FROM run_scenario AS s JOIN run_profile AS p ON p.run = s.run;

-- Every run's outcomes, whether its own or those of the run it repeats.
CREATE VIEW run_outcome_resolved AS
SELECT r.id AS run, n.id AS scenario, o.profile, o.result
FROM run AS r
JOIN run_outcome AS o ON o.run = coalesce(r.same_as, r.id)
JOIN scenario_number AS n ON n.number = o.scenario_number;

-- Every recorded step of every run.
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

-- The run the commands read by default: the latest complete run, one made without a tag
-- under every profile of the database, and no other.
CREATE VIEW latest_complete_run AS
SELECT max(r.id) AS id FROM run AS r
WHERE r.tag IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM profile AS p
    WHERE NOT EXISTS (SELECT 1 FROM run_profile AS q WHERE q.run = r.id AND q.profile = p.id))
  AND NOT EXISTS (
    SELECT 1 FROM run_profile AS q
    WHERE q.run = r.id AND NOT EXISTS (SELECT 1 FROM profile AS p WHERE p.id = q.profile));

-- The latest run of any kind.
CREATE VIEW latest_run AS SELECT max(id) AS id FROM run;

-- The latest complete run's final step per scenario and profile.
CREATE VIEW latest_final_orientation AS
SELECT o.run, o.scenario, o.profile, s.step, s.interface_orientation, s.status_bar_orientation,
       r.crashed, s.error_name
FROM run_outcome_resolved AS o
JOIN result AS r ON r.id = o.result
JOIN sequence_step AS s ON s.sequence = r.sequence
WHERE o.run = (SELECT id FROM latest_complete_run)
  AND s.step = (SELECT max(step) FROM sequence_step WHERE sequence = r.sequence);

-- Every stated expectation field that a run's outcome does not meet, as verify compares it (a
-- test, "verify and the run_mismatch view agree", keeps the two in step); a step the run never
-- reached (the app crashed before) shows as 'not reached'. A claim marked knownDifference
-- (catalogue-format §9.2) that differs is a known difference, not listed; one that agrees is
-- listed once, at its first step, as field 'knownDifference' wanted 'a difference', got
-- 'agrees'.
CREATE VIEW run_mismatch AS
WITH checks AS (
  SELECT o.run, o.scenario, o.profile, s.step, e.evidence, e.source, s.step AS reached,
         e.position, e.known_difference_rule AS known,
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
         e.notified AS want_notified, coalesce(s.notified, '[]') AS got_notified,
         e.notified_includes AS want_includes, e.notified_excludes AS want_excludes,
         e.window_orientations AS want_windows,
         e.asked AS want_asked, e.not_asked AS want_not_asked,
         coalesce(s.asked, '[]') AS got_asked,
         e.letterboxed AS want_letterboxed, coalesce(s.letterboxed, 0) AS got_letterboxed,
         coalesce(s.window_orientations, json_object('main', s.interface_orientation))
           AS got_windows
  FROM run_outcome_resolved AS o
  JOIN scenario_number AS n ON n.id = o.scenario
  JOIN expectation AS e ON e.scenario_number = n.number AND e.profile IN (o.profile, '*')
  JOIN result AS r ON r.id = o.result
  JOIN sequence_step AS s ON s.sequence = r.sequence
    AND s.step BETWEEN e.step AND coalesce(e.through, e.step)
),
-- Each expectation whose steps go past the outcome's last: its first step not reached (as
-- migration 16 has it).
unreached AS (
  SELECT o.run, o.scenario, o.profile, e.evidence, e.source, e.position,
         e.known_difference_rule AS known,
         coalesce(e.through, e.step) AS last_step,
         max(e.step, coalesce((SELECT max(step) + 1 FROM sequence_step WHERE sequence = r.sequence),
                              e.step)) AS step
  FROM run_outcome_resolved AS o
  JOIN scenario_number AS n ON n.id = o.scenario
  JOIN expectation AS e ON e.scenario_number = n.number AND e.profile IN (o.profile, '*')
  LEFT JOIN result AS r ON r.id = o.result
),
-- Every difference, with the expectation it comes from (its position) and its known
-- difference's rule, if any.
differences AS (
SELECT run, scenario, profile, step, 'step' AS field, 'reached' AS wanted, 'not reached' AS got,
       evidence, source, position, known
FROM unreached WHERE step <= last_step
UNION ALL
SELECT run, scenario, profile, step, 'interfaceOrientation', want_interface, got_interface,
       evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND want_interface IS NOT NULL
  AND want_interface IS NOT got_interface
UNION ALL
SELECT run, scenario, profile, step, 'statusBarOrientation', want_status_bar, got_status_bar,
       evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND want_status_bar IS NOT NULL
  AND want_status_bar IS NOT got_status_bar
UNION ALL
SELECT run, scenario, profile, step, 'rotated',
       CASE want_rotated WHEN 1 THEN 'true' ELSE 'false' END,
       CASE got_rotated WHEN 1 THEN 'true' ELSE 'false' END, evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND want_rotated IS NOT NULL
  AND want_rotated IS NOT got_rotated
UNION ALL
SELECT run, scenario, profile, step, 'decider', coalesce(want_decider, 'null'),
       coalesce(got_decider, 'null'), evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND checks_decider = 1 AND want_decider IS NOT got_decider
UNION ALL
SELECT run, scenario, profile, step, 'error', coalesce(want_error, 'null'),
       coalesce(got_error, 'null'), evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND checks_error = 1 AND want_error IS NOT got_error
UNION ALL
SELECT run, scenario, profile, step, 'crashed',
       CASE want_crashed WHEN 1 THEN 'true' ELSE 'false' END,
       CASE WHEN got_error IS NULL THEN 'false' ELSE 'true' END, evidence, source, position,
       known
FROM checks WHERE reached IS NOT NULL AND want_crashed IS NOT NULL
  AND want_crashed IS NOT (got_error IS NOT NULL)
UNION ALL
SELECT run, scenario, profile, step, 'geometryError', coalesce(CAST(want_geometry AS TEXT), 'null'),
       coalesce(CAST(got_geometry AS TEXT), 'null'), evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND checks_geometry_error = 1
  AND want_geometry IS NOT got_geometry
UNION ALL
SELECT run, scenario, profile, step, 'skipped',
       CASE want_skipped WHEN 1 THEN 'true' ELSE 'false' END,
       CASE got_skipped WHEN 1 THEN 'true' ELSE 'false' END, evidence, source, position, known
FROM checks WHERE reached IS NOT NULL AND want_skipped IS NOT NULL
  AND want_skipped IS NOT got_skipped
UNION ALL
SELECT run, scenario, profile, step, 'warning', 'a warning containing "' || want_warning || '"',
       CASE WHEN got_warnings = '[]' THEN 'no warning' ELSE 'other warnings' END, evidence, source,
       position, known
FROM checks WHERE reached IS NOT NULL AND want_warning IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM json_each(got_warnings) WHERE instr(value, want_warning) > 0)
UNION ALL
SELECT run, scenario, profile, step, 'notified', want_notified, got_notified, evidence, source,
       position, known
FROM checks WHERE reached IS NOT NULL AND want_notified IS NOT NULL
  AND (EXISTS (SELECT 1 FROM json_each(want_notified) AS w
               WHERE w.value NOT IN (SELECT value FROM json_each(got_notified)))
    OR EXISTS (SELECT 1 FROM json_each(got_notified) AS g
               WHERE g.value NOT IN (SELECT value FROM json_each(want_notified))))
UNION ALL
SELECT run, scenario, profile, step, 'notifiedIncludes', want_includes, got_notified, evidence,
       source, position, known
FROM checks WHERE reached IS NOT NULL AND want_includes IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_includes) AS w
              WHERE w.value NOT IN (SELECT value FROM json_each(got_notified)))
UNION ALL
SELECT run, scenario, profile, step, 'notifiedExcludes', want_excludes, got_notified, evidence,
       source, position, known
FROM checks WHERE reached IS NOT NULL AND want_excludes IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_excludes) AS w
              WHERE w.value IN (SELECT value FROM json_each(got_notified)))
UNION ALL
SELECT run, scenario, profile, step, 'windowOrientations', want_windows, got_windows, evidence,
       source, position, known
FROM checks WHERE reached IS NOT NULL AND want_windows IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_windows) AS w
              WHERE NOT EXISTS (SELECT 1 FROM json_each(got_windows) AS g
                                WHERE g.key = w.key AND g.value = w.value))
UNION ALL
SELECT run, scenario, profile, step, 'asked', want_asked, got_asked, evidence, source, position,
       known
FROM checks WHERE reached IS NOT NULL AND want_asked IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_asked) AS w
              WHERE w.value NOT IN (SELECT value FROM json_each(got_asked)))
UNION ALL
SELECT run, scenario, profile, step, 'notAsked', want_not_asked, got_asked, evidence, source,
       position, known
FROM checks WHERE reached IS NOT NULL AND want_not_asked IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_not_asked) AS w
              WHERE w.value IN (SELECT value FROM json_each(got_asked)))
UNION ALL
SELECT run, scenario, profile, step, 'letterboxed',
       CASE want_letterboxed WHEN 1 THEN 'true' ELSE 'false' END,
       CASE got_letterboxed WHEN 1 THEN 'true' ELSE 'false' END, evidence, source, position,
       known
FROM checks WHERE reached IS NOT NULL AND want_letterboxed IS NOT NULL
  AND want_letterboxed IS NOT got_letterboxed
),
-- Each claim marked knownDifference under each outcome it applies to.
marked AS (
  SELECT o.run, o.scenario, o.profile, e.step, e.evidence, e.source, e.position
  FROM run_outcome_resolved AS o
  JOIN scenario_number AS n ON n.id = o.scenario
  JOIN expectation AS e ON e.scenario_number = n.number AND e.profile IN (o.profile, '*')
  WHERE e.known_difference_rule IS NOT NULL
)
SELECT run, scenario, profile, step, field, wanted, got, evidence, source
FROM differences WHERE known IS NULL
UNION ALL
SELECT m.run, m.scenario, m.profile, m.step, 'knownDifference', 'a difference', 'agrees',
       m.evidence, m.source
FROM marked AS m
WHERE NOT EXISTS (SELECT 1 FROM differences AS d
                  WHERE d.run = m.run AND d.scenario = m.scenario AND d.profile = m.profile
                    AND d.position = m.position);

-- The latest complete run's mismatches.
CREATE VIEW latest_mismatch AS
SELECT * FROM run_mismatch WHERE run = (SELECT id FROM latest_complete_run);
