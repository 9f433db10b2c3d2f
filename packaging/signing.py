"""Whether this build is signed, and the Windows signing itself (signtool).

The credentials come from the environment only (CI secrets; see packaging/README.md),
never from files in the checkout. A build without them is allowed but says so: in the
log, in build-info.json and in the installer's name (`-unsigned`, or `-unnotarized`
for a signed macOS disk image that Apple has not checked). A release build asks for
signing (`build.py --require-signing`) and stops before building anything when it is
not configured, rather than publishing an installer that SmartScreen or Gatekeeper
would warn about.

Windows: signtool with SHA-256 file digests and an RFC 3161 timestamp (so the
signature stays valid after the certificate expires), either with a certificate in
the user's certificate store (`WINDOWS_SIGN_THUMBPRINT`) or with a signing service's
signtool plug-in (`WINDOWS_SIGN_DLIB` and `WINDOWS_SIGN_METADATA`, for example Azure
Trusted Signing). The program's executables and the libraries that are not signed yet
(`.dll`, `.pyd`) are signed before Inno Setup packs them;
Inno Setup signs the setup and its uninstaller with the same command. macOS signing
and notarization are in macos/build_dmg.sh; this module only reads whether they are
configured.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

DEFAULT_TIMESTAMP_URL = "http://timestamp.digicert.com"
DESCRIPTION = "Reuse Desk"  # shown by Windows as the signed program's name
MACOS_NOTARY_SETS = (
    ("APPLE_API_KEY_PATH", "APPLE_API_KEY_ID", "APPLE_API_ISSUER"),
    ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD"),
)


@dataclass(frozen=True)
class SigningState:
    system: str
    signed: bool
    notarized: bool = False
    required: bool = False
    identity: tuple[str, ...] = field(default=())  # signtool's arguments naming the key
    timestamp_url: str = DEFAULT_TIMESTAMP_URL

    @property
    def name_suffix(self) -> str:
        if self.system not in ("win32", "darwin"):
            return ""  # the Linux archive has no signature to lack
        if not self.signed:
            return "-unsigned"
        if self.system == "darwin" and not self.notarized:
            return "-unnotarized"
        return ""

    def describe(self) -> str:
        if self.system not in ("win32", "darwin"):
            return "signing: not applicable to this platform's archive"
        if not self.signed:
            return "signing: not configured, the installer is built unsigned"
        if self.system == "darwin" and not self.notarized:
            return "signing: configured; notarization not configured"
        return "signing: configured"


def signing_state(
    required: bool = False,
    environ: Mapping[str, str] | None = None,
    system: str = sys.platform,
) -> SigningState:
    """What the environment configures; SystemExit when `required` and it falls short."""
    env = os.environ if environ is None else environ
    if system == "win32":
        identity = windows_identity(env)
        state = SigningState(
            system,
            signed=bool(identity),
            required=required,
            identity=identity,
            timestamp_url=env.get("WINDOWS_TIMESTAMP_URL") or DEFAULT_TIMESTAMP_URL,
        )
        missing = [] if identity else ["WINDOWS_SIGN_THUMBPRINT (or WINDOWS_SIGN_DLIB/_METADATA)"]
    elif system == "darwin":
        signed = bool(env.get("MACOS_SIGNING_IDENTITY"))
        notarized = any(all(env.get(name) for name in names) for names in MACOS_NOTARY_SETS)
        state = SigningState(system, signed=signed, notarized=notarized, required=required)
        missing = [] if signed else ["MACOS_SIGNING_IDENTITY"]
        if not notarized:
            missing.append(" or ".join("/".join(names) for names in MACOS_NOTARY_SETS))
    else:
        return SigningState(system, signed=False, required=required)
    if required and missing:
        raise SystemExit(
            "a release build must be signed, but this is not configured: " + ", ".join(missing)
        )
    return state


def windows_identity(env: Mapping[str, str]) -> tuple[str, ...]:
    thumbprint = env.get("WINDOWS_SIGN_THUMBPRINT", "").replace(" ", "")
    if thumbprint:
        return ("/sha1", thumbprint)
    dlib, metadata = env.get("WINDOWS_SIGN_DLIB"), env.get("WINDOWS_SIGN_METADATA")
    if dlib and metadata:
        return ("/dlib", dlib, "/dmdf", metadata)
    return ()


def find_signtool() -> Path:
    named = os.environ.get("SIGNTOOL") or shutil.which("signtool")
    if named:
        return Path(named)
    kits = os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")
    found = glob.glob(
        str(Path(kits) / "Windows Kits" / "10" / "bin" / "10.*" / "x64" / "signtool.exe")
    )
    if not found:
        raise SystemExit("signtool.exe not found: install the Windows SDK or set SIGNTOOL")
    # The newest SDK: the folder names are versions of one width (10.0.NNNNN.0).
    return Path(sorted(found)[-1])


def sign_command(state: SigningState, signtool: Path) -> list[str]:
    return [
        str(signtool),
        "sign",
        "/fd",
        "sha256",
        "/tr",
        state.timestamp_url,
        "/td",
        "sha256",
        "/d",
        DESCRIPTION,
        *state.identity,
    ]


# Files per signtool call: Windows command lines end at 32,767 characters.
SIGN_BATCH = 50
# What Windows checks the signature of when it loads the program.
SIGNED_KINDS = ("*.exe", "*.dll", "*.pyd")


def unsigned(signtool: Path, files: Sequence[Path]) -> list[Path]:
    """The files without a valid signature (`signtool verify /pa` fails on them)."""
    return [
        file
        for file in files
        if subprocess.run(
            [str(signtool), "verify", "/pa", "/q", str(file)], capture_output=True, check=False
        ).returncode
        != 0
    ]


def sign_bundle(state: SigningState, bundle: Path) -> list[Path]:
    """Sign the bundle's executables and libraries that are not signed yet; return them.

    Python's, Qt's and Microsoft's own DLLs come signed by their makers and keep that
    signature; the program, the bootloader and the extension modules built by the
    packages' projects (pydantic-core, Pillow, ...) are signed with the program's key,
    so that SmartScreen and application control policies see every file signed.
    """
    if state.system != "win32" or not state.signed:
        return []
    signtool = find_signtool()
    files = sorted({file for kind in SIGNED_KINDS for file in bundle.rglob(kind)})
    todo = unsigned(signtool, files)
    for start in range(0, len(todo), SIGN_BATCH):
        batch = todo[start : start + SIGN_BATCH]
        subprocess.run([*sign_command(state, signtool), *map(str, batch)], check=True)
        verify_windows(state, batch)
    return todo


def sign_windows(state: SigningState, files: Sequence[Path]) -> None:
    """Sign `files` in place and check the signatures (nothing when unsigned)."""
    if state.system != "win32" or not state.signed or not files:
        return
    signtool = find_signtool()
    subprocess.run([*sign_command(state, signtool), *map(str, files)], check=True)
    verify_windows(state, files)


def verify_windows(state: SigningState, files: Sequence[Path]) -> None:
    if state.system != "win32" or not state.signed or not files:
        return
    command = [str(find_signtool()), "verify", "/pa", "/all", *map(str, files)]
    subprocess.run(command, check=True)


def iscc_arguments(state: SigningState) -> list[str]:
    """ISCC options that make Inno Setup sign the setup and its uninstaller."""
    if state.system != "win32" or not state.signed:
        return []
    # Inno Setup replaces $f by the file to sign and $q by a double quote.
    words = [
        f"$q{word}$q" if " " in word else word for word in sign_command(state, find_signtool())
    ]
    return [f"/Ssigntool={' '.join(words)} $f", "/DSignInstaller"]
