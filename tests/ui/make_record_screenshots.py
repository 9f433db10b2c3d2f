"""Regenerate the Projects and Subscriptions screenshots.

`python -m tests.ui.make_record_screenshots`

Runs the real window offscreen against an embedded demo sandbox in a temporary
data folder and saves `projects-tab.png`, `projects-form.png`,
`subscriptions-tab.png` and `subscriptions-form.png` in resources/screenshots.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import _photo
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk

PROJECT = {
    "title": "Sloop sporthal De Meent, Houten",
    "contactpersoon_naam": "Mark Jansen",
    "contactpersoon_email": "mark@example.nl",
    "adres": "Meentweg 3",
    "postcode": "3991 AB",
    "plaats": "Houten",
    "materiaal_beschikbaar_vanaf": "2026-11-22T09:00:00Z",
    "materiaal_beschikbaar_tot": "2026-12-22T16:00:00Z",
    "materiaal_online_vanaf": "2026-11-01T08:00:00Z",
    "materiaal_online_tot": "2027-01-31T08:00:00Z",
    "levering": "Ophalen op locatie, werkdagen 8:00-16:00.",
    "status_materiaal": "Beschikbaar",
    "grondsoort": "Klei",
}


async def main(folder: Path, sandbox: object) -> None:
    import httpx

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        window = desk.window
        # Both tabs are built when first opened.
        window.tabs.setCurrentIndex(2)
        window.tabs.setCurrentIndex(1)
        assert desk.projects is not None
        assert desk.subscriptions is not None
        projects, subscriptions = desk.projects, desk.subscriptions
        OUT.mkdir(parents=True, exist_ok=True)

        # Projects: drafts beside the server's projects, one server project open.
        window.tabs.setCurrentWidget(projects)
        projects.new_project(PROJECT)
        projects.queue_current()
        projects.new_project(
            {"title": "Renovatie kantoor Oudegracht, Utrecht", "plaats": "Utrecht"}
        )
        projects.apply_filters()
        rows = [projects.model.row_at(r) for r in range(projects.model.rowCount())]
        shown = next(r for r in rows if r is not None and "Kanaleneiland" in r.title)
        projects.select_key(shown.key)
        await asyncio.sleep(0.3)
        window.grab().save(str(OUT / "projects-tab.png"))

        # The create form with messages at its fields and pictures waiting for upload.
        projects.new_project(
            {
                **PROJECT,
                "title": "Strip schoolgebouw Kanaalweg, Zwolle",
                "contactpersoon_email": "jan@",
                "materiaal_online_tot": "2026-10-01T08:00:00Z",
            }
        )
        projects.form.touch("contactpersoon_email", "materiaal_online_tot")
        projects.show_validation()
        photos = [
            _photo(folder / f"project-{i}.png", colour, label)
            for i, (colour, label) in enumerate([("#6d5f8d", "gevel"), ("#5d7b6f", "hal")])
        ]
        projects.add_files([str(p) for p in photos])
        await _until(lambda: len(projects.form.images.model.items) == 2)
        await _until(lambda: projects.form.images.pending_thumbnails() == 0)
        await asyncio.sleep(0.3)
        window.grab().save(str(OUT / "projects-form.png"))

        # Subscriptions: two on the server, the local receiver with a valid and a forged delivery.
        window.tabs.setCurrentWidget(subscriptions)
        subscriptions.new_subscription(
            {"webhook_url": "https://hooks.example.nl/reuse", "event_type": ["created"]}
        )
        subscriptions.queue_current()
        subscriptions.new_subscription()
        subscriptions.use_local_receiver()
        await _until(lambda: subscriptions.form.editor("webhook_url").value() is not None)
        subscriptions.queue_current()
        task = desk.sync_now()
        assert task is not None
        await task
        receiver = subscriptions.receiver_panel.receiver
        server_id = next(
            r.server_id
            for r in map(subscriptions.model.row_at, range(subscriptions.model.rowCount()))
            if r is not None and r.title == receiver.url
        )
        subscriptions.select_key(f"s:{server_id}")
        subscriptions.send_test()
        await _until(lambda: subscriptions.receiver_panel.model.rowCount() == 1)
        async with httpx.AsyncClient(trust_env=False) as http:
            await http.post(
                receiver.url,
                content=b'{"event_type":"created","resource_type":"product","resource_id":7}',
                headers={"X-Signature-Timestamp": "1700000000", "X-Signature": "sha256=00"},
            )
        await _until(lambda: subscriptions.receiver_panel.model.rowCount() == 2)
        await asyncio.sleep(0.3)
        window.grab().save(str(OUT / "subscriptions-tab.png"))

        # The create form, validated as the user types.
        subscriptions.new_subscription({"webhook_url": "hooks.example.nl/zonder-schema"})
        subscriptions.form.touch("webhook_url")
        subscriptions.show_validation()
        await asyncio.sleep(0.3)
        window.grab().save(str(OUT / "subscriptions-form.png"))


if __name__ == "__main__":
    run(main)
