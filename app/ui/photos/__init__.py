"""The window's photo inbox (*Foto's → Foto's inlezen…*, a folder or files dropped on the
window, a watched folder): the pictures read and grouped by `app.work.photos` are shown
before anything is attached, rearranged by the user, and attached with *Toevoegen*.

- `pictures`: the model of one group's pictures (thumbnails, the label marked, ticks);
- `dialog`: the inbox itself, a section per group, reading with progress and Stop;
- `record_drop`: pictures or a whole group dropped on a product in the window's list;
- `watch`: the watched folder, looked at on a timer;
- `door`: what the desk wires: the menu's folder chooser, the drop, the watched folder.
"""
