-- The outcome field `letterboxed` (catalogue-format §9.4): the scene is shown in a window whose
-- orientation is not its interface orientation (an app windowed on iPadOS 26 that does not
-- support the device's orientation); and the expectation key that compares it. Steps recorded
-- before this version have NULL: read as false.
ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER CHECK (letterboxed IN (0, 1));
ALTER TABLE expectation ADD COLUMN letterboxed INTEGER CHECK (letterboxed IN (0, 1));
