"""The message table's sentences for the photo inbox (app.photos): why a picture is not read,
why it is left unassigned, why it is not attached again. `message_table` merges them into its
KINDS; marked under its translation context "Messages", like the table's own.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP

PHOTO_KINDS: Final[dict[str, object]] = {
    # the file rules (app.store.file_rules) and reading a picture (app.photos.pictures)
    "file.unreadable": QT_TRANSLATE_NOOP("Messages", "{name} cannot be read: {reason}."),
    "file.not_a_file": QT_TRANSLATE_NOOP(
        "Messages", "{name} is not a file (a folder, a device or a pipe): not read."
    ),
    "file.too_big": QT_TRANSLATE_NOOP(
        "Messages", "{name} is larger than {limit_mb} MB: no photo is that large. Not read."
    ),
    # attaching (app.store.attachments, app.work.attaching): what cannot be sent
    "file.too_big_to_send": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is larger than {mebibytes} MB, more than the service takes: not attached.",
    ),
    "file.changing": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is still being written (it changed while it was copied): not attached. Add "
        "it again once it is saved.",
    ),
    "photo.not_a_picture": QT_TRANSLATE_NOOP(
        "Messages", "{name} is not a picture Reuse Desk can read."
    ),
    "photo.too_large": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} has too many pixels to read safely. Save it smaller (as a JPEG) to use it.",
    ),
    "photo.incomplete": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is damaged or incomplete (perhaps copied from the card only in part). Copy it "
        "again.",
    ),
    "photo.code_unreadable": QT_TRANSLATE_NOOP(
        "Messages",
        "A QR code in {name} could not be read. Photograph the label again, closer and sharp.",
    ),
    # grouping and matching (app.photos.grouping, app.photos.inbox)
    "photo.no_label": QT_TRANSLATE_NOOP(
        "Messages", "No label was photographed before this picture."
    ),
    "photo.after_pause": QT_TRANSLATE_NOOP(
        "Messages",
        "Taken {minutes} minutes after the picture before it; a pause of more than {limit} "
        "minutes ends a label's pictures.",
    ),
    "photo.after_unusable": QT_TRANSLATE_NOOP(
        "Messages",
        "It follows {label}, a picture that could not be used: it may show another record's label.",
    ),
    "photo.two_labels": QT_TRANSLATE_NOOP(
        "Messages", "{name} shows different labels ({codes}): it is not clear which record."
    ),
    "photo.label_unknown": QT_TRANSLATE_NOOP(
        "Messages", "The label {code} names no record on this computer."
    ),
    "photo.label_other_environment": QT_TRANSLATE_NOOP(
        "Messages",
        "The label {code} is of a record of {environment}. Read these pictures while working "
        "with {environment}.",
    ),
    "photo.label_two_environments": QT_TRANSLATE_NOOP(
        "Messages",
        "The label {code} names a record here and one of {environment}: it cannot say which.",
    ),
    "photo.too_many": QT_TRANSLATE_NOOP(
        "Messages", "{name} holds more than {limit} pictures. Choose a folder of one day."
    ),
    "photo.folder_unreadable": QT_TRANSLATE_NOOP(
        "Messages", "The folder {name} cannot be read: {reason}."
    ),
    # not attached again, or not attached (app.photos.inbox)
    "photo.already_attached": QT_TRANSLATE_NOOP(
        "Messages", "{name} is attached to a record already."
    ),
    "photo.label_alone": QT_TRANSLATE_NOOP(
        "Messages", "{name} shows the label of {title}; no picture to add follows it."
    ),
    "photo.same_picture": QT_TRANSLATE_NOOP("Messages", "{name} is the same picture as {first}."),
    "photo.changed": QT_TRANSLATE_NOOP(
        "Messages", "{name} changed after it was read; it was not attached. Read it again."
    ),
    "photo.link_outside": QT_TRANSLATE_NOOP(
        "Messages",
        "{name} is a link to {target}, outside the folder being read: not read. Copy the "
        "picture into the folder to use it.",
    ),
}
