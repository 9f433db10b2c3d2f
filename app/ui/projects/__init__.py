"""The Projects tab: cached projects and project drafts, the create form and project images."""
