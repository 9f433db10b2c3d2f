"""Build the one-folder program, and optionally this platform's installer.

    python packaging/build.py                      # -> packaging/dist/reuse-desk/
    python packaging/build.py --presets org.json   # with an organisation's environment presets
    python packaging/build.py --installer          # + Windows setup.exe, macOS .dmg, Linux .tar.gz

The build runs in a virtual environment made afresh in packaging/build/ that holds
the program and its runtime dependencies only (plus PyInstaller), installed from
packaging/requirements-build.lock with every file's hash checked, so nothing installed
for development or testing can end up in the bundle and two builds of one commit use
the same packages. Name, version and description come from pyproject.toml.

Next to the installer it leaves the build environment's frozen requirements and the
SHA-256 checksums of both. Windows code is signed when a certificate is configured
(signing.py); `--require-signing` (release builds) fails instead of shipping unsigned.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import bundle_rules
import signing
from project_metadata import DISPLAY_NAME
from project_metadata import PROJECT_ROOT
from project_metadata import ProjectMetadata
from project_metadata import read_metadata

PACKAGING = PROJECT_ROOT / "packaging"
BUILD = PACKAGING / "build"
DIST = PACKAGING / "dist"
VENV = BUILD / "venv"
SPEC = PACKAGING / "reuse-desk.spec"
LOCK = PACKAGING / "requirements-build.lock"
STAGED_RESOURCES = BUILD / "resources"
STAGED_SOURCE = BUILD / "source"
# What a wheel of the program is made from; copied so that setuptools writes its
# build/ and *.egg-info folders under packaging/build, not into the checkout.
SOURCE_ITEMS = ("pyproject.toml", "README.md", "app")
PRESETS_NAME = "environments.json"  # the name app.paths.presets_path() looks for
# Packages that must never be in the build environment: their presence means the
# environment was not clean and the bundle may carry them.
DEVELOPMENT_ONLY = ("pytest", "hypothesis", "mypy", "ruff", "import-linter", "pytest-qt")
# Resources the running program never reads (README images, translation sources).
UNSHIPPED_RESOURCES = ("screenshots",)
# The most the bundle may weigh, in MB of 10^6 bytes of file content (as build-info.json
# records it; issue 18's 164 MB before trimming was measured so). `du -sm` counts MiB of
# disk blocks and shows about 4 less.
SIZE_CEILING_MB = {"linux": 145.0}


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(command: Sequence[str | Path], **kwargs: Any) -> None:
    printable = " ".join(str(part) for part in command)
    log(f"$ {printable}")
    subprocess.run([str(part) for part in command], check=True, **kwargs)


def venv_tool(name: str) -> Path:
    if sys.platform == "win32":
        return VENV / "Scripts" / f"{name}.exe"
    return VENV / "bin" / name


def stage_source() -> Path:
    if STAGED_SOURCE.exists():
        shutil.rmtree(STAGED_SOURCE)
    STAGED_SOURCE.mkdir(parents=True)
    for item in SOURCE_ITEMS:
        source = PROJECT_ROOT / item
        if source.is_dir():
            shutil.copytree(
                source, STAGED_SOURCE / item, ignore=shutil.ignore_patterns("__pycache__")
            )
        else:
            shutil.copy2(source, STAGED_SOURCE / item)
    return STAGED_SOURCE


def make_environment(python: str, reuse: bool) -> Path:
    """A virtual environment with the locked dependencies and the program (not editable)."""
    interpreter = venv_tool("python")
    source = stage_source()
    if reuse and interpreter.exists():
        log(f"reusing {VENV}")
    else:
        if VENV.exists():
            shutil.rmtree(VENV)
        run([python, "-m", "venv", VENV])
    pip: list[str | Path] = [
        interpreter,
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
    ]
    # Every package, pip and the build backend included, at the locked version and
    # checked against the locked hashes; wheels only, so nothing is compiled differently
    # from one build to the next.
    run([*pip, "--require-hashes", "--only-binary=:all:", "-r", LOCK])
    # The program itself: its dependencies are all in already (--no-deps), and the
    # setuptools of the lock builds it (--no-build-isolation fetches nothing).
    run([*pip, "--no-deps", "--no-build-isolation", "--force-reinstall", source])
    check_clean(interpreter)
    return interpreter


def check_clean(interpreter: Path) -> None:
    frozen = subprocess.run(
        [str(interpreter), "-m", "pip", "freeze", "--all"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    (BUILD / "requirements-frozen.txt").write_text(frozen, encoding="utf-8")
    installed = {
        line.split("==")[0].split(" @ ")[0].strip().lower() for line in frozen.splitlines()
    }
    stray = sorted(installed.intersection(DEVELOPMENT_ONLY))
    if stray:
        raise SystemExit(f"the build environment is not clean, it holds: {', '.join(stray)}")


def stage_resources() -> Path:
    """Copy resources/ for the bundle, with every translation compiled to .qm."""
    source = PROJECT_ROOT / "resources"
    if STAGED_RESOURCES.exists():
        shutil.rmtree(STAGED_RESOURCES)
    shutil.copytree(
        source, STAGED_RESOURCES, ignore=shutil.ignore_patterns(*UNSHIPPED_RESOURCES, "*.ts")
    )
    # The frozen program has no lrelease to compile a missing .qm on the fly.
    for ts in sorted(source.rglob("*.ts")):
        qm = STAGED_RESOURCES / ts.relative_to(source).with_suffix(".qm")
        qm.parent.mkdir(parents=True, exist_ok=True)
        run([venv_tool("pyside6-lrelease"), "-silent", ts, "-qm", qm])
    return STAGED_RESOURCES


def ensure_icons(interpreter: Path) -> None:
    icons = PACKAGING / "icons"
    if all((icons / f"reuse-desk.{ext}").exists() for ext in ("png", "ico", "icns")):
        return
    run(
        [interpreter, PACKAGING / "make_icons.py"],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def run_pyinstaller(interpreter: Path, resources: Path, clean: bool) -> None:
    env = {**os.environ, "REUSE_DESK_STAGED_RESOURCES": str(resources)}
    env.pop("PYTHONPATH", None)
    command: list[str | Path] = [
        interpreter,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        DIST,
        "--workpath",
        BUILD / "pyinstaller",
        SPEC,
    ]
    if clean:
        command.insert(3, "--clean")
    # Run outside the source tree: `python -m` puts the working folder on sys.path, and
    # the bundle must be made from the installed package, not from the checkout.
    run(command, cwd=BUILD, env=env)


def presets_folders(metadata: ProjectMetadata) -> list[Path]:
    """Where the frozen program looks for the presets file (app.paths.presets_path())."""
    folders = [DIST / metadata.name]  # beside the executable
    if sys.platform == "darwin":
        # Not beside the executable in Contents/MacOS: codesign takes every file there
        # for code and refuses to seal the bundle; data belongs in Contents/Resources.
        folders.append(DIST / f"{DISPLAY_NAME}.app" / "Contents" / "Resources")
    return folders


def place_presets(presets: Path, metadata: ProjectMetadata) -> None:
    try:
        json.loads(presets.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SystemExit(f"presets file {presets} is not readable JSON: {error}") from error
    for folder in presets_folders(metadata):
        shutil.copyfile(presets, folder / PRESETS_NAME)
        log(f"presets placed in {folder / PRESETS_NAME}")


def folder_size(folder: Path) -> int:
    return sum(path.lstat().st_size for path in folder.rglob("*") if path.is_file())


def bundle_listing(bundle: Path) -> list[str]:
    """The bundle's files, as paths inside it with forward slashes."""
    return sorted(
        path.relative_to(bundle).as_posix()
        for path in bundle.rglob("*")
        if path.is_file() or path.is_symlink()
    )


def check_bundle(files: Sequence[str], system: str = sys.platform) -> None:
    """Stop the build when the bundle breaks bundle_rules.py (on every OS, CI included)."""
    problems = bundle_rules.problems(files, system)
    if problems:
        raise SystemExit(
            "the bundle does not follow packaging/bundle_rules.py:\n  " + "\n  ".join(problems)
        )


def check_size(size_mb: float, system: str = sys.platform) -> None:
    ceiling = SIZE_CEILING_MB.get("linux" if system.startswith("linux") else system)
    if ceiling is not None and size_mb > ceiling:
        raise SystemExit(
            f"the bundle weighs {size_mb:.1f} MB, more than the {ceiling:.0f} MB allowed on "
            f"{system}: see what grew with `find <bundle> -type f -printf '%s %p\\n' | sort -n`"
        )


def platform_tag() -> str:
    arch = platform.machine().lower().replace("amd64", "x64").replace("x86_64", "x64")
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return f"{system}-{arch}"


def build_installer(
    metadata: ProjectMetadata, presets: Path | None, state: signing.SigningState
) -> Path:
    """This platform's installer, named for what it is (`-unsigned` when it is not signed)."""
    base_name = f"{metadata.name}-{metadata.version}-{platform_tag()}{state.name_suffix}"
    if sys.platform == "win32":
        iscc = find_iscc()
        defines = [
            f"/DAppVersion={metadata.version}",
            f"/DAppNumericVersion={'.'.join(str(n) for n in metadata.numeric_version)}",
            f"/DAppDescription={metadata.description}",
            f"/DSourceDir={DIST / metadata.name}",
            f"/DOutputDir={DIST}",
            f"/DOutputBaseName={base_name}-setup",
            f"/DIconFile={PACKAGING / 'icons' / 'reuse-desk.ico'}",
        ]
        if presets is not None:
            defines.append(f"/DPresetsFile={presets.resolve()}")
        # Inno Setup signs the setup and the uninstaller it embeds with this command.
        defines += signing.iscc_arguments(state)
        run([iscc, "/Q", *defines, PACKAGING / "windows" / "reuse-desk.iss"])
        installer = DIST / f"{base_name}-setup.exe"
        signing.verify_windows(state, [installer])
        return installer
    if sys.platform == "darwin":
        dmg = DIST / f"{base_name}.dmg"
        env = {
            **os.environ,
            "APP_PATH": str(DIST / f"{DISPLAY_NAME}.app"),
            "DMG_PATH": str(dmg),
            "VOLUME_NAME": f"{DISPLAY_NAME} {metadata.version}",
            "REQUIRE_SIGNING": "1" if state.required else "0",
        }
        run(["bash", PACKAGING / "macos" / "build_dmg.sh"], env=env)
        return dmg
    # Linux has no installer here: the folder itself, archived, is the deliverable.
    return Path(shutil.make_archive(str(DIST / base_name), "gztar", DIST, metadata.name))


def publish_provenance(installer: Path) -> tuple[Path, Path]:
    """The build environment's frozen requirements and the checksums, beside the installer.

    The checksum file is in `sha256sum -c` form and covers the installer and the
    requirements file.
    """
    stem = installer.name
    for suffix in (".tar.gz", ".exe", ".dmg"):
        stem = stem.removesuffix(suffix)
    requirements = DIST / f"{stem}.requirements.txt"
    shutil.copyfile(BUILD / "requirements-frozen.txt", requirements)
    lines = [f"{sha256(path)}  {path.name}\n" for path in (installer, requirements)]
    checksums = DIST / f"{stem}.sha256"
    checksums.write_text("".join(lines), encoding="utf-8")
    return requirements, checksums


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def find_iscc() -> Path:
    candidates = [os.environ.get("ISCC", ""), shutil.which("iscc") or ""]
    # Windows environment variable names are case-insensitive.
    for folder in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if folder:
            candidates.append(str(Path(folder) / "Inno Setup 6" / "ISCC.exe"))
    for candidate in candidates:
        if candidate and Path(candidate).exists():
            return Path(candidate)
    raise SystemExit("Inno Setup 6 (ISCC.exe) not found: install it or set ISCC to its path")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--presets",
        type=Path,
        metavar="FILE",
        help=f"an organisation's environment presets, shipped as {PRESETS_NAME}",
    )
    parser.add_argument(
        "--installer",
        action="store_true",
        help="also make this platform's installer (setup.exe, .dmg or .tar.gz)",
    )
    parser.add_argument(
        "--require-signing",
        action="store_true",
        help="fail unless the installer is signed (and notarized on macOS): release builds",
    )
    parser.add_argument(
        "--reuse-env",
        action="store_true",
        help="keep packaging/build/venv from an earlier build (faster rebuilds)",
    )
    parser.add_argument(
        "--python",
        default=sys.executable,
        help="interpreter for the build environment (default: this one)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.presets is not None and not args.presets.is_file():
        raise SystemExit(f"presets file {args.presets} does not exist")
    metadata = read_metadata()
    log(f"{metadata.name} {metadata.version} on {sys.platform}/{platform.machine()}")
    started = time.monotonic()
    BUILD.mkdir(parents=True, exist_ok=True)

    state = signing.signing_state(required=args.require_signing)
    log(state.describe())
    interpreter = make_environment(args.python, reuse=args.reuse_env)
    resources = stage_resources()
    ensure_icons(interpreter)
    run_pyinstaller(interpreter, resources, clean=not args.reuse_env)
    if args.presets is not None:
        place_presets(args.presets, metadata)

    bundle = DIST / metadata.name
    check_bundle(bundle_listing(bundle))
    # Before the installer wraps them: the program's executables and libraries that
    # are not signed yet, signed in place.
    signing.sign_bundle(state, bundle)
    size_mb = round(folder_size(bundle) / 1e6, 1)
    log(f"bundle: {bundle} ({size_mb:.1f} MB)")
    check_size(size_mb)
    info: dict[str, Any] = {
        "name": metadata.name,
        "version": metadata.version,
        "platform": sys.platform,
        "bundle": bundle.name,
        "bundle_size_mb": size_mb,
        "signed": state.signed,
    }
    if args.installer:
        installer = build_installer(metadata, args.presets, state)
        requirements, checksums = publish_provenance(installer)
        info.update(
            installer=installer.name, requirements=requirements.name, checksums=checksums.name
        )
        log(f"installer: {installer}")
    (DIST / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    log(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
