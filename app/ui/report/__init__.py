"""The project report in the window: the dialog that makes it, and the Projects tab's overview."""
