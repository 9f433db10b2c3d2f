"""A damaged or crafted drafts archive is refused whole, with the archive's own error, before
anything is written; the store stays readable and syncs. Bombs are refused by their declared
sizes, before a byte of them is expanded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import zipfile
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from app.api.notices import Notice
from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.errors import ArchiveError
from app.store.errors import ArchiveTooLarge
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.outbox import collect_work
from tests.store.zip_bombs import write_zip

ROOT = Path(__file__).resolve().parents[2]
GIB = 1 << 30


def _open(folder: Path) -> Store:
    return Store.open(folder / "db.sqlite3", folder / "attachments")


def _members(archive: Path) -> dict[str, Any]:
    with zipfile.ZipFile(archive) as zf:
        return {
            name: json.loads(zf.read(name)) if name.endswith(".json") else zf.read(name)
            for name in zf.namelist()
        }


def _write(path: Path, members: dict[str, Any]) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        for name, value in members.items():
            zf.writestr(name, value if isinstance(value, bytes) else json.dumps(value))
    return path


@pytest.fixture(scope="module")
def valid(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An export of a new draft with a photo, an edit of a server record, and a project."""
    folder = tmp_path_factory.mktemp("valid")
    store = _open(folder / "a")
    photo = folder / "deur.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0" + os.urandom(2_000))
    new = store.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    store.attachments.attach_file(new.id, photo)
    edit = store.drafts.create_draft("product", {"itemDetails": {"name": "Balk"}}, server_id=5)
    store.drafts.record_errors(edit.id, {"address.city": [Notice("rule.required")]})
    store.drafts.create_draft("project", {"title": "School"})
    archive = folder / "werk.reusedesk"
    export_drafts(
        store, archive, environment_key="https://acc.example/api/v1", environment_name="Acceptatie"
    )
    store.close()
    return archive


@pytest.fixture
def target(tmp_path: Path) -> Iterator[Store]:
    with _open(tmp_path / "b") as store:
        yield store


def _refused_cleanly(store: Store, archive: Path) -> ArchiveError:
    with pytest.raises(ArchiveError) as caught:
        import_drafts(store, archive)
    assert store.drafts.list_drafts() == []
    assert list(store.attachments_dir.iterdir()) == []
    assert caught.value.notice.code.startswith("archive.")
    return caught.value


def _draft_field(name: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(members: dict[str, Any]) -> None:
        members["drafts.json"][0][name] = value

    return mutate


@pytest.mark.parametrize(
    "mutate",
    [
        _draft_field("send_attempted_at", "garbage"),
        _draft_field("last_sync_at", 12),
        _draft_field("error_message", {"code": 1}),
        _draft_field("archive_requested", "yes"),
        _draft_field("revision", [1]),
        _draft_field("content", {"a": {"b": None}} | {"c": float("nan")}),
        _draft_field("field_errors", {"x": [[[]]]}),
        _draft_field("kind", ["product"]),
        _draft_field("server_id", {"id": 5}),
        lambda m: m["attachments.json"][0].update(created_at="yesterday"),
        lambda m: m["attachments.json"][0].update(size=-1),
        lambda m: m["drafts.json"].append(m["drafts.json"][0]),  # a duplicate id
        lambda m: m["attachments.json"].append(m["attachments.json"][0]),
        lambda m: m["manifest.json"].update(draft_ids="all"),
        lambda m: m["manifest.json"].update(environment={"key": 5}),
    ],
)
def test_a_poisoned_archive_is_refused_with_its_own_error(
    valid: Path, target: Store, tmp_path: Path, mutate: Callable[[dict[str, Any]], None]
) -> None:
    members = _members(valid)
    mutate(members)
    poisoned = tmp_path / "poisoned.reusedesk"
    with zipfile.ZipFile(poisoned, "w") as zf:
        for name, value in members.items():
            zf.writestr(name, json.dumps(value) if name.endswith(".json") else value)

    _refused_cleanly(target, poisoned)
    assert collect_work(target.drafts, target.attachments) == []


@pytest.mark.asyncio
async def test_after_a_poisoned_archive_the_next_sync_works(
    valid: Path, tmp_path: Path, sandbox: Any
) -> None:
    from tests.sync.helpers import Workbench
    from tests.sync.helpers import product_content

    members = _members(valid)
    members["drafts.json"][0]["send_attempted_at"] = "garbage"
    poisoned = _write(tmp_path / "poisoned.reusedesk", members)
    bench = Workbench(tmp_path, sandbox.base_url)
    try:
        _refused_cleanly(bench.store, poisoned)
        draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
        async with bench.engine() as engine:
            report = await engine.run_once()
        assert report.exit_code == 0, report
        assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    finally:
        bench.close()


def test_a_draft_nested_deeper_than_any_reader_goes_is_refused(
    valid: Path, target: Store, tmp_path: Path
) -> None:
    members = _members(valid)
    drafts = json.dumps(members.pop("drafts.json"))
    nested = "[" * 100_000 + "]" * 100_000
    deep = drafts.replace('"content": {', '"content": {"x": ' + nested + ", ", 1)
    members["drafts.json"] = deep.encode()
    _refused_cleanly(target, _write(tmp_path / "deep.reusedesk", members))


def test_an_archive_of_another_environment_brings_only_its_new_drafts(
    valid: Path, target: Store
) -> None:
    report = import_drafts(target, valid, environment_key="https://prod.example/api/v1")

    kept = target.drafts.list_drafts()
    assert {d.server_id for d in kept} == {None}  # the edit of record 5 stayed out
    assert len(report.other_environment) == 1
    codes = {n.code: n.params for n in report.notices("werk.reusedesk")}
    assert codes["archive.other_environment"]["environment"] == "Acceptatie"
    assert codes["archive.taken_into"]["environment"] == "https://prod.example/api/v1"


def test_an_archive_of_the_same_environment_brings_everything(valid: Path, target: Store) -> None:
    report = import_drafts(target, valid, environment_key="https://acc.example/api/v1")
    assert len(report.imported) == 3
    assert report.other_environment == []


_CHILD = textwrap.dedent(
    """
    import resource, sys, time
    limit = int(sys.argv[3])
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from pathlib import Path
    from app.store.archive import import_drafts
    from app.store.errors import ArchiveError
    from app.store.store import Store
    folder = Path(sys.argv[1])
    store = Store.open(folder / "db.sqlite3", folder / "attachments")
    started = time.perf_counter()
    try:
        import_drafts(store, sys.argv[2])
    except ArchiveError as error:
        took = time.perf_counter() - started
        peak = open("/proc/self/status").read().split("VmHWM:")[1].split()[0]
        print(error.code, f"{took:.3f} s", f"peak {peak} kB", file=sys.stderr)
        sys.exit(0)
    sys.exit(1)
    """
)


@pytest.fixture(scope="module")
def bombs(valid: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("bombs")
    members = _members(valid)
    texts = {k: json.dumps(v).encode() for k, v in members.items() if k.endswith(".json")}
    (member,) = [k for k in members if k.startswith("attachments/")]
    drafts = folder / "drafts.reusedesk"
    write_zip(drafts, texts | {"drafts.json": GIB})
    listed = json.loads(texts["attachments.json"])
    listed[0]["size"] = GIB
    big = folder / "member.reusedesk"
    write_zip(big, texts | {"attachments.json": json.dumps(listed).encode(), member: GIB})
    liar = folder / "liar.reusedesk"  # the list says the member is small
    write_zip(liar, texts | {member: GIB})
    return {"drafts": drafts, "member": big, "liar": liar}


@pytest.mark.parametrize("which", ["drafts", "member", "liar"])
def test_an_archive_bomb_is_refused_in_bounded_memory(
    bombs: dict[str, Path], tmp_path: Path, which: str
) -> None:
    assert bombs[which].stat().st_size < 3_000_000
    limit = 100 * 1024**2
    child = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tmp_path), str(bombs[which]), str(limit)],
        cwd=ROOT,
        env=os.environ | {"MALLOC_ARENA_MAX": "1"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert child.returncode == 0, child.stderr
    assert child.stderr.startswith("archive."), child.stderr
    assert int(child.stderr.split("peak ")[1].split()[0]) < limit // 1024
    assert sum(f.stat().st_size for f in (tmp_path / "attachments").iterdir()) == 0


def test_a_member_over_its_bound_is_refused_before_it_is_read(
    bombs: dict[str, Path], target: Store
) -> None:
    error = _refused_cleanly(target, bombs["member"])
    assert isinstance(error, ArchiveTooLarge)


# --- a property: whatever is changed, refused with the archive's error or imported whole ---

_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.sampled_from(["", "product", "queued", "2026-11-27T10:00:00.000000Z", "\ud800"]),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


@st.composite
def _mutations(draw: st.DrawFn) -> list[tuple[str, int, str, Any]]:
    """Changes to make: (member, record index, field or an operation, value)."""
    changes = []
    for _ in range(draw(st.integers(1, 3))):
        member = draw(st.sampled_from(["drafts.json", "attachments.json", "manifest.json"]))
        field = draw(
            st.sampled_from(
                [
                    "id",
                    "kind",
                    "state",
                    "content",
                    "server_id",
                    "base_version",
                    "field_errors",
                    "error_message",
                    "archive_requested",
                    "revision",
                    "created_at",
                    "send_attempted_at",
                    "size",
                    "sha256",
                    "member",
                    "draft_id",
                    "file_name",
                    "record_kind",
                    "format_version",
                    "draft_ids",
                    "environment",
                    "<drop>",
                    "<duplicate>",
                    "<nest>",
                    "<remove field>",
                ]
            )
        )
        changes.append((member, draw(st.integers(0, 2)), field, draw(_VALUES)))
    return changes


def _apply(members: dict[str, Any], changes: list[tuple[str, int, str, Any]]) -> None:
    for member, index, field, value in changes:
        records = members[member]
        if member == "manifest.json":
            if field == "<remove field>":
                records.pop("archive_id", None)
            else:
                records[field] = value
            continue
        if not records:
            continue
        record = records[index % len(records)]
        if field == "<drop>":
            records.remove(record)
        elif field == "<duplicate>":
            records.append(dict(record))
        elif field == "<nest>":
            record["content"] = {"x": dict(record)}  # the record inside itself, once
        elif field == "<remove field>":
            record.pop("updated_at", None)
        else:
            record[field] = value


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(changes=_mutations())
def test_a_mutated_archive_is_refused_or_imported_whole(
    valid: Path, tmp_path_factory: pytest.TempPathFactory, changes: list[tuple[str, int, str, Any]]
) -> None:
    folder = tmp_path_factory.mktemp("mutated")
    members = _members(valid)
    _apply(members, changes)
    archive = folder / "mutated.reusedesk"
    with zipfile.ZipFile(archive, "w") as zf:
        for name, value in members.items():
            if name.endswith(".json"):
                zf.writestr(name, json.dumps(value).encode("utf-8", "surrogatepass"))
            else:
                zf.writestr(name, value)

    with _open(folder / "b") as store:
        try:
            report = import_drafts(store, archive)
        except ArchiveError:
            assert store.drafts.list_drafts() == []
            assert list(store.attachments_dir.iterdir()) == []
        else:
            assert len(store.drafts.list_drafts()) == len(report.imported)
            assert len(list(store.attachments_dir.iterdir())) == report.attachments
    with _open(folder / "b") as store:  # opens again, and the outbox reads it
        collect_work(store.drafts, store.attachments)
        store.drafts.count_by_state()
        for kind in RecordKind:
            store.drafts.list_drafts(kind=kind, states=list(DraftState))


def test_an_archive_knows_the_environments_of_the_stores_themselves(tmp_path: Path) -> None:
    """The window passes only the store: its own environment goes out and is checked in."""
    with _open(tmp_path / "a") as source:
        source.bind_environment("https://acc.example/api/v1", "Acc", production=False)
        source.drafts.create_draft("product", {"itemDetails": {"name": "Deur"}})
        source.drafts.create_draft("product", {"itemDetails": {"name": "Balk"}}, server_id=5)
        export_drafts(source, tmp_path / "werk.reusedesk")
    with _open(tmp_path / "b") as other:
        other.bind_environment("https://prod.example/api/v1", "Prod", production=True)
        report = import_drafts(other, tmp_path / "werk.reusedesk")
        assert [d.server_id for d in other.drafts.list_drafts()] == [None]
        codes = {n.code: n.params for n in report.notices("werk.reusedesk")}
        assert codes["archive.other_environment"]["environment"] == "Acc"
        assert codes["archive.taken_into"]["environment"] == "Prod"
