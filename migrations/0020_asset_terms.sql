-- A capital asset's own terms: a transaction in a capitalized category (capital improvement,
-- furniture and equipment) is depreciated from its date over its category's class unless this row
-- says otherwise (a 15-year land improvement, 7-year equipment, a later placed-in-service date).
-- Any change to it changes the `reports` version, as the depreciation on the tax reports depends on it.
CREATE TABLE `asset_terms` (
  `transaction_id` text PRIMARY KEY NOT NULL REFERENCES `transactions`(`id`),
  `recovery_period` text CHECK (`recovery_period` IN ('27.5', '15', '7', '5')),
  `placed_in_service` text,
  `updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `asset_terms_reports_insert` AFTER INSERT ON `asset_terms` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `asset_terms_reports_update` AFTER UPDATE ON `asset_terms` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
--> statement-breakpoint
CREATE TRIGGER `asset_terms_reports_delete` AFTER DELETE ON `asset_terms` BEGIN
  UPDATE `versions` SET `version` = lower(hex(randomblob(8))) WHERE `name` = 'reports';
END;
