-- Step 21: a split's part is released only by what the service answered the original's
-- update with (`base_version`, the answer, set in the same statement), not by what was
-- sent: a service that answers success with the old quantity (or none) keeps the part
-- held, so the service never shows more than the whole.
DROP TRIGGER drafts_synced_releases_lots;
CREATE TRIGGER drafts_synced_releases_lots AFTER UPDATE OF state ON drafts
WHEN new.state = 'synced' AND old.state IS NOT 'synced' BEGIN
    UPDATE lots SET state = 'released' WHERE first_id = new.id AND state = 'held'
      AND (action != 'split' OR CAST(json_extract(coalesce(new.base_version, new.content),
           '$.quantity.quantityValue') AS REAL) + CAST(amount AS REAL)
           <= CAST(whole AS REAL) + 0.000001);
END;
