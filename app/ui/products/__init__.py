"""The Products tab: the table of cached products and drafts, and the product form."""
