-- Security deposits held for tenants: a liability of the property, never income when received, so
-- they stay out of the ledger (and of P&L and Schedule E). Each settlement returns part of one or
-- keeps it; a part kept for rent or damages becomes income through the transaction made with it.
CREATE TABLE `deposits` (
  `id` text PRIMARY KEY NOT NULL,
  `property_id` text NOT NULL REFERENCES `properties`(`id`),
  `tenant` text NOT NULL,
  `amount_cents` integer NOT NULL CHECK (`amount_cents` > 0),
  `received_date` text NOT NULL,
  `notes` text,
  `created_at` text NOT NULL,
  `updated_at` text NOT NULL,
  `deleted_at` text
);
--> statement-breakpoint
CREATE INDEX `deposits_property_idx` ON `deposits` (`property_id`, `deleted_at`);
--> statement-breakpoint
CREATE TABLE `deposit_settlements` (
  `id` text PRIMARY KEY NOT NULL,
  `deposit_id` text NOT NULL REFERENCES `deposits`(`id`),
  `kind` text NOT NULL CHECK (`kind` IN ('returned', 'kept_for_rent', 'kept_for_damages')),
  `amount_cents` integer NOT NULL CHECK (`amount_cents` > 0),
  `settled_date` text NOT NULL,
  `transaction_id` text REFERENCES `transactions`(`id`),
  `created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deposit_settlements_deposit_idx` ON `deposit_settlements` (`deposit_id`);
