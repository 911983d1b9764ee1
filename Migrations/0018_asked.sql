-- The orientation methods UIKit called at each step (catalogue-format §8.4, `asked`), and the
-- expectation keys that compare them (§8.5): calls that must (must not) be among them. Steps
-- recorded before this version have NULL: nothing was recorded as asked.
ALTER TABLE sequence_step ADD COLUMN asked TEXT;  -- JSON array of "NAME.method"
ALTER TABLE expectation ADD COLUMN asked TEXT;    -- JSON array of "NAME.method"
ALTER TABLE expectation ADD COLUMN not_asked TEXT; -- JSON array of "NAME.method"

DROP VIEW latest_mismatch;
DROP VIEW run_mismatch;

-- Every stated expectation field that a run's outcome does not meet, as verify compares it; a
-- step the run never reached (the app crashed before) shows as 'not reached'.
CREATE VIEW run_mismatch AS
WITH checks AS (
  SELECT o.run, o.scenario, o.profile, s.step, e.evidence, e.source, s.step AS reached,
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
  SELECT o.run, o.scenario, o.profile, e.evidence, e.source,
         coalesce(e.through, e.step) AS last_step,
         max(e.step, coalesce((SELECT max(step) + 1 FROM sequence_step WHERE sequence = r.sequence),
                              e.step)) AS step
  FROM run_outcome_resolved AS o
  JOIN scenario_number AS n ON n.id = o.scenario
  JOIN expectation AS e ON e.scenario_number = n.number AND e.profile IN (o.profile, '*')
  LEFT JOIN result AS r ON r.id = o.result
)
SELECT run, scenario, profile, step, 'step' AS field, 'reached' AS wanted, 'not reached' AS got,
       evidence, source
FROM unreached WHERE step <= last_step
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
               WHERE g.value NOT IN (SELECT value FROM json_each(want_notified))))
UNION ALL
SELECT run, scenario, profile, step, 'notifiedIncludes', want_includes, got_notified, evidence,
       source
FROM checks WHERE reached IS NOT NULL AND want_includes IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_includes) AS w
              WHERE w.value NOT IN (SELECT value FROM json_each(got_notified)))
UNION ALL
SELECT run, scenario, profile, step, 'notifiedExcludes', want_excludes, got_notified, evidence,
       source
FROM checks WHERE reached IS NOT NULL AND want_excludes IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_excludes) AS w
              WHERE w.value IN (SELECT value FROM json_each(got_notified)))
UNION ALL
SELECT run, scenario, profile, step, 'windowOrientations', want_windows, got_windows, evidence,
       source
FROM checks WHERE reached IS NOT NULL AND want_windows IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_windows) AS w
              WHERE NOT EXISTS (SELECT 1 FROM json_each(got_windows) AS g
                                WHERE g.key = w.key AND g.value = w.value))
UNION ALL
SELECT run, scenario, profile, step, 'asked', want_asked, got_asked, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_asked IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_asked) AS w
              WHERE w.value NOT IN (SELECT value FROM json_each(got_asked)))
UNION ALL
SELECT run, scenario, profile, step, 'notAsked', want_not_asked, got_asked, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_not_asked IS NOT NULL
  AND EXISTS (SELECT 1 FROM json_each(want_not_asked) AS w
              WHERE w.value IN (SELECT value FROM json_each(got_asked)));

CREATE VIEW latest_mismatch AS
SELECT * FROM run_mismatch WHERE run = (SELECT max(id) FROM run);
