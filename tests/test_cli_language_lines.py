"""Every line the commands print is in the user's language: the lines they word themselves
(a dry run's total, the steps it lists, sync's closing figures, import's columns, report's
errors) and `--help` with argparse's own words and its usage errors, in Dutch and English,
through the message table (app/ui/command_messages.py). The photo groups: tests/photos.

In-process through `app.cli.main` (the language from LC_MESSAGES, as the conftest sets it),
and as real processes for `--help` and a usage error, which exit inside argparse."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.api.environments import sandbox_profile
from app.cli import SANDBOX_NOT_STARTED
from app.cli import main
from app.exit_codes import HEADING
from app.exit_codes import MEANINGS
from app.exit_codes import TABLE
from app.exit_codes import ExitCode
from app.store.kinds import RecordKind
from app.work.sync_session import environment_store
from tests.inventory.spreadsheets import make_csv
from tests.sync.helpers import product_content

ROOT = Path(__file__).resolve().parents[1]

# English words of the commands' lines (and of argparse's) that no Dutch line holds (not
# "of", "was" or "codes", which Dutch has too, nor the command `import`); option names
# (--dry-run), placeholders (DIR) and wire names (productCategory=Deuren) aside.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|with|would|were|rows|pictures|sent|usage|options|error|show|help"
    r"|message|exit|Columns|Dry|run|Group|Unassigned|Nothing|known|none|here|default"
    r"|positional|arguments|required|invalid|unrecognized|imported|Importing)\b"
)


def _english_left(text: str) -> list[str]:
    words = re.sub(r"--[\w-]+|\b[A-Z][A-Z.]+\b|\S+=\S+|\{[\w,]+\}|\S+\.(csv|pdf|xlsx)", "", text)
    words = words.replace("reuse-desk", "")  # the program's name
    return sorted(set(ENGLISH_WORDS.findall(words)))


def _process(*args: str, language: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    env |= {"LC_CTYPE": "C.UTF-8", "LC_MESSAGES": language}
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _dutch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_MESSAGES", "nl_NL.UTF-8")


def test_english_words_are_found_and_dutch_passes() -> None:
    assert _english_left("Dry run: 3 rows can be imported --dry-run DIR") == [
        "Dry",
        "imported",
        "rows",
        "run",
    ]
    assert _english_left("Proefrun: 3 rijen --skip-invalid FILE.xlsx --set Plaats=Utrecht") == []


@pytest.mark.parametrize("command", [[], ["sync"], ["import"], ["report"], ["photos"]])
def test_help_in_dutch_has_no_english_left(command: list[str], tmp_path: Path) -> None:
    done = _process(*command, "--help", "--data-dir", str(tmp_path), language="nl_NL.UTF-8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("gebruik: reuse-desk")
    assert "\nopties:\n" in done.stdout
    assert "deze hulptekst tonen en stoppen" in done.stdout
    flowing = " ".join(done.stdout.split())  # as wrapped to the terminal
    assert "de database, bijlagen, instellingen en logboeken in DIR bewaren" in flowing
    assert "afsluitcodes (dezelfde voor elke opdracht):" in done.stdout
    assert _english_left(done.stdout) == []


def test_help_in_english_is_as_written(tmp_path: Path) -> None:
    done = _process("import", "--help", "--data-dir", str(tmp_path), language="en_GB.UTF-8")
    assert done.stdout.startswith("usage: reuse-desk import")
    assert "\npositional arguments:\n" in done.stdout
    assert "show this help message and exit" in done.stdout
    assert "the inventory to import" in done.stdout
    assert TABLE in done.stdout


def test_a_usage_error_in_both_languages(tmp_path: Path) -> None:
    folder = ["--data-dir", str(tmp_path)]
    dutch = _process("report", "--project", "x", *folder, language="nl_NL.UTF-8")
    assert dutch.returncode == ExitCode.NOT_USABLE
    assert dutch.stderr.startswith("gebruik: reuse-desk report")
    assert "reuse-desk report: fout: argument --project: ongeldige waarde voor int: 'x'" in (
        dutch.stderr
    )
    assert _english_left(dutch.stderr) == []
    english = _process("report", "--project", "x", *folder, language="en_GB.UTF-8")
    assert "reuse-desk report: error: argument --project: invalid int value: 'x'" in (
        english.stderr
    )


def test_the_settings_language_words_the_help_of_its_data_folder(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"version": 2, "language": "nl"}')
    done = _process("sync", "--help", "--data-dir", str(tmp_path), language="en_GB.UTF-8")
    assert done.stdout.startswith("gebruik: reuse-desk sync")


def test_argparse_speaks_english_again_after_a_dutch_parse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The hook lasts for the parse only: a parser made after it is argparse's own."""
    import argparse

    _dutch(monkeypatch)
    with pytest.raises(SystemExit):
        main(["sync", "--bogus", "--data-dir", str(tmp_path)])
    assert "fout: onbekende argumenten: --bogus" in capsys.readouterr().err
    assert argparse.ArgumentParser(prog="x").format_usage() == "usage: x [-h]\n"


def test_the_annex_refused_in_dutch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _dutch(monkeypatch)
    wanted = ["--project", "1", "--out", str(tmp_path / "r.pdf"), "--annex", "a.csv"]
    with pytest.raises(SystemExit):
        main(["report", *wanted, "--data-dir", str(tmp_path)])
    assert "reuse-desk: fout: --annex: de bijlage is een .xlsx-bestand" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "nl_NL.UTF-8",
            "Van project 99 is hier niets bekend: het staat niet in de offline lijst en geen"
            " product noemt het. Projectnummers van producten hier: geen.",
        ),
        (
            "en_GB.UTF-8",
            "Nothing is known here of project 99: it is not in the offline list and no product"
            " names it. Project numbers of products here: none.",
        ),
    ],
)
def test_reports_own_error(
    language: str,
    said: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("LC_MESSAGES", language)
    wanted = ["--project", "99", "--out", str(tmp_path / "r.pdf")]
    assert main(["report", *wanted, "--data-dir", str(tmp_path)]) == ExitCode.LEFT_FOR_YOU
    err = capsys.readouterr().err
    assert err == said + "\n"
    if language.startswith("nl"):
        assert _english_left(err) == []


def _queued(folder: Path, *titles: str) -> None:
    with environment_store(folder, sandbox_profile(SANDBOX_NOT_STARTED)) as store:
        for title in titles:
            draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content(title))
            store.drafts.mark_queued(draft.id)


def test_a_dry_run_and_its_steps_in_dutch(
    isolated_data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _queued(isolated_data_dir, "Deur")
    capsys.readouterr()
    _dutch(monkeypatch)

    folder = ["--data-dir", str(isolated_data_dir)]
    assert main(["sync", "--sandbox", "--dry-run", *folder]) == ExitCode.DONE

    err = capsys.readouterr().err
    assert "  - Deur: aanmaken\n" in err
    assert err.endswith(
        "Proefrun: 1 records zouden worden verstuurd. Er is niets verstuurd of gewijzigd.\n"
    )
    assert _english_left(err) == []


def test_a_dry_run_in_english(isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _queued(isolated_data_dir, "Deur")
    assert main(["sync", "--sandbox", "--dry-run", "--data-dir", str(isolated_data_dir)]) == 0
    err = capsys.readouterr().err
    assert "  - Deur: create\n" in err
    assert err.endswith("Dry run: 1 records would be sent. Nothing was sent or changed.\n")


@pytest.mark.parametrize(
    ("language", "figures"),
    [
        (
            "nl_NL.UTF-8",
            "Stand van de records: nu verstuurd 2, op de server 2, wachtend 0, aandacht nodig 0.",
        ),
        ("en_GB.UTF-8", "Records: sent now 2, synced 2, waiting 0, need attention 0."),
    ],
)
def test_the_closing_figures(
    language: str,
    figures: str,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _queued(isolated_data_dir, "Deur", "Raam")
    capsys.readouterr()
    monkeypatch.setenv("LC_MESSAGES", language)

    assert main(["sync", "--sandbox", "--data-dir", str(isolated_data_dir)]) == ExitCode.DONE

    err = capsys.readouterr().err
    assert err.rstrip().endswith(figures), err
    if language.startswith("nl"):
        words = "\n".join(line for line in err.splitlines() if not line.startswith("["))
        assert _english_left(words) == []


def _inventory(tmp_path: Path) -> Path:
    return make_csv(
        tmp_path / "inventaris.csv",
        [
            ["Omschrijving", "Aantal", "Notitie intern", "Categorie", "Eenheid aantal", "Plaats"],
            ["Deur", "2", "x", "Deuren", "stuks", "Zwolle"],
            ["Raam", "drie", "", "Deuren", "stuks", "Zwolle"],
        ],
    )


def test_imports_columns_and_problems_in_dutch(
    tmp_path: Path,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _dutch(monkeypatch)
    path = _inventory(tmp_path)

    folder = ["--data-dir", str(isolated_data_dir)]
    assert main(["import", str(path), "--dry-run", "--skip-invalid", *folder]) == 1

    done = capsys.readouterr()
    lines = done.out.splitlines()
    assert lines[:4] == [
        "Kolommen:",
        "  Omschrijving -> Naam (itemDetails.name)",
        "  Aantal -> Hoeveelheid (quantity.quantityValue)",
        "  Notitie intern -> (niet geïmporteerd)",
    ]
    assert "rij 3, Aantal: " in done.out
    assert lines[-1] == (
        "Proefrun: 1 rijen kunnen worden geïmporteerd, 0 foto's gevonden; 1 rijen hebben"
        " problemen. Er is niets geschreven."
    )
    assert done.err.startswith("Importeren in de lokale opslag")
    assert _english_left(done.out + done.err) == []


def test_imports_columns_in_english(
    tmp_path: Path, isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _inventory(tmp_path)
    folder = ["--data-dir", str(isolated_data_dir)]
    assert main(["import", str(path), "--dry-run", "--skip-invalid", *folder]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[:4] == [
        "Columns:",
        "  Omschrijving -> Name (itemDetails.name)",
        "  Aantal -> Quantity (quantity.quantityValue)",
        "  Notitie intern -> (not imported)",
    ]
    assert lines[-1].startswith("Dry run: 1 rows can be imported, 0 photos found; 1 rows")


def test_the_exit_table_for_lupdate_is_the_one_table() -> None:
    """app/ui/command_messages.py repeats the table's English for lupdate: the same texts."""
    from app.ui.command_messages import EXIT_KINDS

    table = {f"exit_code.{int(code)}": meaning for code, meaning in MEANINGS.items()}
    assert dict(EXIT_KINDS) == {"exit_code.heading": HEADING, **table}
