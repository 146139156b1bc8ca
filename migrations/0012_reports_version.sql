-- Row `reports` of `versions` (src/db/schema/versions.ts): any write to a ledger column of
-- `transactions` or to `properties` changes it, so a report or the assistant's copy of the properties
-- kept in an isolate's memory is computed again exactly when its inputs changed.
INSERT INTO `versions` (`name`, `version`) VALUES ('reports', lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `transactions_reports_insert` AFTER INSERT ON `transactions` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_reports_delete` AFTER DELETE ON `transactions` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_reports_update` AFTER UPDATE OF `transaction_date`, `transaction_type`, `category`, `property_id`, `amount_cents`, `deleted_at` ON `transactions` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `properties_reports_insert` AFTER INSERT ON `properties` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `properties_reports_delete` AFTER DELETE ON `properties` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `properties_reports_update` AFTER UPDATE ON `properties` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
