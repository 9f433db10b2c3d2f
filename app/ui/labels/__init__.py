"""Label sheets: painting labels with their QR codes on a page (`sheet`), and the dialog that
previews, prints and saves them (`dialog`)."""

from app.ui.labels.dialog import LabelsDialog
from app.ui.labels.dialog import open_labels_dialog

__all__ = ["LabelsDialog", "open_labels_dialog"]
