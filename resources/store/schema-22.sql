-- Step 22: an autosave no longer writes its visit's history entry. The draft's row holds
-- the visit's note (`typing`: the entry, its merged fields, when), which readers of the
-- history take over the entry's stored fields (`app.store.history`); the entry is written
-- from the note when the note ends: another visit's note, none (any other change of the
-- content), or the draft deleted. One row written per pause in typing, not two.
-- The notes of release 21 agree with their entries (its trigger wrote both): dropped.
DROP TRIGGER drafts_typing_to_history;
UPDATE drafts SET typing = NULL WHERE typing IS NOT NULL;
CREATE TRIGGER drafts_typing_to_history AFTER UPDATE OF typing ON drafts
WHEN old.typing IS NOT NULL
  AND json_extract(old.typing, '$.entry') IS NOT json_extract(new.typing, '$.entry') BEGIN
    UPDATE history SET fields = json_extract(old.typing, '$.merged'),
                       at = coalesce(json_extract(old.typing, '$.at'), at)
    WHERE id = json_extract(old.typing, '$.entry') AND draft_id = old.id;
END;
CREATE TRIGGER drafts_typing_written_when_deleted AFTER DELETE ON drafts
WHEN old.typing IS NOT NULL BEGIN
    UPDATE history SET fields = json_extract(old.typing, '$.merged'),
                       at = coalesce(json_extract(old.typing, '$.at'), at)
    WHERE id = json_extract(old.typing, '$.entry') AND draft_id = old.id;
END;
