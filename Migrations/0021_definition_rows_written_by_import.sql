-- A scenario's definition row is written by the import, in a statement of its own before the
-- scenario row's, where two triggers wrote it (on an insert, and on a change of hash). An
-- INSERT that fires a trigger opens a statement journal, and `generate --import` of the
-- standard space spent a sixth of its time in it (docs/performance.md, "The workflow's
-- import"). The rows are the same: every scenario row's hash has a definition row. The
-- triggers that keep a text or reference when a scenario shows another definition or leaves
-- stay.
DROP TRIGGER scenario_definition_added;
DROP TRIGGER scenario_definition_changed;
