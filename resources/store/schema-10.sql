-- The trigger that holds the listing's shadowing rule is created again after this
-- (see migrations.py): the rule now names the index it looks records up by.
DROP TRIGGER IF EXISTS drafts_state_to_listing;
