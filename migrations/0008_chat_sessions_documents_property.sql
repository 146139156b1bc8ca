ALTER TABLE `documents` ADD `property_id` text REFERENCES properties(id);--> statement-breakpoint
CREATE INDEX `documents_property_idx` ON `documents` (`property_id`);--> statement-breakpoint
CREATE INDEX `chat_sessions_updated_idx` ON `chat_sessions` (`updated_at`);