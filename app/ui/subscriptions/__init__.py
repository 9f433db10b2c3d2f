"""The Subscriptions tab: webhook subscriptions, their drafts, and a local webhook receiver."""
