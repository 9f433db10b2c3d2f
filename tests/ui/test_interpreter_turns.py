"""While a sync runs, the interpreter is handed to the window's thread within 0.2 ms
(`app.ui.interpreter_turns`): process-wide, counted, and put back as it was."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator

import pytest

from app.ui.interpreter_turns import PROMPT_INTERVAL
from app.ui.interpreter_turns import prompt_turns


@pytest.fixture
def default_interval() -> Iterator[float]:
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)
    yield 0.005
    sys.setswitchinterval(before)


def test_prompt_turns_hold_the_short_interval_and_put_the_old_one_back(
    default_interval: float,
) -> None:
    with prompt_turns():
        assert sys.getswitchinterval() == pytest.approx(PROMPT_INTERVAL)
    assert sys.getswitchinterval() == pytest.approx(default_interval)


def test_overlapping_holders_on_two_threads_keep_it_until_the_last_leaves(
    default_interval: float,
) -> None:
    entered, leave = threading.Event(), threading.Event()

    def other() -> None:
        with prompt_turns():
            entered.set()
            leave.wait(10)

    thread = threading.Thread(target=other)
    with prompt_turns():
        thread.start()
        assert entered.wait(10)
    # The first holder left; the other still holds it.
    assert sys.getswitchinterval() == pytest.approx(PROMPT_INTERVAL)
    leave.set()
    thread.join(10)
    assert sys.getswitchinterval() == pytest.approx(default_interval)


def test_a_failing_run_puts_the_interval_back(default_interval: float) -> None:
    with pytest.raises(RuntimeError), prompt_turns():
        raise RuntimeError("the run failed")
    assert sys.getswitchinterval() == pytest.approx(default_interval)
