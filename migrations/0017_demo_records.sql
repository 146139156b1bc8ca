-- The records the demo company was loaded with (kind and id), so that "Start my own company" removes
-- exactly those and never a record a user added.
CREATE TABLE `demo_records` (
  `kind` text NOT NULL CHECK (`kind` IN ('company', 'property', 'transaction', 'document', 'obligation')),
  `id` text NOT NULL,
  PRIMARY KEY (`kind`, `id`)
);
