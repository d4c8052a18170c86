CREATE TABLE `case_events` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`case_id` text NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`kind` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_events_case_idx` ON `case_events` (`case_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `case_events_org_idx` ON `case_events` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cases` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`reference` text NOT NULL,
	`company_id` text,
	`company_name` text NOT NULL,
	`site_address` text NOT NULL,
	`site_latitude` real,
	`site_longitude` real,
	`verification_type` text NOT NULL,
	`instructions` text,
	`due_at` text NOT NULL,
	`assignee_id` text,
	`status` text NOT NULL,
	`inspection_id` text,
	`met_name` text,
	`met_role` text,
	`reminded_at` text,
	`submitted_at` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cases_org_reference_unique` ON `cases` (`organization_id`,`reference`);--> statement-breakpoint
CREATE INDEX `cases_org_due_idx` ON `cases` (`organization_id`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_org_status_due_idx` ON `cases` (`organization_id`,`status`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_org_assignee_due_idx` ON `cases` (`organization_id`,`assignee_id`,`status`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `cases_assignee_due_idx` ON `cases` (`assignee_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `cases_inspection_idx` ON `cases` (`inspection_id`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`accepted_by` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_unique` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_org_idx` ON `invitations` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`last_latitude` real,
	`last_longitude` real,
	`last_located_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`organization_id`, `user_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memberships_org_role_idx` ON `memberships` (`organization_id`,`role`);--> statement-breakpoint
CREATE INDEX `memberships_user_idx` ON `memberships` (`user_id`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_code_unique` ON `organizations` (`code`);--> statement-breakpoint
CREATE INDEX `organizations_created_idx` ON `organizations` (`created_at`);--> statement-breakpoint
ALTER TABLE `companies` ADD `organization_id` text;--> statement-breakpoint
CREATE INDEX `companies_org_name_idx` ON `companies` (`organization_id`,"name" COLLATE NOCASE);--> statement-breakpoint
ALTER TABLE `inspections` ADD `case_id` text;