-- Annotated texts. A deleted text is only marked (restorable with `pnpm cli text:restore <id>`).
CREATE TABLE texts (
  id          INTEGER PRIMARY KEY,
  title       TEXT NOT NULL,
  data        TEXT NOT NULL,
  published   INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  deleted_at  TEXT
);
