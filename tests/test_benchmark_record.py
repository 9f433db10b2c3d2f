"""The guard against drift: a recorded benchmark run, compared with a later one, and the
README's table written from it. The benchmarks here return fixed figures (no clock),
so the verdicts are exact."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.benchmarks import readme_table, record
from tests.benchmarks.__main__ import main
from tests.benchmarks.harness import REGISTRY, benchmark

# What each fixed benchmark "measures", changed by the tests between runs.
FIGURES = {"base": 0.010, "figure": 0.020, "alone": 0.5}


@pytest.fixture
def fixed_benchmarks() -> Iterator[None]:
    saved = dict(REGISTRY)
    REGISTRY.clear()
    values = dict(FIGURES)
    benchmark("drift: bare loop", runs=3)(lambda: FIGURES["base"])
    benchmark(
        "drift: the program", runs=3, baseline="drift: bare loop", goal="<= 2.5x", tolerance=0.1
    )(lambda: FIGURES["figure"])
    benchmark("drift: alone", runs=1, unit="s", tolerance=0.2)(lambda: FIGURES["alone"])
    try:
        yield
    finally:
        FIGURES.update(values)
        REGISTRY.clear()
        REGISTRY.update(saved)


def _run(*argv: str) -> int:
    return main(list(argv), collect=False)


@pytest.mark.usefixtures("fixed_benchmarks")
def test_a_saved_run_records_every_figure_ratio_and_the_machine(tmp_path: Path) -> None:
    saved = tmp_path / "run.json"
    assert _run("--save", str(saved)) == 0
    run = json.loads(saved.read_text(encoding="utf-8"))
    assert set(run["figures"]) == {"drift: bare loop", "drift: the program", "drift: alone"}
    program = run["figures"]["drift: the program"]
    assert program["median"] == pytest.approx(0.02)
    assert program["ratio"]["median"] == pytest.approx(2.0)
    assert program["tolerance"] == 0.1
    assert run["figures"]["drift: alone"]["ratio"] is None
    assert {"cpu_count", "cpu_model", "python", "qt"} <= set(run["machine"])


@pytest.mark.usefixtures("fixed_benchmarks")
def test_compare_passes_the_same_figures_and_fails_a_slowed_ratio(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "run.json"
    assert _run("--save", str(saved)) == 0
    assert _run("--compare", str(saved)) == 0
    # Within the tolerance of 10 %: still passes.
    FIGURES["figure"] = 0.0215
    assert _run("--compare", str(saved)) == 0
    # The program got slower against its baseline by 25 %: fails, and says which.
    FIGURES["figure"] = 0.025
    capsys.readouterr()
    assert _run("--compare", str(saved)) == 1
    out = capsys.readouterr().out
    assert "WORSE drift: the program" in out
    assert "ok    drift: alone" in out


@pytest.mark.usefixtures("fixed_benchmarks")
def test_compare_fails_when_the_recorded_run_was_faster(tmp_path: Path) -> None:
    saved = tmp_path / "run.json"
    assert _run("--save", str(saved)) == 0
    run = json.loads(saved.read_text(encoding="utf-8"))
    run["figures"]["drift: alone"]["median"] = 0.3
    saved.write_text(json.dumps(run), encoding="utf-8")
    assert _run("--compare", str(saved)) == 1


@pytest.mark.usefixtures("fixed_benchmarks")
def test_absolute_times_from_another_machine_are_not_judged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "run.json"
    assert _run("--save", str(saved)) == 0
    run = json.loads(saved.read_text(encoding="utf-8"))
    run["machine"]["cpu_count"] = 64
    run["figures"]["drift: alone"]["median"] = 0.1
    saved.write_text(json.dumps(run), encoding="utf-8")
    capsys.readouterr()
    assert _run("--compare", str(saved)) == 0
    assert "drift: alone: not judged" in capsys.readouterr().out
    # Ratios still are: they travel between machines.
    FIGURES["figure"] = 0.03
    assert _run("--compare", str(saved)) == 1


def test_compare_refuses_a_file_that_is_not_a_recorded_run(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError, match="not a recorded benchmark run"):
        _run("--compare", str(other))


@pytest.mark.usefixtures("fixed_benchmarks")
def test_the_readme_table_is_written_from_the_recorded_run(tmp_path: Path) -> None:
    saved = tmp_path / "run.json"
    assert _run("--save", str(saved)) == 0
    readme = tmp_path / "README.md"
    readme.write_text(
        f"# Title\n\nBefore.\n\n{readme_table.START}\nold table\n{readme_table.END}\n\nAfter.\n",
        encoding="utf-8",
    )
    assert readme_table.main([str(saved), "--readme", str(readme)]) == 0
    text = readme.read_text(encoding="utf-8")
    assert "old table" not in text
    assert text.startswith("# Title\n\nBefore.\n\n")
    assert text.endswith("\n\nAfter.\n")
    rows = [line for line in text.splitlines() if line.startswith("| drift")]
    assert rows == [
        "| drift: bare loop | 10 ms (10 ms–10 ms) |  |  | 3 |",
        "| drift: the program | 20 ms (20 ms–20 ms) | 2.00x (2.00–2.00) drift: bare loop"
        " | <= 2.5x | 3 |",
        "| drift: alone | 0.5 s |  |  | 1 |",
    ]
    # Written twice from the same run, the README is the same.
    assert readme_table.main([str(saved), "--readme", str(readme)]) == 0
    assert readme.read_text(encoding="utf-8") == text


def test_the_committed_run_is_the_readme_table() -> None:
    committed = Path(readme_table.__file__).with_name("recorded.json")
    run = record.load(committed)
    readme = readme_table._README.read_text(encoding="utf-8")
    assert readme_table.rewrite(readme, run) == readme
