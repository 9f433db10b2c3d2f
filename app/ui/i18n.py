"""Dutch and English through Qt translations kept in resources/translations.

Source strings are English; Dutch is the default language. The compiled `.qm`
files are built from the `.ts` files with `pyside6-lrelease`; when a `.qm` is
missing (a fresh source checkout) it is compiled on the fly if lrelease exists.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app import paths

log = logging.getLogger(__name__)

LANGUAGES = {"nl": "Nederlands", "en": "English"}
_installed: list[QTranslator] = []


def translations_dir() -> Path:
    return paths.resources_dir() / "translations"


def _qm_for(language: str) -> Path | None:
    folder = translations_dir()
    qm = folder / f"reuse_desk_{language}.qm"
    ts = folder / f"reuse_desk_{language}.ts"
    if qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if ts.exists():
        # A source checkout without compiled translations: rare, so loaded only then.
        import shutil
        import subprocess

        tool = shutil.which("pyside6-lrelease") or _bundled_lrelease()
        if tool:
            try:
                subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True, timeout=30)
                return qm
            except (OSError, subprocess.SubprocessError):
                log.warning("could not compile %s", ts, exc_info=True)
    return qm if qm.exists() else None


def _bundled_lrelease() -> str | None:
    """PySide6 wheels ship lrelease inside the package, also when no script is on PATH."""
    try:
        import PySide6
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        return None
    for name in ("lrelease", "lrelease.exe"):
        candidate = Path(PySide6.__file__).parent / name
        if candidate.exists():
            return str(candidate)
    return None


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
    qt_translator = QTranslator(app)
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if language != "en" and qt_translator.load(locale, "qtbase", "_", qt_path):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
    qm = _qm_for(language)
    if qm is not None:
        own = QTranslator(app)
        if own.load(str(qm)):
            app.installTranslator(own)
            _installed.append(own)
        else:
            log.warning("translation file %s could not be loaded", qm)
