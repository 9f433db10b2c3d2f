"""Write the README's benchmark table from one recorded run, so the README quotes what
was measured: `python -m tests.benchmarks.readme_table FILE [--readme README.md]`; and its
table of how cost grows from one growth run (`python -m tests.benchmarks --growth --save
FILE`): `python -m tests.benchmarks.readme_table --growth FILE`.

Each table replaces whatever stands between its two marker comments in the README;
everything else in the file is left as it is.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tests.benchmarks import record

START = "<!-- benchmarks:start (written by python -m tests.benchmarks.readme_table) -->"
END = "<!-- benchmarks:end -->"
GROWTH_START = "<!-- growth:start (written by python -m tests.benchmarks.readme_table --growth) -->"
GROWTH_END = "<!-- growth:end -->"
_SCALE = {"s": 1.0, "ms": 1e3, "us": 1e6, "MB": 1e-6}
_README = Path(__file__).resolve().parents[2] / "README.md"


def _time(seconds: float, unit: str) -> str:
    value = seconds * _SCALE[unit]
    return f"{value:.3g} {unit}" if value < 100 else f"{value:.0f} {unit}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def row(name: str, figure: dict[str, Any]) -> str:
    unit = figure["unit"]
    measured = _time(figure["median"], unit)
    if figure["runs"] > 1:
        low, high = _time(figure["min"], unit), _time(figure["max"], unit)
        measured += f" ({low}–{high})"
    ratio = figure.get("ratio")
    versus = ""
    if ratio:
        versus = (
            f"{ratio['median']:.2f}x ({ratio['min']:.2f}–{ratio['max']:.2f}) {figure['baseline']}"
        )
    cells = (name, measured, versus, figure.get("goal") or "", str(figure["runs"]))
    return "| " + " | ".join(_cell(c) for c in cells) + " |"


def table(run: dict[str, Any]) -> str:
    """The rows of one recorded run, with the machine and date it was taken on."""
    machine = run["machine"]
    lines = [
        f"Recorded {run['taken']} on {machine['cpu_count']} × {machine['cpu_model']},"
        f" Python {machine['python']}, {machine['qt']} (load average {machine['load_average']});"
        " medians with the range of the runs, ratios paired run by run:",
        "",
        "| figure | median (range) | vs baseline, paired | goal | runs |",
        "|---|---|---|---|---|",
    ]
    lines += [row(name, figure) for name, figure in run["figures"].items()]
    return "\n".join(lines)


def _seconds(value: float) -> str:
    if value >= 1:
        return f"{value:.3g} s"
    if value >= 1e-3:
        return f"{value * 1e3:.3g} ms"
    return f"{value * 1e6:.3g} us"


def _extra_rows(name: str, series: dict[str, Any]) -> dict[str, str]:
    """The extra figures of a series shown as rows of their own, key to title: as recorded,
    or (a run recorded before they were) as the series defines them now."""
    recorded: dict[str, str] | None = series.get("extra_rows")
    if recorded is not None:
        return recorded
    from tests.benchmarks import growth

    defined = growth.BY_NAME.get(name)
    return dict(defined.extra_rows) if defined else {}


def _spread_cell(figure: dict[str, Any], runs: int) -> str:
    measured = _seconds(figure["median"])
    if runs > 1:
        measured += f" ({_seconds(figure['min'])}–{_seconds(figure['max'])})"
    return measured


def growth_table(run: dict[str, Any]) -> str:
    """The rows of one growth run: each series at each size, the time per item and how it
    compares with the series' smallest size, the paired ratio to its baseline (the bare
    one unless the cell names another), the peak memory where measured, and the extra
    figures a series shows as rows of their own (the first load's first rows); with the
    machine and its load before and after."""
    machine = run["machine"]
    lines = [
        f"Recorded {run['taken']} on {machine['cpu_count']} × {machine['cpu_model']},"
        f" Python {machine['python']}, {machine['qt']}"
        f" (load average {machine.get('load_average_before', '?')} before,"
        f" {machine['load_average']} after); each size in a fresh process,"
        " medians with the range of the runs:",
        "",
        "| figure | size | median (range) | per item | per item vs smallest"
        " | vs bare, paired | peak memory | runs |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, series in run["series"].items():
        sizes = series["sizes"]
        smallest = sizes[0]["per_item"] if sizes else 0.0
        versus = series.get("versus", "bare")
        rows: list[tuple[str, ...]] = []
        for figure in sizes:
            grows = figure["per_item"] / smallest if smallest > 0 else 0.0
            ratio = figure.get("ratio")
            paired = (
                f"{ratio['median']:.2f}x ({ratio['min']:.2f}–{ratio['max']:.2f})" if ratio else ""
            )
            if ratio and versus != "bare":
                paired += f" vs {versus}"
            peak = figure.get("peak_mb")
            rows.append(
                (
                    series["title"].format(n=f"{figure['size']:,}"),
                    f"{figure['size']:,}",
                    _spread_cell(figure, figure["runs"]),
                    f"{_seconds(figure['per_item'])} per {series['item']}",
                    f"{grows:.2f}x",
                    paired,
                    f"{peak['median']:.0f} MB" if peak else "",
                    str(figure["runs"]),
                )
            )
        # An extra figure (not a time per item: one moment of the same runs), its sizes
        # in rows after the series'.
        for key, title in _extra_rows(name, series).items():
            for figure in sizes:
                if key in figure:
                    rows.append(
                        (
                            title.format(n=f"{figure['size']:,}"),
                            f"{figure['size']:,}",
                            _spread_cell(figure[key], figure["runs"]),
                            "",
                            "",
                            "",
                            "",
                            str(figure["runs"]),
                        )
                    )
        lines += ["| " + " | ".join(_cell(c) for c in cells) + " |" for cells in rows]
    return "\n".join(lines)


def _between(readme: str, start_marker: str, end_marker: str, text: str) -> str:
    start, end = readme.find(start_marker), readme.find(end_marker)
    if start < 0 or end < start:
        raise ValueError(f"the README has no {start_marker!r} ... {end_marker!r} markers")
    return readme[: start + len(start_marker)] + "\n\n" + text + "\n\n" + readme[end:]


def rewrite(readme: str, run: dict[str, Any]) -> str:
    """`readme` with the text between the markers replaced by the run's table."""
    return _between(readme, START, END, table(run))


def rewrite_growth(readme: str, run: dict[str, Any]) -> str:
    """`readme` with the text between the growth markers replaced by the growth table."""
    return _between(readme, GROWTH_START, GROWTH_END, growth_table(run))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.readme_table")
    parser.add_argument("run", type=Path, help="a run recorded with --save")
    parser.add_argument("--readme", type=Path, default=_README)
    parser.add_argument(
        "--growth", action="store_true", help="RUN is a growth run (--growth --save)"
    )
    args = parser.parse_args(argv)
    text = args.readme.read_text(encoding="utf-8")
    if args.growth:
        from tests.benchmarks import growth

        text = rewrite_growth(text, growth.load(args.run))
    else:
        text = rewrite(text, record.load(args.run))
    args.readme.write_text(text, encoding="utf-8")
    print(f"{args.readme}: table written from {args.run}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
