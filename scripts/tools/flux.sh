#!/usr/bin/env bash
# Builds the flux CLI from the Go module proxy (never a release download) into a cache outside
# the repository and prints its path. It is the oracle of the differential tests: `kustomize-sync
# build` is compared with `flux build kustomization` (test/e2e/flux-build.test.ts).
#
# The module cannot be `go install`ed directly: its go.mod has replace directives, and
# cmd/flux embeds install manifests (manifests/*.yaml) that its release build generates. So the
# module is copied out of the module cache and built as the main module, with an empty manifest
# in place of the generated ones (used only by `flux install`/`bootstrap`, never by build/diff).
set -euo pipefail
FLUX_VERSION="${FLUX_VERSION:-v2.9.5}"
CACHE_ROOT="${KUSTOMIZE_SYNC_CACHE:-$HOME/.cache/kustomize-sync}"
BIN="$CACHE_ROOT/tools/flux-$FLUX_VERSION/flux"
if [ ! -x "$BIN" ]; then
  command -v go >/dev/null 2>&1 || { echo "flux: 'go' is needed to build the flux CLI from the Go module proxy" >&2; exit 3; }
  work="$CACHE_ROOT/build/flux-$FLUX_VERSION"
  rm -rf "$work"
  mkdir -p "$work" "$(dirname "$BIN")"
  echo "[flux] downloading github.com/fluxcd/flux2/v2@$FLUX_VERSION from the Go module proxy" >&2
  dir=$(cd "$work" && GOFLAGS=-mod=mod go mod download -json "github.com/fluxcd/flux2/v2@$FLUX_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  cp -r "$dir" "$work/src"
  chmod -R u+w "$work/src"
  mkdir -p "$work/src/cmd/flux/manifests"
  printf '# not built: only flux install/bootstrap read these\n' > "$work/src/cmd/flux/manifests/placeholder.yaml"
  echo "[flux] building the flux CLI (a few minutes on 2 cores)" >&2
  (cd "$work/src" && GOFLAGS=-mod=mod go build -trimpath -ldflags "-s -w -X main.VERSION=${FLUX_VERSION#v}" -o "$BIN" ./cmd/flux)
  rm -rf "$work"
fi
echo "$BIN"
