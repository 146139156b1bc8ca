CREATE TABLE `feed_keys` (
	`feed` text PRIMARY KEY NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` text NOT NULL
);
