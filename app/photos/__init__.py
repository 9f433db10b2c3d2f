"""The photo inbox: pictures from a camera card (or a phone's folder) find their records by
the Reuse Desk labels photographed with them.

- the file rules every picture read from outside passes (regular files only, checked
  before opening; a size limit) are `app.store.file_rules`, where attaching shares them;
- `pictures`: one picture read: its content's hash, its capture time, the label codes seen
  in it (QR codes read at a reduced size, with Pillow and zxing-cpp), whether it decodes whole;
- `references`: which texts (a QR code's, a file name's) name a label;
- `grouping`: pictures ordered by time, each label starting a group;
- `inbox`: a folder read on worker threads (progress and stop), grouped, matched to the store
  in front and attached;
- `headless`: `reuse-desk photos FOLDER`.

No Qt: the window's inbox builds on this, and the command line runs without a display.
"""

from typing import Final

# A pause longer than this between two pictures ends a label's group, unless the user sets
# another. Here, in the package's own module, so that the command line's help names it
# without loading the inbox (Pillow, zxing-cpp).
DEFAULT_PAUSE_MINUTES: Final = 10
