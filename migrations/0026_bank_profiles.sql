-- A bank CSV's column mapping, saved under the file's headers: the next file with the same headers
-- is read the same way with no mapping sent. Written by an import that named its columns.
CREATE TABLE `bank_profiles` (
  `id` text PRIMARY KEY NOT NULL,
  `header_key` text NOT NULL,
  `headers` text NOT NULL,
  `mapping` text NOT NULL,
  `created_at` text NOT NULL,
  `updated_at` text NOT NULL,
  `last_used_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_profiles_header_key_idx` ON `bank_profiles` (`header_key`);
