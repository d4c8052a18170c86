ALTER TABLE `notifications` ADD `organization_id` text;--> statement-breakpoint
CREATE INDEX `notifications_user_org_idx` ON `notifications` (`user_id`,`organization_id`);--> statement-breakpoint
ALTER TABLE `cases` ADD `evidence_removed_at` text;--> statement-breakpoint
ALTER TABLE `organizations` ADD `evidence_retention_years` integer;--> statement-breakpoint
CREATE INDEX `inspections_case_idx` ON `inspections` (`case_id`);--> statement-breakpoint
-- Data: the case notifications written before this column get their organization. Reminders and submissions carry the
-- case id in their own id (kind:caseId:...); assignments and decisions are matched by the reference and company they name.
UPDATE `notifications` SET `organization_id` = (
  SELECT `organization_id` FROM `cases` WHERE `cases`.`id` = substr(`notifications`.`id`, instr(`notifications`.`id`, ':') + 1,
    instr(substr(`notifications`.`id`, instr(`notifications`.`id`, ':') + 1), ':') - 1)
) WHERE `kind` IN ('case_submitted', 'review_reminder', 'case_reminder');--> statement-breakpoint
UPDATE `notifications` SET `organization_id` = (
  SELECT k.`organization_id` FROM `cases` k
  WHERE substr(`notifications`.`message`, 1, length(k.`reference`) + 11) IN ('Reference ' || k.`reference` || ',', 'Reference ' || k.`reference` || ':')
    AND substr(`notifications`.`title`, -length(k.`company_name`)) = k.`company_name`
  LIMIT 1
) WHERE `kind` IN ('case_assigned', 'case_review');
