"""Write the README's benchmark table from one recorded run, so the README quotes what
was measured: `python -m tests.benchmarks.readme_table FILE [--readme README.md]`.

The table replaces whatever stands between the two marker comments in the README;
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


def rewrite(readme: str, run: dict[str, Any]) -> str:
    """`readme` with the text between the markers replaced by the run's table."""
    start, end = readme.find(START), readme.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the README has no {START!r} ... {END!r} markers")
    return readme[: start + len(START)] + "\n\n" + table(run) + "\n\n" + readme[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.readme_table")
    parser.add_argument("run", type=Path, help="a run recorded with --save")
    parser.add_argument("--readme", type=Path, default=_README)
    args = parser.parse_args(argv)
    text = args.readme.read_text(encoding="utf-8")
    args.readme.write_text(rewrite(text, record.load(args.run)), encoding="utf-8")
    print(f"{args.readme}: table written from {args.run}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
