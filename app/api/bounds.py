"""How much the program reads from outside, at most: every bound, stated once.

A service (or a colleague's file, or a webhook sender) that is broken, misconfigured or
hostile must not exhaust memory, disk or time. Each reader takes its bound from here (the
service's own limits from `resources/interface/limits.json`, which the sandbox reads too);
a message that names one carries it as a parameter, in MiB (`mebibytes`); the README's
Bounds table lists them (tests/api/test_bounds_listed.py holds it to these). Sizes are bytes.
"""

from __future__ import annotations

from typing import Final

from app.api.categories import LIMITS

MIB: Final = 1024 * 1024


def mebibytes(size: int) -> int:
    """`size` bytes in whole MiB, as a message says it (at least 1)."""
    return max(1, round(size / MIB))


# --- the service's answers (read streamed; more than this ends the read) ---------------
# One page of the product or project list: a hundred records with their descriptions and
# picture lists are well under a megabyte; sixteen leave room for long texts.
LIST_PAGE_BYTES: Final = 16 * MIB
# Any other successful answer (a created record, an update's answer, the subscriptions).
ANSWER_BYTES: Final = 4 * MIB
# What is read of an error answer: enough for its message and field errors (the rest cut).
ERROR_BODY_BYTES: Final = 64 * 1024
# A picture or file the service lists: as large as the service takes in an upload.
DOWNLOAD_BYTES: Final = LIMITS["request"]["body"]["max_length"]
# The largest id the service may give a record it made: JSON's safe integers (1 ... 2^53 - 1),
# the numbers every JSON reader (JavaScript's too) reads exactly; a larger one may name
# another record on the way.
MAX_SAFE_ID: Final = 2**53 - 1
# The longest id kept of a record the service names by text (a subscription's UUID is 36):
# an item listed with a longer one, or a link the user types, is no record of this service.
MAX_ID_TEXT: Final = 64
# Pages of one list read in one go: 2,000 pages of 100 are 200,000 records. A list that
# points further (or back to a page it gave) is cut short with `EndlessList`.
MAX_PAGES: Final = 2_000

# --- draft archives (a `.reusedesk` file a colleague hands over) ------------------------
# The archive's own JSON members (manifest, drafts, attachment list), each.
ARCHIVE_JSON_BYTES: Final = 64 * MIB
# One attachment in it (the service takes no larger upload), and all of them together.
ARCHIVE_MEMBER_BYTES: Final = DOWNLOAD_BYTES
ARCHIVE_TOTAL_BYTES: Final = 4 * 1024 * MIB
ARCHIVE_MAX_DRAFTS: Final = 100_000
ARCHIVE_MAX_ATTACHMENTS: Final = 100_000
# How deep the JSON of one draft may nest (a form is a few levels deep).
ARCHIVE_MAX_DEPTH: Final = 32

# --- the local webhook receiver ---------------------------------------------------------
WEBHOOK_HEADER_BYTES: Final = 64 * 1024
WEBHOOK_BODY_BYTES: Final = 2 * MIB
# The deliveries the window keeps to show: by count and by the bytes of their bodies.
WEBHOOK_HISTORY_COUNT: Final = 500
WEBHOOK_HISTORY_BYTES: Final = 16 * MIB

# --- what the store keeps of itself -----------------------------------------------------
# The history entries kept per record (`app/store/history.py`): past them the oldest are
# folded into one "earlier changes" entry (each field's first before-value). A record edited
# every day for a year stays readable at a glance; the panel reads it whole.
HISTORY_ENTRIES_PER_RECORD: Final = 200
# The characters of one field's value an entry keeps (twice the interface's longest field):
# a longer one (a hostile service's answer) is kept cut, ending in "…", so the history of a
# record stays within its entries times its fields times this.
HISTORY_VALUE_CHARS: Final = 4096

# The characters of one pinned value as stored (its JSON; `app/store/pins.py`): twice the
# interface's longest field, as a history entry keeps. A longer one (pasted, or a hostile
# file's) is refused, not cut: a pin is copied into every new record as it is.
PIN_VALUE_CHARS: Final = 4096
# Pins one environment's store keeps, of all kinds together: a form has some forty fields
# that may repeat; more is no user's pinning, and every new record reads them all.
PINS_PER_ENVIRONMENT: Final = 200

# --- inventories (a spreadsheet or CSV file an office hands over) -----------------------
# Rows one import takes; a longer sheet is refused before it is read whole.
INVENTORY_ROWS: Final = 50_000
# What one part of a workbook (a sheet's XML, the shared strings) may unpack to, and all
# its parts together (an .xls: its file size), by the zip's directory before unpacking.
WORKBOOK_PART_BYTES: Final = 128 * MIB
WORKBOOK_BYTES: Final = 256 * MIB
# Excel's own limit for the text of one cell.
CELL_CHARS: Final = 32_767
# The longest line of a CSV file read (its fields: the csv module's `field_size_limit`).
CSV_LINE_BYTES: Final = 1 * MIB

# --- pictures from outside (the photo inbox; attaching shares the file rules) -----------
# A phone's 200-megapixel JPEG is some 40 MB; more is no photo of an item.
PICTURE_FILE_BYTES: Final = 64 * MIB
# What one picture is decoded to at the most (a JPEG is scaled while it is decoded).
PICTURE_DECODE_PIXELS: Final = 40_000_000
# Pictures one read of the inbox takes.
INBOX_MAX_PICTURES: Final = 10_000

# --- attachments (a picture or file the user adds to a record) ----------------------------
# A picture is prepared before it goes (upright, 2,048 px, a JPEG of a few hundred KB): its
# original may be as large as the inbox's (`PICTURE_FILE_BYTES`). Any other file goes as it
# is, in base64 (four bytes for three) inside one JSON body of at most `DOWNLOAD_BYTES` with
# its name (the service takes 255 characters, each up to six bytes escaped): the largest file
# that fits, in whole MiB. A larger one is refused when it is attached, and one already kept
# (or a picture prepared at its full size) is never sent.
# (2 KiB is room for that envelope.)
ATTACHMENT_FILE_BYTES: Final = (DOWNLOAD_BYTES - 2 * 1024) // 4 * 3 // MIB * MIB
# Rounds an upload may fail the same way (the same status, or no answer) before it is no
# longer tried: its record needs attention, with the reason at the attachment.
UPLOAD_FAILED_ROUNDS: Final = 3

# --- the project report (one record's odd value never stops it) -----------------------
# The longest text a report's QR code holds: a longer one makes a code of modules too fine
# to scan at its 25 mm (the code holds the product's reference instead, said as a warning).
REPORT_QR_CHARS: Final = 300
# A quantity, price or environmental figure beyond this (either sign) is no amount a product
# has: shown as given, never summed, said as a warning.
REPORT_LARGEST_NUMBER: Final = 10**15
# What the report's workers hold of photos being decoded, together: each photo counts
# width x height x 4 bytes as decoded (a JPEG at the reduced size it is decoded at). A photo
# that alone needs more is not decoded (the placeholder, said as a warning).
REPORT_DECODE_BYTES: Final = 192 * MIB
