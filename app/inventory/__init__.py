"""Demolition inventories in and out: spreadsheets read into drafts, the catalogue written
to spreadsheets, and labels that tie a harvested item to its record. No Qt here."""
