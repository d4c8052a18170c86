-- Evidence anyone can verify (issue 9): signed photo receipts chained per inspection, sealed
-- inspections, site locations with per-photo distances, signing keys kept after rotation, and
-- revocable verify links.
CREATE TABLE `signing_keys` (
	`kid` text PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`retired_at` text
);
CREATE TABLE `verify_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`inspection_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inspection_id`) REFERENCES `inspections`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE INDEX `verify_links_user_inspection_idx` ON `verify_links` (`user_id`,`inspection_id`,`created_at`);
ALTER TABLE `photos` ADD `receipt` text;
ALTER TABLE `photos` ADD `receipt_signature` text;
ALTER TABLE `photos` ADD `receipt_key_id` text;
ALTER TABLE `photos` ADD `receipt_hash` text;
ALTER TABLE `photos` ADD `receipt_seq` integer;
ALTER TABLE `photos` ADD `receipt_inspection_id` text;
ALTER TABLE `photos` ADD `discarded_at` text;
ALTER TABLE `photos` ADD `site_distance_m` real;
CREATE UNIQUE INDEX `photos_receipt_chain_idx` ON `photos` (`receipt_inspection_id`,`receipt_seq`);
ALTER TABLE `inspections` ADD `seal` text;
ALTER TABLE `inspections` ADD `seal_signature` text;
ALTER TABLE `inspections` ADD `seal_key_id` text;
ALTER TABLE `inspections` ADD `site_check` text;
ALTER TABLE `companies` ADD `site_latitude` real;
ALTER TABLE `companies` ADD `site_longitude` real;
ALTER TABLE `companies` ADD `site_source` text;
ALTER TABLE `companies` ADD `site_set_at` text;
