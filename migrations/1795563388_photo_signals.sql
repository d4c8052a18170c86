CREATE TABLE `photo_signals` (
	`photo_id` text PRIMARY KEY NOT NULL,
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
CREATE INDEX `photo_signals_band0_idx` ON `photo_signals` (`band0`);--> statement-breakpoint
CREATE INDEX `photo_signals_band1_idx` ON `photo_signals` (`band1`);--> statement-breakpoint
CREATE INDEX `photo_signals_band2_idx` ON `photo_signals` (`band2`);--> statement-breakpoint
CREATE INDEX `photo_signals_band3_idx` ON `photo_signals` (`band3`);--> statement-breakpoint
CREATE INDEX `photo_signals_received_idx` ON `photo_signals` (`received_at`);--> statement-breakpoint
CREATE INDEX `photo_signals_user_idx` ON `photo_signals` (`user_id`,`received_at`);