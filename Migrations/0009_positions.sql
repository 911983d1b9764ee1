-- Walking the scenarios in import order, page by page, reads each row once (issue: the
-- exhaustive space): without this index every page scanned the whole scenario table. The id
-- rides along, so a walk of one tag's scenarios tests the others without reading their rows.
CREATE INDEX scenario_by_position ON scenario (position, id);
