"""What must never reach a log: secrets, tokens and e-mail addresses, found by their shape
and by their value.

By shape: an `Authorization` header, a `Bearer` value, any value of a field whose name
ends in secret, password, token or key (JSON, a form, a Python repr), a JWT, a long string
that looks random (upper and lower case and digits, mixed as chance mixes them), an e-mail
address (the service's messages name contact persons). By value: the secrets this process
uses (`remember`: the client secret or password sent for a token, the access token the
service gave, a webhook's signing secret), wherever they turn up, even bare, as a service
echoing a token back in its message would put them. `app.ui.logging_setup` puts every log
record through `redact`, whichever handler writes it. Plain Python: the api remembers.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections import OrderedDict
from typing import Final
from urllib.parse import quote
from urllib.parse import quote_plus

MASK: Final = "***"
EMAIL_MASK: Final = "***@***"
# Shorter values are too likely to be a word of the message itself; the field-name patterns
# still take a short password out of a form or a JSON body.
MIN_REMEMBERED = 8
# Tokens renewed hourly for a long session, the secrets of a few environments: the newest kept.
MAX_REMEMBERED = 64
# A string this long, of a token's alphabet, that mixes letters and digits as chance does
# (`_looks_random`), is taken for a token: secrets.token_urlsafe(24) is 32 characters.
RANDOM_MIN_LENGTH = 32
# The share of neighbouring characters of another class (upper, lower, digit, other): about
# 0.64 in a random token, above 0.4 in 999 of 1000 of 32 bytes; 0.2-0.35 in names and paths.
RANDOM_MIN_CHANGES = 0.4

_SECRET_NAME = r"[\w-]*(?:secret|password|passwd|pwd|token|api[_-]?key)"
_PATTERNS: Final = [
    re.compile(r"(?i)(authorization['\"]?\s*[:=]\s*['\"]?)(?:bearer|basic|token)\s+[^\s'\",}]+"),
    re.compile(r"(?i)(\bbearer\s+)[A-Za-z0-9._~+/=-]{8,}"),
    # The name, its quote and the separator kept; a quoted value up to its closing quote.
    re.compile(
        rf"(?i)(\b{_SECRET_NAME}['\"]?\s*[:=]\s*)"
        r"(?:\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|[^\s'\"&,;)}\]]+)"
    ),
    re.compile(r"()\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*"),  # a JWT
]
_EMAIL: Final = re.compile(r"[\w.%+-]+@[\w-]+(?:\.[\w-]+)+")
_TOKEN_LIKE: Final = re.compile(rf"[A-Za-z0-9_\-+/]{{{RANDOM_MIN_LENGTH},}}=*")

_remembered: OrderedDict[str, None] = OrderedDict()
_lock = threading.Lock()


def remember(secret: str | None) -> None:
    """Redact `secret` from every later log line, as it is and as a form or JSON writes it."""
    if not secret or len(secret) < MIN_REMEMBERED:
        return
    forms = {secret, quote(secret, safe=""), quote_plus(secret), json.dumps(secret)[1:-1]}
    with _lock:
        for form in forms:
            _remembered[form] = None
            _remembered.move_to_end(form)
        while len(_remembered) > MAX_REMEMBERED * 4:
            _remembered.popitem(last=False)


def forget_all() -> None:
    """No value remembered any more (tests)."""
    with _lock:
        _remembered.clear()


def redact(text: str) -> str:
    """`text` with every secret, token and e-mail address in it replaced by a mask."""
    with _lock:
        known = sorted(_remembered, key=len, reverse=True)  # a longer form before its part
    for value in known:
        if value in text:
            text = text.replace(value, MASK)
    for pattern in _PATTERNS:
        text = pattern.sub(lambda m: m.group(1) + MASK, text)
    text = _TOKEN_LIKE.sub(lambda m: MASK if _looks_random(m.group()) else m.group(), text)
    return _EMAIL.sub(EMAIL_MASK, text)


def _looks_random(candidate: str) -> bool:
    text = candidate.rstrip("=")
    if not (
        any(c.isupper() for c in text)
        and any(c.islower() for c in text)
        and any(c.isdigit() for c in text)
    ):
        return False  # a hex digest, a UUID, a word: no token of this alphabet lacks a class
    changes = sum(_class(a) != _class(b) for a, b in itertools.pairwise(text))
    return changes / (len(text) - 1) >= RANDOM_MIN_CHANGES


def _class(char: str) -> int:
    return 0 if char.isupper() else 1 if char.islower() else 2 if char.isdigit() else 3
