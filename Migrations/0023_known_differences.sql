-- The expectation key knownDifference (catalogue-format §9.2): the rule or parameter that makes
-- the engine's outcome differ from the claim, and why the engine keeps its reading; both or
-- neither, each non-empty and within the format's string limit (10,000 bytes), the rule one
-- line.
ALTER TABLE expectation ADD COLUMN known_difference_rule TEXT
  CHECK (known_difference_rule IS NULL
    OR (known_difference_rule <> '' AND length(CAST(known_difference_rule AS BLOB)) <= 10000
      AND instr(known_difference_rule, char(10)) = 0));
ALTER TABLE expectation ADD COLUMN known_difference_reason TEXT
  CHECK ((known_difference_reason IS NULL) = (known_difference_rule IS NULL)
    AND (known_difference_reason IS NULL
      OR (known_difference_reason <> ''
        AND length(CAST(known_difference_reason AS BLOB)) <= 10000)));
