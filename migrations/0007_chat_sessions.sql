CREATE TABLE `chat_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chat_turns` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`turn` integer NOT NULL,
	`query` text NOT NULL,
	`answer` text NOT NULL,
	`sources` text NOT NULL,
	`tool_calls` text NOT NULL,
	`entities` text NOT NULL,
	`brain` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `chat_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_turns_session_turn_unique` ON `chat_turns` (`session_id`,`turn`);--> statement-breakpoint
CREATE INDEX `chat_turns_created_idx` ON `chat_turns` (`created_at`);