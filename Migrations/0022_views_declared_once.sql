-- The views are declared once, in Migrations/views.sql, where each migration that changed a
-- table they read wrote them all again. From this version on the migrator drops every view
-- before a numbered migration (this one first), and makes them from views.sql once the
-- numbered migrations are applied, or when views.sql changes: this table keeps the SHA-256 of
-- the text the views were last made from (no row: not made yet). The views keep their columns
-- and rows.
CREATE TABLE schema_views (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checksum TEXT NOT NULL
) STRICT;
