-- The salt of an inspection's hidden-field digests: kept on the server so the signed seal can be
-- shown to anyone without giving away notes, e-mail or tax numbers.
ALTER TABLE `inspections` ADD `seal_nonce` text;
