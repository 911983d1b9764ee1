-- An unchanged re-run (same scenarios, profiles and engine as an earlier run) records no
-- outcome rows of its own: it refers to the earlier run's.
ALTER TABLE run ADD COLUMN same_as INTEGER REFERENCES run (id);

-- Every run's outcomes, whether its own or those of the run it repeats.
CREATE VIEW run_outcome_resolved AS
SELECT r.id AS run, o.scenario, o.profile, o.result
FROM run AS r
JOIN run_outcome AS o ON o.run = coalesce(r.same_as, r.id);

DROP VIEW latest_mismatch;
DROP VIEW run_mismatch;
DROP VIEW latest_final_orientation;
DROP VIEW outcome;

CREATE VIEW outcome AS
SELECT o.run, o.scenario, o.profile, s.step, s.action, s.device_orientation,
       s.interface_orientation, s.status_bar_orientation, s.rotated, s.decider, s.supported,
       s.error_name, s.error_message, s.manual_transform, s.warnings
FROM run_outcome_resolved AS o
JOIN result_step AS s ON s.result = o.result;

CREATE VIEW latest_final_orientation AS
SELECT o.run, o.scenario, o.profile, s.step, s.interface_orientation, s.status_bar_orientation,
       r.crashed, s.error_name
FROM run_outcome_resolved AS o
JOIN result AS r ON r.id = o.result
JOIN result_step AS s ON s.result = o.result
WHERE o.run = (SELECT max(id) FROM run)
  AND s.step = (SELECT max(step) FROM result_step WHERE result = o.result);

-- Every stated expectation field that a run's outcome does not meet. A step the run never
-- reached (the app crashed before) shows as 'not reached'.
CREATE VIEW run_mismatch AS
WITH checks AS (
  SELECT o.run, e.scenario, o.profile, e.step, e.evidence, e.source, s.step AS reached,
         e.interface_orientation AS want_interface, s.interface_orientation AS got_interface,
         e.status_bar_orientation AS want_status_bar, s.status_bar_orientation AS got_status_bar,
         e.rotated AS want_rotated, s.rotated AS got_rotated,
         e.checks_error, e.error AS want_error, s.error_name AS got_error,
         e.crashed AS want_crashed
  FROM run_outcome_resolved AS o
  JOIN expectation AS e ON e.scenario = o.scenario AND e.profile IN (o.profile, '*')
  LEFT JOIN result_step AS s ON s.result = o.result AND s.step = e.step
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
SELECT run, scenario, profile, step, 'error', coalesce(want_error, 'null'),
       coalesce(got_error, 'null'), evidence, source
FROM checks WHERE reached IS NOT NULL AND checks_error = 1 AND want_error IS NOT got_error
UNION ALL
SELECT run, scenario, profile, step, 'crashed',
       CASE want_crashed WHEN 1 THEN 'true' ELSE 'false' END,
       CASE WHEN got_error IS NULL THEN 'false' ELSE 'true' END, evidence, source
FROM checks WHERE reached IS NOT NULL AND want_crashed IS NOT NULL
  AND want_crashed IS NOT (got_error IS NOT NULL);

-- The latest run's mismatches.
CREATE VIEW latest_mismatch AS
SELECT * FROM run_mismatch WHERE run = (SELECT max(id) FROM run);
