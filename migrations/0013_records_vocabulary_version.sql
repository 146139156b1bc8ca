-- The assistant keeps the names the records use (transaction and obligation descriptions) in an
-- isolate's memory under the `reports` version (src/chat/tools/vocabulary.ts), so a description edit
-- and any write to `obligations` change that version too.
CREATE TRIGGER `transactions_reports_describe` AFTER UPDATE OF `description` ON `transactions` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `obligations_reports_insert` AFTER INSERT ON `obligations` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `obligations_reports_delete` AFTER DELETE ON `obligations` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `obligations_reports_update` AFTER UPDATE OF `description`, `deleted_at` ON `obligations` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
