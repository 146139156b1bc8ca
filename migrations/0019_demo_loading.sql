-- While the demo company is being loaded: its loader's progress (one row), so the app shows
-- "Loading the demo company" instead of a half-built company. No row: nothing is loading.
CREATE TABLE `demo_loading` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `step` text NOT NULL,
  `done` integer NOT NULL,
  `total` integer NOT NULL,
  `started_at` text NOT NULL,
  `updated_at` text NOT NULL
);
