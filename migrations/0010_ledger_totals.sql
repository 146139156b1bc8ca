-- Ledger totals by month and by year, type, category and property (src/db/schema/ledger-totals.ts),
-- kept in step with every write to `transactions` by the triggers below, so they are right whatever
-- writes (a route, an import, a restore, a script). Reports read whole months and years here. Each
-- period has a row per type, category and property (`property_key` the id, "" for company-level)
-- and a row per type and category for the whole company (`property_key` "*"), which a report
-- without a property reads instead of summing every property's rows.
CREATE TABLE `ledger_totals` (
	`month` text NOT NULL,
	`transaction_type` text NOT NULL,
	`category` text NOT NULL,
	`property_key` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`transaction_count` integer NOT NULL,
	PRIMARY KEY(`month`, `transaction_type`, `category`, `property_key`)
);
--> statement-breakpoint
CREATE INDEX `ledger_totals_property_idx` ON `ledger_totals` (`property_key`,`month`);--> statement-breakpoint
CREATE TABLE `ledger_year_totals` (
	`year` text NOT NULL,
	`transaction_type` text NOT NULL,
	`category` text NOT NULL,
	`property_key` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`transaction_count` integer NOT NULL,
	PRIMARY KEY(`year`, `transaction_type`, `category`, `property_key`)
);
--> statement-breakpoint
CREATE INDEX `ledger_year_totals_property_idx` ON `ledger_year_totals` (`property_key`,`year`);
--> statement-breakpoint
INSERT INTO `ledger_totals` (`month`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
SELECT substr(`transaction_date`, 1, 7), `transaction_type`, `category`, coalesce(`property_id`, ''), sum(`amount_cents`), count(*)
FROM `transactions` WHERE `deleted_at` IS NULL
GROUP BY substr(`transaction_date`, 1, 7), `transaction_type`, `category`, coalesce(`property_id`, '');
--> statement-breakpoint
INSERT INTO `ledger_totals` (`month`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
SELECT substr(`transaction_date`, 1, 7), `transaction_type`, `category`, '*', sum(`amount_cents`), count(*)
FROM `transactions` WHERE `deleted_at` IS NULL
GROUP BY substr(`transaction_date`, 1, 7), `transaction_type`, `category`;
--> statement-breakpoint
INSERT INTO `ledger_year_totals` (`year`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
SELECT substr(`transaction_date`, 1, 4), `transaction_type`, `category`, coalesce(`property_id`, ''), sum(`amount_cents`), count(*)
FROM `transactions` WHERE `deleted_at` IS NULL
GROUP BY substr(`transaction_date`, 1, 4), `transaction_type`, `category`, coalesce(`property_id`, '');
--> statement-breakpoint
INSERT INTO `ledger_year_totals` (`year`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
SELECT substr(`transaction_date`, 1, 4), `transaction_type`, `category`, '*', sum(`amount_cents`), count(*)
FROM `transactions` WHERE `deleted_at` IS NULL
GROUP BY substr(`transaction_date`, 1, 4), `transaction_type`, `category`;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_insert` AFTER INSERT ON `transactions` WHEN new.`deleted_at` IS NULL BEGIN
  INSERT INTO `ledger_totals` (`month`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 7), new.`transaction_type`, new.`category`, coalesce(new.`property_id`, ''), new.`amount_cents`, 1)
  ON CONFLICT (`month`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
  INSERT INTO `ledger_totals` (`month`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 7), new.`transaction_type`, new.`category`, '*', new.`amount_cents`, 1)
  ON CONFLICT (`month`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
  INSERT INTO `ledger_year_totals` (`year`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 4), new.`transaction_type`, new.`category`, coalesce(new.`property_id`, ''), new.`amount_cents`, 1)
  ON CONFLICT (`year`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
  INSERT INTO `ledger_year_totals` (`year`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 4), new.`transaction_type`, new.`category`, '*', new.`amount_cents`, 1)
  ON CONFLICT (`year`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_delete` AFTER DELETE ON `transactions` WHEN old.`deleted_at` IS NULL BEGIN
  UPDATE `ledger_totals` SET `amount_cents` = `amount_cents` - old.`amount_cents`, `transaction_count` = `transaction_count` - 1
  WHERE `month` = substr(old.`transaction_date`, 1, 7) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*');
  DELETE FROM `ledger_totals` WHERE `month` = substr(old.`transaction_date`, 1, 7) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*') AND `transaction_count` = 0;
  UPDATE `ledger_year_totals` SET `amount_cents` = `amount_cents` - old.`amount_cents`, `transaction_count` = `transaction_count` - 1
  WHERE `year` = substr(old.`transaction_date`, 1, 4) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*');
  DELETE FROM `ledger_year_totals` WHERE `year` = substr(old.`transaction_date`, 1, 4) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*') AND `transaction_count` = 0;
END;
--> statement-breakpoint
-- An update takes the old row out (when it was live) and puts the new one in (when it is live): a
-- soft delete only takes out, a restore only puts in, an edit of date, amount, category or property
-- moves the amount between rows. Edits of other columns (description) fire nothing.
CREATE TRIGGER `ledger_totals_update_old` AFTER UPDATE OF `transaction_date`, `transaction_type`, `category`, `property_id`, `amount_cents`, `deleted_at` ON `transactions` WHEN old.`deleted_at` IS NULL BEGIN
  UPDATE `ledger_totals` SET `amount_cents` = `amount_cents` - old.`amount_cents`, `transaction_count` = `transaction_count` - 1
  WHERE `month` = substr(old.`transaction_date`, 1, 7) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*');
  DELETE FROM `ledger_totals` WHERE `month` = substr(old.`transaction_date`, 1, 7) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*') AND `transaction_count` = 0;
  UPDATE `ledger_year_totals` SET `amount_cents` = `amount_cents` - old.`amount_cents`, `transaction_count` = `transaction_count` - 1
  WHERE `year` = substr(old.`transaction_date`, 1, 4) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*');
  DELETE FROM `ledger_year_totals` WHERE `year` = substr(old.`transaction_date`, 1, 4) AND `transaction_type` = old.`transaction_type` AND `category` = old.`category` AND `property_key` IN (coalesce(old.`property_id`, ''), '*') AND `transaction_count` = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_totals_update_new` AFTER UPDATE OF `transaction_date`, `transaction_type`, `category`, `property_id`, `amount_cents`, `deleted_at` ON `transactions` WHEN new.`deleted_at` IS NULL BEGIN
  INSERT INTO `ledger_totals` (`month`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 7), new.`transaction_type`, new.`category`, coalesce(new.`property_id`, ''), new.`amount_cents`, 1)
  ON CONFLICT (`month`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
  INSERT INTO `ledger_totals` (`month`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 7), new.`transaction_type`, new.`category`, '*', new.`amount_cents`, 1)
  ON CONFLICT (`month`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
  INSERT INTO `ledger_year_totals` (`year`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 4), new.`transaction_type`, new.`category`, coalesce(new.`property_id`, ''), new.`amount_cents`, 1)
  ON CONFLICT (`year`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
  INSERT INTO `ledger_year_totals` (`year`, `transaction_type`, `category`, `property_key`, `amount_cents`, `transaction_count`)
  VALUES (substr(new.`transaction_date`, 1, 4), new.`transaction_type`, new.`category`, '*', new.`amount_cents`, 1)
  ON CONFLICT (`year`, `transaction_type`, `category`, `property_key`)
  DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `transaction_count` = `transaction_count` + 1;
END;
