-- Rows already recorded keep their order: seq takes their rowid.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_photo_signals` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`photo_id` text NOT NULL,
	`user_id` text NOT NULL,
	`inspection_id` text NOT NULL,
	`company_key` text,
	`fingerprint` text,
	`band0` integer,
	`band1` integer,
	`band2` integer,
	`band3` integer,
	`match_count` integer DEFAULT 0 NOT NULL,
	`match_kind` text,
	`network_distance_km` real,
	`network_country` text,
	`capture_code_issued_at` text,
	`received_at` text NOT NULL,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_photo_signals`("seq", "photo_id", "user_id", "inspection_id", "company_key", "fingerprint", "band0", "band1", "band2", "band3", "match_count", "match_kind", "network_distance_km", "network_country", "capture_code_issued_at", "received_at") SELECT rowid, "photo_id", "user_id", "inspection_id", "company_key", "fingerprint", "band0", "band1", "band2", "band3", "match_count", "match_kind", "network_distance_km", "network_country", "capture_code_issued_at", "received_at" FROM `photo_signals`;--> statement-breakpoint
DROP TABLE `photo_signals`;--> statement-breakpoint
ALTER TABLE `__new_photo_signals` RENAME TO `photo_signals`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `photo_signals_photo_id_unique` ON `photo_signals` (`photo_id`);--> statement-breakpoint
CREATE INDEX `photo_signals_band0_idx` ON `photo_signals` (`band0`,`fingerprint`);--> statement-breakpoint
CREATE INDEX `photo_signals_band1_idx` ON `photo_signals` (`band1`,`fingerprint`);--> statement-breakpoint
CREATE INDEX `photo_signals_band2_idx` ON `photo_signals` (`band2`,`fingerprint`);--> statement-breakpoint
CREATE INDEX `photo_signals_band3_idx` ON `photo_signals` (`band3`,`fingerprint`);--> statement-breakpoint
CREATE INDEX `photo_signals_received_idx` ON `photo_signals` (`received_at`);--> statement-breakpoint
CREATE INDEX `photo_signals_user_idx` ON `photo_signals` (`user_id`,`received_at`);