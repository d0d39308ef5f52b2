-- One file for everyone in a campaign's media header (`docs/campaigns.md`, "Pictures, videos
-- and documents"): its path as the person chose it; NULL: no such file (a folder of files per
-- customer stays in pdf_folder and pdf_column).
ALTER TABLE campaigns ADD COLUMN header_file TEXT;
