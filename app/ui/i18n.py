"""Dutch and English through Qt translations kept in resources/translations.

Source strings are English; Dutch is the default language. The compiled `.qm` files
are built from the `.ts` files with `pyside6-lrelease`; a `.qm` missing or older than
its `.ts` (in a source checkout) is compiled on the fly.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLibraryInfo
from PySide6.QtCore import QLocale
from PySide6.QtCore import QTranslator

from app import paths

log = logging.getLogger(__name__)

LANGUAGES = {"nl": "Nederlands", "en": "English"}
_installed: list[QTranslator] = []


def _qm_for(language: str) -> Path | None:
    ts = paths.resources_dir() / "translations" / f"reuse_desk_{language}.ts"
    qm = ts.with_suffix(".qm")
    if ts.exists() and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
        _compile(ts, qm)
    return qm if qm.exists() else None


def catalogue(language: str) -> Path | None:
    """The compiled catalogue of the program's texts in `language`, where there is one."""
    return _qm_for(language)


def _as_written(context: str, text: str) -> str:
    return text


def lookup(language: str) -> Callable[[str, str], str]:
    """The program's texts in `language`, (context, source) to translation, with no
    application object: for the commands without a window, which make none (Qt installs a
    translator only into an application), and whose language is not the window's."""
    # English too: its catalogue words some texts apart from their source ("12.5").
    qm = _qm_for(language)
    translator = QTranslator()
    if qm is None or not translator.load(str(qm)):
        log.warning("no translation of the program's texts into %r", language)
        return _as_written

    def translated(context: str, text: str) -> str:
        return translator.translate(context, text) or text

    return translated


def _compile(ts: Path, qm: Path) -> None:
    import subprocess  # a source checkout whose `.ts` is newer than its `.qm`: rare

    import PySide6

    # PySide6 wheels ship lrelease inside the package, whether or not a script is on PATH.
    tool = Path(PySide6.__file__).parent / (
        "lrelease.exe" if sys.platform == "win32" else "lrelease"
    )
    try:
        subprocess.run([tool, "-silent", ts, "-qm", qm], check=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        log.warning("could not compile %s", ts, exc_info=True)


def install_language(language: str) -> None:
    """Replace the installed translators with those for `language` ('nl' or 'en')."""
    app = QCoreApplication.instance()
    if app is None:
        return
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # By name: QLocale's Language and Territory enums hold hundreds of members each,
    # which PySide would build on first use, during the window's first paint.
    locale = QLocale("nl_NL" if language == "nl" else "en_GB")
    QLocale.setDefault(locale)
    if language != "en":
        # Asked last (installed first): only for what Qt's own catalogue lacks.
        gaps = _QtGaps(language, app)
        app.installTranslator(gaps)
        _installed.append(gaps)
    qt_translator = QTranslator(app)
    if language != "en" and any(
        qt_translator.load(locale, "qtbase", "_", str(folder)) for folder in _qt_catalogues()
    ):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
    qm = _qm_for(language)
    own = QTranslator(app)
    if qm is not None and own.load(str(qm)):
        app.installTranslator(own)
        _installed.append(own)
    elif qm is not None:
        log.warning("translation file %s could not be loaded", qm)


def _qt_catalogues() -> list[Path]:
    """Where Qt's own translations (its dialogs' words) are: PySide6's folder first (an
    installed or frozen program may report another place), then Qt's own idea."""
    import PySide6

    folders = [Path(PySide6.__file__).parent / "Qt" / "translations"]
    folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    return [folder for folder in folders if folder.is_dir()]


# Words of Qt's own dialogs its Dutch catalogue lacks in this version (the file dialog's
# labels gained a shortcut letter, and lost their translation with it).
_GAPS = {
    "nl": {
        ("QFileDialog", "&Look in:"): "&Zoeken in:",
        ("QFileDialog", "Files of &type:"): "Bestands&type:",
    }
}


class _QtGaps(QTranslator):
    def __init__(self, language: str, parent: QCoreApplication) -> None:
        super().__init__(parent)
        self._words = _GAPS.get(language, {})

    def isEmpty(self) -> bool:
        return not self._words

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        # None, not "": an empty text would count as found, and hide the source text.
        return self._words.get((context, source))
