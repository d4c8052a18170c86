CREATE TABLE `dispositions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`case_id` text NOT NULL,
	`inspection_id` text NOT NULL,
	`visit` integer NOT NULL,
	`outcome` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`reviewer_id` text,
	`reviewer_name` text NOT NULL,
	`replaces_id` text,
	`body` text NOT NULL,
	`signature` text NOT NULL,
	`key_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `dispositions_case_idx` ON `dispositions` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `dispositions_inspection_idx` ON `dispositions` (`inspection_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `dispositions_org_created_idx` ON `dispositions` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `dispositions_org_reviewer_idx` ON `dispositions` (`organization_id`,`reviewer_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `cases` ADD `assigned_at` text;--> statement-breakpoint
ALTER TABLE `cases` ADD `visit` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `cases` ADD `disposition_id` text;--> statement-breakpoint
ALTER TABLE `cases` ADD `disposed_at` text;--> statement-breakpoint
ALTER TABLE `cases` ADD `review_reminded_at` text;--> statement-breakpoint
CREATE INDEX `cases_org_status_submitted_idx` ON `cases` (`organization_id`,`status`,`submitted_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_org_created_idx` ON `cases` (`organization_id`,`created_at`,`id`);