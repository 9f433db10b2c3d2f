"""The guard against drift: a recorded benchmark run, compared with a later one, and the
README's table written from it. The benchmarks here return fixed figures (no clock),
so the verdicts are exact."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.benchmarks import readme_table
from tests.benchmarks import record
from tests.benchmarks.__main__ import main
from tests.benchmarks.harness import REGISTRY
from tests.benchmarks.harness import benchmark

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


@pytest.mark.usefixtures("fixed_benchmarks")
def test_a_figure_with_a_baseline_is_judged_by_its_ratio_never_its_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "run.json"
    assert _run("--save", str(saved)) == 0
    run = json.loads(saved.read_text(encoding="utf-8"))
    # The same machine, every time a third of today's (a faster CPU, say), ratios alike.
    for figure in run["figures"].values():
        for key in ("median", "min", "max"):
            figure[key] /= 3
    run["machine"]["cpu_model"] = "a faster processor"
    saved.write_text(json.dumps(run), encoding="utf-8")
    capsys.readouterr()
    assert _run("--compare", str(saved)) == 0
    out = capsys.readouterr().out
    assert "ok    drift: the program: ratio 2.00x vs 2.00x" in out
    assert "drift: alone: not judged (recorded on another machine)" in out
    # Recorded without its ratio (the baseline was not measured then): not judged by time,
    # even on a machine described alike.
    run = json.loads(saved.read_text(encoding="utf-8"))
    run["machine"] = record.machine()
    run["figures"]["drift: the program"]["ratio"] = None
    saved.write_text(json.dumps(run), encoding="utf-8")
    FIGURES["figure"] = 0.2  # ten times slower: its ratio would fail it
    capsys.readouterr()
    _run("--compare", str(saved))
    out = capsys.readouterr().out
    assert "drift: the program: not judged (its baseline was not measured in both runs)" in out


# -- how cost grows ----------------------------------------------------------------------


def _fake_growth(per_item: dict[str, float], bare_per_item: float = 1e-4) -> object:
    """A stand-in for the growth child: each series costs `per_item` seconds per item at its
    smallest size, growing by the given factor per tenfold size (`grow`)."""

    def measure(series: object, size: int, runs: int) -> dict[str, object]:
        from tests.benchmarks.growth import Series

        assert isinstance(series, Series)
        cost = per_item[series.name] * size * (per_item.get("grow", 1.0) ** (len(str(size)) - 3))
        extras = {"peak_mb": [120.0] * runs} if series.name == "report" else {}
        if series.name == "first-load":
            extras = {"first rows": [0.2 + size / 1e6] * runs}
        baseline = [bare_per_item * size] * runs if series.baseline else []
        return {"samples": [cost] * runs, "baseline": baseline, "extras": extras}

    return measure


def test_growth_records_each_size_with_time_per_item_ratio_and_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.benchmarks import growth

    monkeypatch.setattr(growth, "_child", _fake_growth({"sync": 3e-4, "report": 1e-2}))
    saved = tmp_path / "growth.json"
    argv = ["--growth", "--only", "sync", "report", "--sizes", "sync=100,1000,5000"]
    assert _run(*argv, "--runs", "2", "--save", str(saved)) == 0
    data = growth.load(saved)
    assert set(data["series"]) == {"sync", "report"}
    sync = data["series"]["sync"]
    assert [f["size"] for f in sync["sizes"]] == [100, 1000, 5000]
    assert all(f["per_item"] == pytest.approx(3e-4) for f in sync["sizes"])
    assert all(f["ratio"]["median"] == pytest.approx(3.0) for f in sync["sizes"])
    report = data["series"]["report"]
    assert [f["size"] for f in report["sizes"]] == [100, 1_000, 5_000]  # the sizes
    assert report["sizes"][-1]["peak_mb"]["median"] == 120.0
    assert {"load_average", "load_average_before", "cpu_model"} <= set(data["machine"])
    # The README's table, from that run, between its markers.
    readme = tmp_path / "README.md"
    readme.write_text(
        f"Before.\n\n{readme_table.GROWTH_START}\nold\n{readme_table.GROWTH_END}\n",
        encoding="utf-8",
    )
    assert readme_table.main(["--growth", str(saved), "--readme", str(readme)]) == 0
    rows = [line for line in readme.read_text(encoding="utf-8").splitlines() if "| 5,000 |" in line]
    assert rows == [
        "| 5,000 drafts synced by the engine | 5,000 | 1.5 s (1.5 s–1.5 s) | 300 us per draft"
        " | 1.00x | 3.00x (3.00–3.00) |  | 2 |",
        "| report of 5,000 products with 12 MP photos to PDF, cold (subprocess) | 5,000 | 50 s"
        " (50 s–50 s) | 10 ms per product | 1.00x |  | 120 MB | 2 |",
    ]


def test_growth_compare_judges_ratios_within_each_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.benchmarks import growth

    monkeypatch.setattr(growth, "_child", _fake_growth({"bulk": 5e-5}))
    saved = tmp_path / "growth.json"
    argv = ("--growth", "--only", "bulk", "--sizes", "bulk=1000,20000", "--runs", "1")
    assert _run(*argv, "--save", str(saved)) == 0
    assert _run(*argv, "--compare", str(saved)) == 0
    # Another machine, twice as slow at everything: the ratios are alike, nothing fails.
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["machine"]["cpu_count"] = 64
    for figure in data["series"]["bulk"]["sizes"]:
        figure["per_item"] /= 2
    saved.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert _run(*argv, "--compare", str(saved)) == 0
    assert "seconds per item" not in capsys.readouterr().out
    # The time per item now grows with size (1.5x per tenfold): judged against the smallest.
    monkeypatch.setattr(growth, "_child", _fake_growth({"bulk": 5e-5, "grow": 1.5}))
    capsys.readouterr()
    assert _run(*argv, "--compare", str(saved)) == 1
    assert "WORSE bulk at 20,000: per item vs smallest 1.5 vs 1" in capsys.readouterr().out


def test_growth_refuses_an_unknown_series_and_a_foreign_file(tmp_path: Path) -> None:
    from tests.benchmarks import growth

    with pytest.raises(ValueError, match="SERIES=N"):
        growth.parse_sizes(["nothing=1,2"])
    other = tmp_path / "run.json"
    other.write_text(json.dumps({"format": 1, "figures": {}}), encoding="utf-8")
    with pytest.raises(ValueError, match="not a recorded growth run"):
        growth.load(other)


def test_the_committed_growth_run_is_the_readme_growth_table() -> None:
    from tests.benchmarks import growth

    committed = Path(readme_table.__file__).with_name("recorded-growth.json")
    run = growth.load(committed)
    readme = readme_table._README.read_text(encoding="utf-8")
    assert readme_table.rewrite_growth(readme, run) == readme


def test_growth_shows_the_first_rows_the_load_stall_and_start_up_against_the_floor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.benchmarks import growth

    costs = {"first-load": 2e-4, "load stall": 1e-7, "start-up vs floor": 3e-6}
    monkeypatch.setattr(growth, "_child", _fake_growth(costs, bare_per_item=2e-6))
    saved = tmp_path / "growth.json"
    only = ("--only", "first-load", "load stall", "start-up vs floor")
    argv = ("--growth", *only, "--sizes", "first-load=10000,100000", "--runs", "1")
    assert _run(*argv, "--save", str(saved)) == 0
    data = growth.load(saved)
    assert data["series"]["first-load"]["sizes"][1]["first rows"]["median"] == pytest.approx(0.3)
    floor = data["series"]["start-up vs floor"]
    assert floor["measured_by"] == "tests.benchmarks.bench_ui.desk_window"
    assert (floor["baseline"], floor["versus"]) == ("floor_window", "floor window")
    assert floor["sizes"][0]["ratio"]["median"] == pytest.approx(1.5)
    readme = tmp_path / "README.md"
    readme.write_text(f"{readme_table.GROWTH_START}\n{readme_table.GROWTH_END}\n", "utf-8")
    assert readme_table.main(["--growth", str(saved), "--readme", str(readme)]) == 0
    rows = readme.read_text(encoding="utf-8").splitlines()
    assert (
        "| first load of 100,000 products from a sandbox process, until the first rows are"
        " searchable | 100,000 | 300 ms |  |  |  |  | 1 |"
    ) in rows
    assert (
        "| longest UI stall while the window loads 100,000 products from a sandbox process"
        " | 100,000 | 10 ms | 0.1 us per load | 1.00x |  |  | 1 |"
    ) in rows
    assert any(
        row.startswith("| start-up to the first paint, 100,000 cached products + 5k drafts,")
        and "| 1.50x (1.50–1.50) vs floor window |" in row
        for row in rows
    )


def test_growth_compare_judges_a_ratio_by_its_baseline_and_a_lone_figure_by_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.benchmarks import growth

    costs = {"first-load": 2e-4, "load stall": 1e-7, "start-up vs floor": 3e-6}
    monkeypatch.setattr(growth, "_child", _fake_growth(costs, bare_per_item=2e-6))
    saved = tmp_path / "growth.json"
    only = ("--only", "first-load", "load stall", "start-up vs floor")
    argv = ("--growth", *only, "--sizes", "first-load=10000", "--runs", "1")
    assert _run(*argv, "--save", str(saved)) == 0
    # The same machine, every figure twice as slow and the baselines alike: the ratios say
    # so for the figures that have one, the time for the load stall and the first rows.
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["machine"] = record.machine()
    for series in data["series"].values():
        for figure in series["sizes"]:
            figure["per_item"] /= 2
            if "ratio" in figure:
                figure["ratio"]["median"] /= 2
            if "first rows" in figure:
                figure["first rows"]["median"] /= 2
    saved.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert _run(*argv, "--compare", str(saved)) == 1
    out = capsys.readouterr().out
    assert "WORSE start-up vs floor at 100,000: ratio to floor window 1.5 vs 0.75" in out
    assert "WORSE first-load at 10,000: ratio to bare 100 vs 50" in out
    assert "WORSE first-load at 10,000: first rows seconds 0.21 vs 0.105" in out
    assert "WORSE load stall at 100,000: seconds per item 1e-07 vs 5e-08" in out
    # Where a baseline was measured its ratio judges the figure, never its time.
    assert "start-up vs floor at 100,000: seconds per item" not in out
    assert "first-load at 10,000: seconds per item" not in out


def test_the_new_growth_series_name_functions_their_modules_have() -> None:
    import importlib

    from tests.benchmarks import growth

    for name in ("load stall", "start-up", "start-up vs floor"):
        series = growth.BY_NAME[name]
        module = importlib.import_module(series.module)
        assert hasattr(module, series.constant)
        assert callable(getattr(module, series.function))
        assert series.baseline is None or callable(getattr(module, series.baseline))
