#!/usr/bin/env bash
# Sign, package and notarize the macOS .app made by packaging/build.py.
#
#   python packaging/build.py --installer     # runs this script with the variables below set
#
# Inputs (environment):
#   APP_PATH     the .app bundle             (default: packaging/dist/Reuse Desk.app)
#   DMG_PATH     the disk image to write     (default: packaging/dist/reuse-desk.dmg)
#   VOLUME_NAME  name of the mounted volume  (default: Reuse Desk)
#   BUNDLE_ID    expected CFBundleIdentifier (default: org.materialreuse.reuse-desk)
# Signing, skipped with a printed line when absent:
#   MACOS_SIGNING_IDENTITY   "Developer ID Application: <Organisation> (<TEAMID>)"
#   MACOS_KEYCHAIN           keychain holding that identity (optional; CI imports one)
# Notarization (any verdict but Accepted fails, with the notary's log), skipped with a
# printed line when absent (either set works):
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD             Apple ID + app-specific password
#   APPLE_API_KEY_PATH, APPLE_API_KEY_ID, APPLE_API_ISSUER  App Store Connect API key (.p8)
#   REQUIRE_SIGNING=1   a release build: fail instead of skipping signing or notarization
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
dist="$here/../dist"
APP_PATH="${APP_PATH:-$dist/Reuse Desk.app}"
DMG_PATH="${DMG_PATH:-$dist/reuse-desk.dmg}"
VOLUME_NAME="${VOLUME_NAME:-Reuse Desk}"
BUNDLE_ID="${BUNDLE_ID:-org.materialreuse.reuse-desk}"
REQUIRE_SIGNING="${REQUIRE_SIGNING:-0}"
ENTITLEMENTS="$here/entitlements.plist"
PLISTBUDDY="${PLISTBUDDY:-/usr/libexec/PlistBuddy}"

say() { printf '[dmg] %s\n' "$*"; }
# A step that a release cannot do without: fail there, skip with a line elsewhere.
skip_or_fail() {
    if [[ "$REQUIRE_SIGNING" == 1 ]]; then
        echo "release build: $*" >&2
        exit 1
    fi
    say "$*"
}

# Run "$@" up to 5 times, RETRY_DELAY (10) s apart: hdiutil fails now and then with "Resource busy"
# while Spotlight or a virus scanner still holds the freshly written image.
retry() {
    local attempt
    for attempt in 1 2 3 4 5; do
        "$@" && return 0
        say "attempt $attempt of 5 failed: $1"
        sleep "${RETRY_DELAY:-10}"
    done
    return 1
}

[[ -d "$APP_PATH" ]] || { echo "no app bundle at $APP_PATH: run packaging/build.py first" >&2; exit 1; }

plist="$APP_PATH/Contents/Info.plist"
actual_id="$("$PLISTBUDDY" -c 'Print :CFBundleIdentifier' "$plist")"
version="$("$PLISTBUDDY" -c 'Print :CFBundleShortVersionString' "$plist")"
if [[ "$actual_id" != "$BUNDLE_ID" ]]; then
    echo "bundle identifier is $actual_id, expected $BUNDLE_ID" >&2
    exit 1
fi
say "$APP_PATH: $actual_id $version"

# --- signing ---------------------------------------------------------------------
# Arrays are expanded as ${a[@]+"${a[@]}"}: macOS's own bash 3.2 treats an empty
# array as unset under `set -u`.
keychain_args=()
[[ -n "${MACOS_KEYCHAIN:-}" ]] && keychain_args=(--keychain "$MACOS_KEYCHAIN")
signed=0
if [[ -n "${MACOS_SIGNING_IDENTITY:-}" ]]; then
    sign() {
        codesign --force --options runtime --timestamp ${keychain_args[@]+"${keychain_args[@]}"} \
            --sign "$MACOS_SIGNING_IDENTITY" "$@"
    }
    # Inside out: every nested library and executable first, the bundle last, so the
    # bundle's seal covers signed contents (--deep is discouraged by Apple for this).
    say "signing nested code"
    while IFS= read -r -d '' file; do
        if file -b "$file" | grep -q 'Mach-O'; then
            sign "$file"
        fi
    done < <(find "$APP_PATH/Contents" -type f \( -name '*.dylib' -o -name '*.so' -o -perm -u+x \) -print0)
    while IFS= read -r -d '' framework; do
        sign "$framework"
    done < <(find "$APP_PATH/Contents" -depth -type d -name '*.framework' -print0)  # nested first
    say "signing $APP_PATH"
    sign --entitlements "$ENTITLEMENTS" "$APP_PATH"
    codesign --verify --deep --strict --verbose=2 "$APP_PATH"
    signed=1
else
    skip_or_fail "MACOS_SIGNING_IDENTITY not set: skipping code signing (the app will need right-click > Open)"
fi

# --- disk image --------------------------------------------------------------------
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$APP_PATH" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$DMG_PATH"
say "creating $DMG_PATH"
retry hdiutil create -volname "$VOLUME_NAME" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$DMG_PATH"
if [[ "$signed" == 1 ]]; then
    codesign --force --timestamp ${keychain_args[@]+"${keychain_args[@]}"} --sign "$MACOS_SIGNING_IDENTITY" "$DMG_PATH"
fi

# --- notarization ------------------------------------------------------------------
notary=""
if [[ -n "${APPLE_API_KEY_PATH:-}" && -n "${APPLE_API_KEY_ID:-}" && -n "${APPLE_API_ISSUER:-}" ]]; then
    notary="api-key"
elif [[ -n "${APPLE_ID:-}" && -n "${APPLE_TEAM_ID:-}" && -n "${APPLE_APP_PASSWORD:-}" ]]; then
    notary="apple-id"
fi

if [[ "$signed" != 1 ]]; then
    say "not signed: skipping notarization and stapling"
elif [[ -z "$notary" ]]; then
    skip_or_fail "no notarization credentials (APPLE_ID/APPLE_TEAM_ID/APPLE_APP_PASSWORD or APPLE_API_KEY_*): skipping notarization"
else
    if [[ "$notary" == api-key ]]; then
        notary_args=(--key "$APPLE_API_KEY_PATH" --key-id "$APPLE_API_KEY_ID" --issuer "$APPLE_API_ISSUER")
    else
        notary_args=(--apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" --password "$APPLE_APP_PASSWORD")
    fi
    say "submitting to the notary service (waits for the verdict)"
    # notarytool exits 0 when the service has answered, whatever its verdict: read it.
    verdict="$(xcrun notarytool submit "$DMG_PATH" --wait --output-format json "${notary_args[@]}")"
    read_verdict='import json, sys; answer = json.load(sys.stdin); print(answer.get("id", ""), answer.get("status", ""))'
    read -r submission status < <(printf '%s' "$verdict" | python3 -c "$read_verdict") || true
    if [[ "$status" != Accepted ]]; then
        echo "notarization of $DMG_PATH: ${status:-no verdict} (submission ${submission:-unknown})" >&2
        if [[ -n "${submission:-}" ]]; then
            xcrun notarytool log "$submission" "${notary_args[@]}" >&2 || true
        else
            printf '%s\n' "$verdict" >&2
        fi
        exit 1
    fi
    say "notarized: submission $submission accepted"
    say "stapling the ticket"
    # The ticket service answers late now and then just after the verdict.
    retry xcrun stapler staple "$DMG_PATH"
    xcrun stapler validate "$DMG_PATH"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG_PATH" || true
fi

say "done: $DMG_PATH"
