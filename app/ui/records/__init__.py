"""What the Products, Projects and Subscriptions tabs share: the record tab, its form and table."""
