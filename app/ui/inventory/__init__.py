"""The inventory's windows: the spreadsheet import, the catalogue export and the labels."""
